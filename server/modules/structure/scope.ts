import type { Db } from '../../db/database';
import type { RequestUser } from '../auth/tokens';

/**
 * What part of the structure a user sees (G10): ADMIN everything, PARTNER_ADMIN its partner,
 * AGENT_ADMIN the subtree of its own subdivision. The widest of the user's roles wins.
 */
export type StructureScope = { kind: 'all' } | { kind: 'partner'; partnerId: string } | { kind: 'subtree'; partnerId: string; rootId: string } | { kind: 'none' };

/** Whether the user sees the whole structure: known from the roles alone, with no read. */
export const seesWholeStructure = (user: RequestUser) => user.roles.includes('ADMIN');

export async function structureScope(db: Db, user: RequestUser): Promise<StructureScope> {
  if (seesWholeStructure(user)) return { kind: 'all' };
  // a plain agent's scope is none whatever its record says: no round trip on every agent's request
  if (!user.roles.includes('PARTNER_ADMIN') && !user.roles.includes('AGENT_ADMIN')) return { kind: 'none' };
  const agent = user.agentId
    ? await db.selectFrom('agents').select(['partner_id', 'subdivision_id']).where('id', '=', user.agentId).executeTakeFirst()
    : undefined;
  const partnerId = agent?.partner_id ?? user.partnerId;
  if (user.roles.includes('PARTNER_ADMIN') && partnerId) return { kind: 'partner', partnerId };
  if (user.roles.includes('AGENT_ADMIN') && partnerId && agent?.subdivision_id) return { kind: 'subtree', partnerId, rootId: agent.subdivision_id };
  return { kind: 'none' };
}

interface Node {
  id: string;
  parent_id: string | null;
}

/** The ids of a subdivision and all its descendants; a parent cycle cannot loop, each id is visited once. */
export function subtreeIds(subdivisions: readonly Node[], rootId: string): Set<string> {
  const ids = new Set<string>([rootId]);
  const pending = [rootId];
  while (pending.length) {
    const parent = pending.pop();
    for (const child of subdivisions) {
      if (child.parent_id === parent && !ids.has(child.id)) {
        ids.add(child.id);
        pending.push(child.id);
      }
    }
  }
  return ids;
}
