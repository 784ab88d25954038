/**
 * The structure's writes (G10): a subdivision node added under a partner or a subdivision, renamed or moved, deleted.
 * ADMIN any partner's nodes, PARTNER_ADMIN its own partner's (403 otherwise, 404 first for an unknown id). Each write
 * locks the partner's row, so two moves of one partner's nodes run one after the other and cannot close a cycle
 * between them, and writes its audit row (resource 'subdivisions', as the G7 form's writes) in the same transaction.
 */
import { type AuditActor, writeAudit } from '../../audit/record';
import type { Db } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { wouldCycle } from '../partners/tree';
import { structureScope } from './scope';

const COLUMNS = ['id', 'name', 'parent_id', 'partner_id'] as const;

export interface NodeChange {
  name?: string;
  parent_id?: string | null;
}

/** The caller may change the nodes of `partnerId`: ADMIN any, PARTNER_ADMIN its own partner's. */
async function assertMayEdit(db: Db, user: RequestUser, partnerId: string) {
  const scope = await structureScope(db, user);
  if (scope.kind === 'all' || (scope.kind === 'partner' && scope.partnerId === partnerId)) return;
  throw forbidden();
}

const lockPartner = (tx: Db, partnerId: string) => tx.selectFrom('partners').select('id').where('id', '=', partnerId).forUpdate().execute();

const readNode = (db: Db, id: string) => db.selectFrom('subdivisions').select(COLUMNS).where('id', '=', id).executeTakeFirst();

/** The node `id` under the lock of its partner's row; 404 when there is none, 403 when it is not the caller's. */
async function lockedNode(tx: Db, user: RequestUser, id: string) {
  const found = await readNode(tx, id);
  if (!found) throw notFound();
  await assertMayEdit(tx, user, found.partner_id);
  await lockPartner(tx, found.partner_id);
  // read again under the lock: a concurrent write may have moved it meanwhile
  const node = await tx.selectFrom('subdivisions').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!node) throw notFound();
  return node;
}

function nameOf(name: string | undefined, fallback: string): string {
  const trimmed = name === undefined ? fallback : name.trim();
  if (!trimmed) throw badRequest({ name: 'structure.nameRequired' });
  return trimmed;
}

/** A parent for a node of `partnerId`: a subdivision of the same partner, and never the node or one below it. */
async function checkParent(tx: Db, partnerId: string, parentId: string, nodeId?: string) {
  const parent = await readNode(tx, parentId);
  if (!parent || parent.partner_id !== partnerId) throw badRequest({ parent_id: 'structure.parentForeign' });
  if (nodeId && (await wouldCycle(tx, 'subdivisions', nodeId, parentId))) throw badRequest({ parent_id: 'structure.parentCycle' });
}

/** POST /issues/{id}: a new subdivision under the node `id`, a subdivision (its child) or a partner (top level). */
export async function addNode(db: Db, user: RequestUser, actor: AuditActor, underId: string, name: string) {
  const under = await readNode(db, underId);
  const partnerId = under?.partner_id ?? (await db.selectFrom('partners').select('id').where('id', '=', underId).executeTakeFirst())?.id;
  if (!partnerId) throw notFound();
  await assertMayEdit(db, user, partnerId);
  const columns = { name: nameOf(name, ''), partner_id: partnerId, parent_id: under ? under.id : null };
  return db.transaction().execute(async (tx) => {
    await lockPartner(tx, partnerId);
    // the parent may have gone between the read and the lock
    if (under && !(await readNode(tx, under.id))) throw notFound();
    const row = await tx.insertInto('subdivisions').values(columns).returningAll().executeTakeFirstOrThrow();
    await writeAudit(tx, actor, { resource: 'subdivisions', recordId: row.id, action: 'create', after: row });
    return { id: row.id, name: row.name, parent_id: row.parent_id, partner_id: row.partner_id };
  });
}

/** PUT /issues/{id}: rename the node and/or move it under another node of its partner (parent_id null: top level). */
export async function changeNode(db: Db, user: RequestUser, actor: AuditActor, id: string, change: NodeChange) {
  if (change.name === undefined && change.parent_id === undefined) throw badRequest({ name: 'structure.changeRequired' });
  return db.transaction().execute(async (tx) => {
    const before = await lockedNode(tx, user, id);
    const name = nameOf(change.name, before.name);
    const parentId = change.parent_id === undefined ? before.parent_id : change.parent_id;
    if (parentId && parentId !== before.parent_id) await checkParent(tx, before.partner_id, parentId, id);
    const row = await tx.updateTable('subdivisions').set({ name, parent_id: parentId }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await writeAudit(tx, actor, { resource: 'subdivisions', recordId: id, action: 'update', before, after: { id, name, parent_id: parentId, partner_id: row.partner_id } });
    return { id, name: row.name, parent_id: row.parent_id, partner_id: row.partner_id };
  });
}

/** DELETE /issues/{id}: only an empty node; one that still holds subdivisions or agents is refused (409). */
export async function removeNode(db: Db, user: RequestUser, actor: AuditActor, id: string) {
  return db.transaction().execute(async (tx) => {
    const before = await lockedNode(tx, user, id);
    const child = await tx.selectFrom('subdivisions').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst();
    if (child) throw conflict(undefined, 'structure.hasChildren');
    const agent = await tx.selectFrom('agents').select('id').where('subdivision_id', '=', id).limit(1).executeTakeFirst();
    if (agent) throw conflict(undefined, 'structure.hasAgents');
    await tx.deleteFrom('subdivisions').where('id', '=', id).execute();
    await writeAudit(tx, actor, { resource: 'subdivisions', recordId: id, action: 'delete', before });
    return before;
  });
}
