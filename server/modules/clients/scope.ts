import { type RawBuilder, sql } from 'kysely';
import { isAdminNotAgent } from '../../../common/roles';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';

/**
 * The one rule of whose client a client is (docs/decisions.md, ACC-1): an admin who is not an agent may open any
 * client; a client user its own record; an agent a client it sold a certificate that counts, one that is ACTIVE or
 * has a PAID order. An unpaid sale to a phone does not make its client the seller's.
 * `clientId` is the client's id: a value, or a column reference of the surrounding query.
 */
/** A sale that makes its client the seller's: the certificate under `alias` is ACTIVE or has a PAID order. */
export const saleCounts = (alias: string): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(`${alias}.status`)} = 'ACTIVE' or exists (select 1 from orders paid where paid.certificate_id = ${sql.ref(`${alias}.id`)} and paid.status = 'PAID'))`;

export function mayOpenClient(user: RequestUser, clientId: string | RawBuilder<unknown>): RawBuilder<boolean> {
  if (isAdminNotAgent(user.roles)) return sql<boolean>`true`;
  const id = typeof clientId === 'string' ? sql`cast(${clientId} as uuid)` : clientId;
  const self = sql<boolean>`exists (select 1 from clients own where own.id = ${id} and own.user_id = ${user.id})`;
  if (!user.agentId) return self;
  const sold = sql<boolean>`exists (
    select 1 from certificates sale
    where sale.client_id = ${id} and sale.agent_id = ${user.agentId} and ${saleCounts('sale')}
  )`;
  return sql<boolean>`(${self} or ${sold})`;
}

/** Applies mayOpenClient to one client: unknown is 404 for everyone (ids cannot be probed through the 403), others' 403. */
export async function assertClientAccess(db: Db, user: RequestUser, clientId: string): Promise<void> {
  const client = await db
    .selectFrom('clients')
    .select(mayOpenClient(user, clientId).as('may_open'))
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!client) throw notFound();
  if (!client.may_open) throw forbidden();
}
