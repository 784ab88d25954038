import type { Transaction } from 'kysely';
import { isAdminNotAgent } from '../../../common/roles';
import type { DB } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';

export interface Seller {
  agentId: string | null;
  agentName: string | null;
  agentType: string | null;
  partnerId: string | null;
  subdivisionId: string | null;
}

/** A sale nobody made: the client's own purchase (D6). */
export const NO_SELLER: Seller = { agentId: null, agentName: null, agentType: null, partnerId: null, subdivisionId: null };

/**
 * An agent always sells as itself: an agent_id naming anyone else is refused, not silently replaced;
 * an admin may name the agent or sell without one.
 */
export async function resolveSeller(tx: Transaction<DB>, user: RequestUser, requestedAgentId: string | null | undefined): Promise<Seller> {
  const admin = isAdminNotAgent(user.roles);
  if (!admin && requestedAgentId && requestedAgentId !== user.agentId) throw badRequest({ agent_id: 'sale.agentNotYou' });
  const agentId = admin ? requestedAgentId : user.agentId;
  if (!agentId) {
    if (admin) return NO_SELLER;
    throw forbidden('sale.noAgent');
  }
  const agent = await tx
    .selectFrom('agents')
    .innerJoin('users', 'users.id', 'agents.user_id')
    .select(['agents.id', 'agents.type', 'agents.partner_id', 'agents.subdivision_id', 'users.name'])
    .where('agents.id', '=', agentId)
    .executeTakeFirst();
  if (!agent) throw badRequest({ agent_id: 'sale.agentNotFound' });
  return { agentId: agent.id, agentName: agent.name, agentType: agent.type, partnerId: agent.partner_id, subdivisionId: agent.subdivision_id };
}

/**
 * The tariff's list price for this seller: the partner price of the seller's partner when one is set; BRUTTO agents
 * sell at the tariff's own cost, the price their tariff list shows (F1).
 */
export async function listPrice(tx: Transaction<DB>, rate: { id: string; cost: number }, seller: Seller): Promise<number> {
  if (!seller.partnerId || seller.agentType === 'BRUTTO') return rate.cost;
  const partnerPrice = await tx
    .selectFrom('rate_partners')
    .select('partner_price')
    .where('rate_id', '=', rate.id)
    .where('partner_id', '=', seller.partnerId)
    .executeTakeFirst();
  return partnerPrice?.partner_price ?? rate.cost;
}
