/** Subdivision queries (G7). A PARTNER_ADMIN (not ADMIN) is held to its own partner's subdivisions. */
import type { ListReply } from '../../../common/errors';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { containsPattern, offsetOf } from '../../http/list';
import type { RequestUser } from '../auth/tokens';
import { wouldCycle } from '../partners/tree';
import type { Subdivision, SubdivisionInput, SubdivisionListQuery, SubdivisionPatch } from './schemas';

/** The partner a caller is limited to; null means every partner (ADMIN). */
export function scopedPartner(user: RequestUser): string | null {
  if (user.roles.includes('ADMIN')) return null;
  return user.partnerId ?? '00000000-0000-0000-0000-000000000000';
}

function baseQuery(db: Db) {
  return db
    .selectFrom('subdivisions as s')
    .innerJoin('partners as p', 'p.id', 's.partner_id')
    .select(['s.id', 's.name', 's.partner_id', 's.parent_id', 's.created_at', 'p.name as partner_name']);
}

type SubdivisionRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

const toSubdivision = (row: SubdivisionRow): Subdivision => ({
  id: row.id,
  name: row.name,
  partner_id: row.partner_id,
  partner: { id: row.partner_id, name: row.partner_name },
  parent_id: row.parent_id,
  parentId: row.parent_id,
  created_at: row.created_at.toISOString(),
});

export async function listSubdivisions(db: Db, request: SubdivisionListQuery, scope: string | null): Promise<ListReply<Subdivision>> {
  const pattern = containsPattern(request.q);
  const partnerId = scope ?? request.partner_id;
  const filtered = baseQuery(db)
    .$if(!!pattern, (query) => query.where('s.name', 'ilike', pattern as string))
    .$if(!!partnerId, (query) => query.where('s.partner_id', '=', partnerId as string));
  const [count, rows] = await Promise.all([
    filtered.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .orderBy(`s.${request.sort}` as const, request.order === 'ASC' ? 'asc' : 'desc')
      .orderBy('s.id')
      .limit(request.perPage)
      .offset(offsetOf(request))
      .execute(),
  ]);
  return { data: rows.map(toSubdivision), total: Number(count.total), perPage: request.perPage, page: request.page };
}

export async function subdivisionLookup(db: Db, partnerId: string | null) {
  return baseQuery(db)
    .$if(!!partnerId, (query) => query.where('s.partner_id', '=', partnerId as string))
    .clearSelect()
    .select(['s.id', 's.name'])
    .orderBy('s.name')
    .orderBy('s.id')
    .execute();
}

export async function findSubdivision(db: Db, id: string): Promise<Subdivision> {
  const row = await baseQuery(db).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toSubdivision(row);
}

async function checkedColumns(db: Db, input: SubdivisionInput, id?: string) {
  const name = input.name.trim();
  if (!name) throw badRequest({ name: 'validation.required' });
  const partner = await db.selectFrom('partners').select('id').where('id', '=', input.partner_id).executeTakeFirst();
  if (!partner) throw badRequest({ partner_id: 'subdivisions.partnerNotFound' });
  const parentId = input.parent_id ?? null;
  if (parentId) {
    const parent = await db.selectFrom('subdivisions').select('partner_id').where('id', '=', parentId).executeTakeFirst();
    const cycles = id ? await wouldCycle(db, 'subdivisions', id, parentId) : false;
    if (parent?.partner_id !== input.partner_id || cycles) throw badRequest({ parent_id: 'subdivisions.parentInvalid' });
  }
  return { name, partner_id: input.partner_id, parent_id: parentId };
}

export async function createSubdivision(db: Db, input: SubdivisionInput): Promise<Subdivision> {
  const row = await db.insertInto('subdivisions').values(await checkedColumns(db, input)).returning('id').executeTakeFirstOrThrow();
  return findSubdivision(db, row.id);
}

export async function replaceSubdivision(db: Db, id: string, input: SubdivisionInput): Promise<Subdivision> {
  await findSubdivision(db, id);
  await db.updateTable('subdivisions').set(await checkedColumns(db, input, id)).where('id', '=', id).execute();
  return findSubdivision(db, id);
}

/** PATCH merges the sent fields into the stored record, then checks it as a whole. */
export async function patchSubdivision(db: Db, id: string, patch: SubdivisionPatch): Promise<Subdivision> {
  const current = await findSubdivision(db, id);
  const movesPartner = patch.partner_id !== undefined && patch.partner_id !== current.partner_id;
  const merged: SubdivisionInput = {
    name: patch.name ?? current.name,
    partner_id: patch.partner_id ?? current.partner_id,
    // a subdivision moved to another partner cannot keep a parent of the old one
    parent_id: patch.parent_id !== undefined ? patch.parent_id : movesPartner ? null : current.parent_id,
  };
  return replaceSubdivision(db, id, merged);
}

/** Agents and certificates keep working without a subdivision (set null), children become top-level. */
export async function deleteSubdivision(db: Db, id: string): Promise<Subdivision> {
  const subdivision = await findSubdivision(db, id);
  await db.deleteFrom('subdivisions').where('id', '=', id).execute();
  return subdivision;
}
