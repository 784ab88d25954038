/** Partner administration queries (G1, G2). Routes validate; this file reads and writes. */
import type { ListReply } from '../../../common/errors';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { containsPattern, offsetOf } from '../../http/list';
import { partnerRates } from './rates';
import type { Partner, PartnerDetail, PartnerInput, PartnerListQuery } from './schemas';
import { wouldCycle } from './tree';

function baseQuery(db: Db) {
  return db
    .selectFrom('partners as p')
    .leftJoin('partners as parent', 'parent.id', 'p.parent_id')
    .select(['p.id', 'p.name', 'p.type', 'p.reward', 'p.parent_id', 'p.click_program', 'p.created_at', 'parent.name as parent_name']);
}

type PartnerRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toPartner(row: PartnerRow): Partner {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    reward: Number(row.reward),
    parent_id: row.parent_id,
    parent: row.parent_id && row.parent_name !== null ? { id: row.parent_id, name: row.parent_name } : null,
    click_program: row.click_program,
    created_at: row.created_at.toISOString(),
  };
}

export async function listPartners(db: Db, request: PartnerListQuery): Promise<ListReply<Partner>> {
  const pattern = containsPattern(request.q);
  const filtered = baseQuery(db).$if(!!pattern, (query) => query.where('p.name', 'ilike', pattern as string));
  const [count, rows] = await Promise.all([
    db
      .selectFrom('partners')
      .$if(!!pattern, (query) => query.where('name', 'ilike', pattern as string))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    filtered
      .orderBy(`p.${request.sort}` as const, request.order === 'ASC' ? 'asc' : 'desc')
      .orderBy('p.id')
      .limit(request.perPage)
      .offset(offsetOf(request))
      .execute(),
  ]);
  return { data: rows.map(toPartner), total: Number(count.total), perPage: request.perPage, page: request.page };
}

export async function findPartner(db: Db, id: string): Promise<PartnerDetail> {
  const row = await baseQuery(db).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return { ...toPartner(row), rates: await partnerRates(db, id) };
}

async function toColumns(db: Db, input: PartnerInput, id?: string) {
  const name = input.name.trim();
  if (!name) throw badRequest({ name: 'validation.required' });
  const parentId = input.parent_id ?? null;
  if (parentId) {
    const parent = await db.selectFrom('partners').select('id').where('id', '=', parentId).executeTakeFirst();
    if (!parent) throw badRequest({ parent_id: 'partners.parentNotFound' });
    if (id && (await wouldCycle(db, 'partners', id, parentId))) throw badRequest({ parent_id: 'partners.parentCycle' });
  }
  const clickProgram = input.click_program === undefined ? {} : { click_program: input.click_program };
  return { name, type: input.type ?? null, reward: input.reward ?? 0, parent_id: parentId, ...clickProgram };
}

/** G11: there is one click programme partner, so marking this one unmarks the previous one in the same transaction. */
async function writingPartner<T>(db: Db, input: PartnerInput, write: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (input.click_program) await trx.updateTable('partners').set({ click_program: false }).where('click_program', '=', true).execute();
    return write(trx);
  });
}

export async function createPartner(db: Db, input: PartnerInput): Promise<PartnerDetail> {
  const columns = await toColumns(db, input);
  const row = await writingPartner(db, input, (trx) => trx.insertInto('partners').values(columns).returning('id').executeTakeFirstOrThrow());
  return findPartner(db, row.id);
}

/** PUT replaces the editable set; an omitted reward or parent takes its default. */
export async function replacePartner(db: Db, id: string, input: PartnerInput): Promise<PartnerDetail> {
  const columns = await toColumns(db, input, id);
  await writingPartner(db, input, (trx) => trx.updateTable('partners').set(columns).where('id', '=', id).returning('id').executeTakeFirstOrThrow(() => notFound()));
  return findPartner(db, id);
}

/** Agents and certificates only lose the partner link on delete (set null), so the delete is refused while they exist. */
export async function deletePartner(db: Db, id: string): Promise<PartnerDetail> {
  return db.transaction().execute(async (trx) => {
    const partner = await findPartner(trx, id);
    const [agent, certificate] = await Promise.all([
      trx.selectFrom('agents').select('id').where('partner_id', '=', id).limit(1).executeTakeFirst(),
      trx.selectFrom('certificates').select('id').where('partner_id', '=', id).limit(1).executeTakeFirst(),
    ]);
    if (agent || certificate) throw conflict(undefined, 'partners.inUse');
    await trx.deleteFrom('partners').where('id', '=', id).execute();
    return partner;
  });
}

/** The snippet a partner's site embeds to sell through the sale widget, attributed to the partner. */
export async function widgetTemplate(db: Db, id: string, origin: string): Promise<string> {
  const partner = await db.selectFrom('partners').select('id').where('id', '=', id).executeTakeFirst();
  if (!partner) throw notFound();
  return `<div class="certificates-widget" data-partner-id="${partner.id}"></div>\n<script async src="${origin}/gw/widget/widget.js" data-partner-id="${partner.id}"></script>`;
}
