import { sql, type Transaction } from 'kysely';
import { isAdminNotAgent } from '../../../common/roles';
import type { DB } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { findRate, type SaleRate } from '../sales/issue';
import { resolveSeller, type Seller } from '../sales/seller';

/**
 * Who sells a registry row: an agent uploading its partner's registry sells as itself (the agent
 * column is ignored); an admin sells under the partner without an agent, or as the partner's agent
 * named by login in the row.
 */
export async function registrySeller(tx: Transaction<DB>, user: RequestUser, partnerId: string, agentLogin: string): Promise<Seller> {
  if (!isAdminNotAgent(user.roles)) return resolveSeller(tx, user, null);
  if (!agentLogin) return { agentId: null, agentName: null, agentType: null, partnerId, subdivisionId: null };
  const agent = await tx
    .selectFrom('agents')
    .innerJoin('users', 'users.id', 'agents.user_id')
    .select('agents.id')
    .where(sql<string>`lower(users.login)`, '=', agentLogin.toLowerCase())
    .where('agents.partner_id', '=', partnerId)
    .executeTakeFirst();
  if (!agent) throw badRequest({ agent: 'registry.agentUnknown' });
  return resolveSeller(tx, user, agent.id);
}

/** The tariff named by its code (case-insensitive), read as the sale reads it. */
export async function rateByCode(tx: Transaction<DB>, code: string): Promise<SaleRate> {
  const rate = await tx.selectFrom('rates').select('id').where(sql<string>`lower(code_name)`, '=', code.toLowerCase()).executeTakeFirst();
  if (!rate) throw badRequest({ tariff: 'registry.rateUnknown' });
  return findRate(tx, rate.id);
}
