/** Queries behind the promo code routes (H1–H3). */
import { type Selectable, sql } from 'kysely';
import type { ListReply } from '../../../common/errors';
import type { Db } from '../../db/database';
import type { PromoCodesTable } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { containsPattern, offsetOf } from '../../http/list';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgCode } from '../../db/pg-errors';
import type { PromoCode, PromoInput, PromoListQuery, PromoLookup } from './schemas';

type PromoRow = Selectable<PromoCodesTable>;

export function toLookup(row: PromoRow): PromoLookup {
  return {
    ...row,
    amount: Number(row.amount),
    expires_at: row.expires_at ? row.expires_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}

/** The check constraint says the same; this names the field in the reply. */
export function checkAmount(type: 'PERCENT' | 'FIX', amount: number) {
  if (type === 'PERCENT' && amount > 100) throw badRequest({ amount: 'promo.percentOver100' });
}

async function withRates(db: Db, rows: PromoRow[]): Promise<PromoCode[]> {
  const ids = rows.map((row) => row.id);
  const links = ids.length
    ? await db
        .selectFrom('promo_code_rates as pr')
        .innerJoin('rates as r', 'r.id', 'pr.rate_id')
        .select(['pr.promo_code_id', 'r.id', 'r.name'])
        .where('pr.promo_code_id', 'in', ids)
        .orderBy('r.name')
        .execute()
    : [];
  return rows.map((row) => ({
    ...toLookup(row),
    rates: links.filter((link) => link.promo_code_id === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

export async function listPromoCodes(db: Db, query: PromoListQuery): Promise<ListReply<PromoCode>> {
  const pattern = containsPattern(query.q);
  const base = db.selectFrom('promo_codes').$if(!!pattern, (q) => q.where('code', 'ilike', pattern!));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy(query.sort, query.order === 'ASC' ? 'asc' : 'desc')
      .orderBy('id')
      .limit(query.perPage)
      .offset(offsetOf(query))
      .execute(),
  ]);
  return { data: await withRates(db, rows), total: Number(count.total), perPage: query.perPage, page: query.page };
}

export async function allPromoCodes(db: Db, unattached: boolean): Promise<PromoLookup[]> {
  const rows = await db
    .selectFrom('promo_codes')
    .selectAll()
    .$if(unattached, (q) => q.where((eb) => eb.not(eb.exists(eb.selectFrom('promo_code_rates').whereRef('promo_code_id', '=', 'promo_codes.id').select('rate_id')))))
    .orderBy('code')
    .execute();
  return rows.map(toLookup);
}

export async function findPromoCode(db: Db, id: string): Promise<PromoCode> {
  const row = await db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const [code] = await withRates(db, [row]);
  return code!;
}

/** Codes a sale of the tariff may use: global or attached, not expired, not used up (all_use 0 = unlimited). */
export async function usablePromoCodes(db: Db, rateId: string): Promise<PromoLookup[]> {
  const rows = await db
    .selectFrom('promo_codes as p')
    .selectAll('p')
    .where((eb) =>
      eb.and([
        eb.or([eb('p.global', '=', true), eb.exists(eb.selectFrom('promo_code_rates as pr').select('pr.rate_id').whereRef('pr.promo_code_id', '=', 'p.id').where('pr.rate_id', '=', rateId))]),
        eb.or([eb('p.expires_at', 'is', null), eb('p.expires_at', '>', sql<Date>`now()`)]),
        eb.or([eb('p.all_use', '=', 0), eb('p.used', '<', eb.ref('p.all_use'))]),
      ]),
    )
    .orderBy('p.code')
    .execute();
  return rows.map(toLookup);
}

function toColumns(input: PromoInput) {
  checkAmount(input.type, input.amount);
  return {
    code: input.code,
    type: input.type,
    amount: input.amount,
    global: input.global ?? false,
    all_use: input.all_use ?? 0,
    expires_at: input.expires_at ? new Date(input.expires_at) : null,
  };
}

export async function savePromoCode(db: Db, id: string | null, input: PromoInput): Promise<PromoCode> {
  const columns = toColumns(input);
  try {
    const row = id
      ? await db.updateTable('promo_codes').set(columns).where('id', '=', id).returning('id').executeTakeFirst()
      : await db.insertInto('promo_codes').values(columns).returning('id').executeTakeFirstOrThrow();
    if (!row) throw notFound();
    return await findPromoCode(db, row.id);
  } catch (error) {
    if (pgCode(error) === UNIQUE_VIOLATION) throw conflict({ code: 'promo.codeTaken' }, 'promo.codeTaken');
    throw error;
  }
}

export async function deletePromoCode(db: Db, id: string): Promise<PromoCode> {
  const code = await findPromoCode(db, id);
  await db.deleteFrom('promo_codes').where('id', '=', id).execute();
  return code;
}

export async function linkRate(db: Db, id: string, rateId: string, attach: boolean): Promise<PromoCode> {
  await findPromoCode(db, id);
  if (!attach) {
    await db.deleteFrom('promo_code_rates').where('promo_code_id', '=', id).where('rate_id', '=', rateId).execute();
    return findPromoCode(db, id);
  }
  try {
    await db.insertInto('promo_code_rates').values({ promo_code_id: id, rate_id: rateId }).onConflict((oc) => oc.doNothing()).execute();
  } catch (error) {
    if (pgCode(error) === FOREIGN_KEY_VIOLATION) throw badRequest({ rateId: 'error.notFound' });
    throw error;
  }
  return findPromoCode(db, id);
}
