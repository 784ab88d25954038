/** Queries behind the promo codes' custom routes (H1–H3); the CRUD is generated from the declaration. */
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PromoCodesTable } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { FOREIGN_KEY_VIOLATION, pgCode } from '../../db/pg-errors';
import type { PromoLookup } from './schemas';

type PromoRow = Selectable<PromoCodesTable>;

export function toLookup(row: PromoRow): PromoLookup {
  return {
    ...row,
    amount: Number(row.amount),
    expires_at: row.expires_at ? row.expires_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}

/** The declaration's check (common/resources/promo.ts) for the generate body, which is not the record's. */
export function checkAmount(type: 'PERCENT' | 'FIX', amount: number) {
  if (type === 'PERCENT' && amount > 100) throw badRequest({ amount: 'promo.percentOver100' });
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

/** Attaches or detaches a tariff (the code's existence is checked by the caller). */
export async function linkRate(db: Db, id: string, rateId: string, attach: boolean): Promise<void> {
  if (!attach) {
    await db.deleteFrom('promo_code_rates').where('promo_code_id', '=', id).where('rate_id', '=', rateId).execute();
    return;
  }
  try {
    await db.insertInto('promo_code_rates').values({ promo_code_id: id, rate_id: rateId }).onConflict((oc) => oc.doNothing()).execute();
  } catch (error) {
    if (pgCode(error) === FOREIGN_KEY_VIOLATION) throw badRequest({ rateId: 'error.notFound' });
    throw error;
  }
}
