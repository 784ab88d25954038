import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { RequestUser } from '../auth/tokens';
import { structureScope, subtreeIds } from '../structure/scope';

/**
 * Whose sales a seller reads a shared client's data through (issue 23, docs/security.md): its own; a partner
 * admin's, its partner's; an agent admin's, its subdivision's subtree's; by the partner and subdivision a
 * certificate was sold under, as the reports count them. An ADMIN who is also an agent is an agent here (C1).
 */
export interface SellerReach {
  agentId: string | null;
  partnerId?: string;
  subdivisionIds?: string[];
}

export async function sellerReach(db: Db, user: RequestUser): Promise<SellerReach> {
  const own = { agentId: user.agentId };
  if (user.roles.includes('ADMIN')) return own;
  const scope = await structureScope(db, user);
  if (scope.kind === 'partner') return { ...own, partnerId: scope.partnerId };
  if (scope.kind !== 'subtree') return own;
  const subdivisions = await db.selectFrom('subdivisions').select(['id', 'parent_id']).where('partner_id', '=', scope.partnerId).execute();
  return { ...own, subdivisionIds: [...subtreeIds(subdivisions, scope.rootId)] };
}

/** Whether the certificate under `alias` was sold within the reach. */
export function soldWithin(reach: SellerReach, alias: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const parts = [
    ...(reach.agentId ? [sql`${column('agent_id')} = ${reach.agentId}`] : []),
    ...(reach.partnerId ? [sql`${column('partner_id')} = ${reach.partnerId}`] : []),
    ...(reach.subdivisionIds?.length ? [sql`${column('subdivision_id')} in (${sql.join(reach.subdivisionIds)})`] : []),
  ];
  return parts.length ? sql<boolean>`(${sql.join(parts, sql` or `)})` : sql<boolean>`false`;
}
