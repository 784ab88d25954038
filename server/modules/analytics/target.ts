import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { type StructureScope, seesWholeStructure, structureScope, subtreeIds } from '../structure/scope';

/** Which certificates a statistic or report covers; no field set means every certificate. */
export interface SalesFilter {
  partnerId?: string;
  agentId?: string;
  /** A subdivision with its descendants. */
  subdivisionIds?: string[];
  /** Matches no certificate: a caller with neither a scope nor an agent. */
  nothing?: true;
}

export type NodeType = 'partner' | 'subdivision' | 'agent';

/**
 * The structure scope (G10) widened by the partner cabinet (L3): a PARTNER user reads its own programme,
 * the partner its account belongs to, as a partner admin would; nothing else of the structure.
 */
async function salesScope(db: Db, user: RequestUser): Promise<StructureScope> {
  const scope = await structureScope(db, user);
  if (scope.kind === 'none' && user.roles.includes('PARTNER') && user.partnerId) return { kind: 'partner', partnerId: user.partnerId };
  return scope;
}

async function subtreeOf(db: Db, partnerId: string, rootId: string): Promise<string[]> {
  const subdivisions = await db.selectFrom('subdivisions').select(['id', 'parent_id']).where('partner_id', '=', partnerId).execute();
  return [...subtreeIds(subdivisions, rootId)];
}

/**
 * L1 access by structure node: ADMIN any node; PARTNER_ADMIN the nodes of its partner; AGENT_ADMIN its
 * subdivision's subtree and the agents in it; any agent itself. An unknown node is 404 for everyone, so
 * ids cannot be probed through the 403.
 */
export async function partnerTarget(db: Db, user: RequestUser, partnerId: string): Promise<SalesFilter> {
  const partner = await db.selectFrom('partners').select('id').where('id', '=', partnerId).executeTakeFirst();
  if (!partner) throw notFound();
  const scope = await salesScope(db, user);
  if (scope.kind === 'all' || (scope.kind === 'partner' && scope.partnerId === partnerId)) return { partnerId };
  throw forbidden();
}

/**
 * One read: the subdivisions of the node's partner (none for an unknown node), the node among them, so its subtree
 * and an AGENT_ADMIN's own subtree are both cut from the same rows.
 */
export async function subdivisionTarget(db: Db, user: RequestUser, subdivisionId: string): Promise<SalesFilter> {
  const [subdivisions, scope] = await Promise.all([
    db
      .selectFrom('subdivisions')
      .select(['id', 'parent_id', 'partner_id'])
      .where('partner_id', '=', (eb) => eb.selectFrom('subdivisions as node').select('node.partner_id').where('node.id', '=', subdivisionId))
      .execute(),
    salesScope(db, user),
  ]);
  const node = subdivisions.find((subdivision) => subdivision.id === subdivisionId);
  if (!node) throw notFound();
  const ownSubtree = scope.kind === 'subtree' && scope.partnerId === node.partner_id ? [...subtreeIds(subdivisions, scope.rootId)] : [];
  if (!coversSubdivision(scope, node.partner_id, ownSubtree, subdivisionId)) throw forbidden();
  return { subdivisionIds: [...subtreeIds(subdivisions, subdivisionId)] };
}

export async function agentTarget(db: Db, user: RequestUser, agentId: string): Promise<SalesFilter> {
  const agent = await db.selectFrom('agents').select(['id', 'partner_id', 'subdivision_id']).where('id', '=', agentId).executeTakeFirst();
  if (!agent) throw notFound();
  if (user.agentId === agentId) return { agentId };
  const scope = await salesScope(db, user);
  const inScope = scope.kind === 'all' || (agent.partner_id !== null && coversSubdivision(scope, agent.partner_id, await subtreeIdsFor(db, scope), agent.subdivision_id));
  if (!inScope) throw forbidden();
  return { agentId };
}

/** Without a node: the caller's whole scope; a plain agent gets its own sales, a user without any, nothing. */
export async function ownTarget(db: Db, user: RequestUser): Promise<SalesFilter> {
  const scope = await salesScope(db, user);
  if (scope.kind === 'all') return {};
  if (scope.kind === 'partner') return { partnerId: scope.partnerId };
  if (scope.kind === 'subtree') return { subdivisionIds: await subtreeOf(db, scope.partnerId, scope.rootId) };
  return user.agentId ? { agentId: user.agentId } : { nothing: true };
}

export function nodeTarget(db: Db, user: RequestUser, type: NodeType, id: string): Promise<SalesFilter> {
  if (type === 'partner') return partnerTarget(db, user, id);
  if (type === 'subdivision') return subdivisionTarget(db, user, id);
  return agentTarget(db, user, id);
}

/**
 * The filter of a partner or agent node when the caller alone grants it, with no read: one who sees the whole structure
 * any node (structure/scope.ts), an agent itself. The caller must still read the node (`nodeExists`) and answer 404 for an
 * unknown one; null: the node's row or the caller's scope decides (the target functions above).
 */
export function grantedWithoutReads(user: RequestUser, type: NodeType, id: string): SalesFilter | null {
  if (type === 'agent' && user.agentId === id) return { agentId: id };
  if (!seesWholeStructure(user) || type === 'subdivision') return null;
  return type === 'partner' ? { partnerId: id } : { agentId: id };
}

/** Whether a partner or agent node exists (an unknown node is 404 for everyone, so ids cannot be probed). */
export async function nodeExists(db: Db, type: 'partner' | 'agent', id: string): Promise<boolean> {
  const table = type === 'partner' ? 'partners' : 'agents';
  return Boolean(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
}

async function subtreeIdsFor(db: Db, scope: StructureScope): Promise<string[]> {
  return scope.kind === 'subtree' ? subtreeOf(db, scope.partnerId, scope.rootId) : [];
}

function coversSubdivision(scope: StructureScope, partnerId: string, subtree: readonly string[], subdivisionId: string | null): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'partner') return scope.partnerId === partnerId;
  if (scope.kind === 'subtree') return scope.partnerId === partnerId && subdivisionId !== null && subtree.includes(subdivisionId);
  return false;
}
