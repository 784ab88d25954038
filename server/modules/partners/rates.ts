/** The tariffs a partner sells, with its commission and partner price (G3). */
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { FOREIGN_KEY_VIOLATION, pgCode } from '../../db/pg-errors';
import type { PartnerRate, RateLinksInput } from './schemas';

const roundMoney = (value: number) => Math.round(value * 100) / 100;

export async function partnerRates(db: Db, partnerId: string): Promise<PartnerRate[]> {
  const rows = await db
    .selectFrom('rate_partners as rp')
    .innerJoin('rates as r', 'r.id', 'rp.rate_id')
    .select(['r.id', 'r.name', 'r.cost', 'rp.commission', 'rp.partner_price'])
    .where('rp.partner_id', '=', partnerId)
    .orderBy('r.name')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    cost: Number(row.cost),
    commission: Number(row.commission),
    partner_price: row.partner_price === null ? null : Number(row.partner_price),
  }));
}

async function assertPartner(db: Db, partnerId: string) {
  const partner = await db.selectFrom('partners').select('id').where('id', '=', partnerId).executeTakeFirst();
  if (!partner) throw notFound();
}

/** Attaches tariffs, or updates the links already there; a field left out keeps its stored value. */
export async function attachRates(db: Db, partnerId: string, input: RateLinksInput): Promise<PartnerRate[]> {
  await assertPartner(db, partnerId);
  try {
    await db.transaction().execute(async (trx) => {
      for (const link of input.rates) {
        const changes = {
          ...(link.commission !== undefined ? { commission: roundMoney(link.commission) } : {}),
          ...(link.partner_price !== undefined ? { partner_price: link.partner_price === null ? null : roundMoney(link.partner_price) } : {}),
        };
        await trx
          .insertInto('rate_partners')
          .values({ rate_id: link.rate_id, partner_id: partnerId, partner_price: null, ...changes })
          .onConflict((oc) => (Object.keys(changes).length ? oc.columns(['rate_id', 'partner_id']).doUpdateSet(changes) : oc.doNothing()))
          .execute();
      }
    });
  } catch (error) {
    if (pgCode(error) === FOREIGN_KEY_VIOLATION) throw badRequest({ rates: 'partners.rateNotFound' });
    throw error;
  }
  return partnerRates(db, partnerId);
}

export async function detachRates(db: Db, partnerId: string, ids: string[]): Promise<PartnerRate[]> {
  await assertPartner(db, partnerId);
  await db.deleteFrom('rate_partners').where('partner_id', '=', partnerId).where('rate_id', 'in', ids).execute();
  return partnerRates(db, partnerId);
}
