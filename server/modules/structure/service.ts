/** The agent structure (G10), read in three queries and assembled in memory. */
import type { Db } from '../../db/database';
import type { RequestUser } from '../auth/tokens';
import type { StructureAgent, StructureSubdivision } from './schemas';
import { type StructureScope, structureScope, subtreeIds } from './scope';

interface SubdivisionRow {
  id: string;
  name: string;
  parent_id: string | null;
  partner_id: string;
  partner_name: string;
}

async function scopedSubdivisions(db: Db, scope: StructureScope): Promise<SubdivisionRow[]> {
  if (scope.kind === 'none') return [];
  const rows = await db
    .selectFrom('subdivisions')
    .innerJoin('partners', 'partners.id', 'subdivisions.partner_id')
    .select(['subdivisions.id', 'subdivisions.name', 'subdivisions.parent_id', 'subdivisions.partner_id', 'partners.name as partner_name'])
    .$if(scope.kind !== 'all', (q) => q.where('subdivisions.partner_id', '=', (scope as { partnerId: string }).partnerId))
    .orderBy('subdivisions.name')
    .orderBy('subdivisions.id')
    .execute();
  if (scope.kind !== 'subtree') return rows;
  const ids = subtreeIds(rows, scope.rootId);
  return rows.filter((row) => ids.has(row.id));
}

/** GET /issues/structure/subdivisions: the flat list of the scope, for pickers. */
export async function listScopedSubdivisions(db: Db, user: RequestUser) {
  const rows = await scopedSubdivisions(db, await structureScope(db, user));
  return rows.map(({ id, name, parent_id, partner_id, partner_name }) => ({ id, name, parent_id, partner: { id: partner_id, name: partner_name } }));
}

async function scopedPartners(db: Db, scope: StructureScope) {
  if (scope.kind === 'none') return [];
  return db
    .selectFrom('partners')
    .select(['id', 'name'])
    .$if(scope.kind !== 'all', (q) => q.where('id', '=', (scope as { partnerId: string }).partnerId))
    .orderBy('name')
    .orderBy('id')
    .execute();
}

async function scopedAgents(db: Db, scope: StructureScope, subdivisionIds: readonly string[]) {
  if (scope.kind === 'none' || (scope.kind === 'subtree' && !subdivisionIds.length)) return [];
  return db
    .selectFrom('agents')
    .innerJoin('users', 'users.id', 'agents.user_id')
    .select(['agents.id', 'agents.partner_id', 'agents.subdivision_id', 'agents.type', 'agents.is_manager', 'users.name', 'users.login', 'users.roles', 'users.blocked'])
    .where('agents.partner_id', 'is not', null)
    .$if(scope.kind === 'partner', (q) => q.where('agents.partner_id', '=', (scope as { partnerId: string }).partnerId))
    .$if(scope.kind === 'subtree', (q) => q.where('agents.subdivision_id', 'in', subdivisionIds))
    .orderBy('users.name')
    .orderBy('agents.id')
    .execute();
}

/** GET /issues/structure: partners → subdivisions nested by parent_id → agents. Agents without a partner are outside any tree. */
export async function structureTree(db: Db, user: RequestUser) {
  const scope = await structureScope(db, user);
  const [partners, subdivisions] = await Promise.all([scopedPartners(db, scope), scopedSubdivisions(db, scope)]);
  const agents = await scopedAgents(db, scope, subdivisions.map((row) => row.id));
  const nodes = new Map<string, StructureSubdivision & { partner_id: string }>(
    subdivisions.map((row) => [row.id, { id: row.id, name: row.name, parent_id: row.parent_id, partner_id: row.partner_id, agents: [], children: [] }]),
  );
  const partnerNodes = partners.map((partner) => ({ ...partner, subdivisions: [] as StructureSubdivision[], agents: [] as StructureAgent[] }));
  const byPartner = new Map(partnerNodes.map((node) => [node.id, node]));
  for (const node of nodes.values()) {
    const parent = node.parent_id ? nodes.get(node.parent_id) : undefined;
    if (parent && parent.partner_id === node.partner_id) parent.children.push(node);
    else byPartner.get(node.partner_id)?.subdivisions.push(node);
  }
  for (const { partner_id, subdivision_id, ...agent } of agents) {
    const target = subdivision_id ? nodes.get(subdivision_id) : undefined;
    if (target) target.agents.push(agent);
    else if (scope.kind !== 'subtree' && partner_id) byPartner.get(partner_id)?.agents.push(agent);
  }
  // the nodes' partner_id is left for the reply schema to drop
  return partnerNodes;
}
