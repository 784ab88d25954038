import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Period } from '../analytics/period';
import type { SalesFilter } from '../analytics/target';
import { soldServices } from './services';
import { paidOf, soldCertificates } from './sold';

/**
 * 'Оплачено' of a scope over a period (sold.ts): the sold certificates' cost and the sold services' prices, summed in
 * numeric so kopecks add up exactly. The statistics' brutto is the same figure (analytics/stats-json.ts).
 */
export async function paidInPeriod(db: Db, filter: SalesFilter, period: Period): Promise<number> {
  const certificates = soldCertificates(db, filter, period).select(sql<string>`coalesce(sum(${paidOf}), 0)`.as('paid'));
  const services = db.selectFrom(soldServices(db, filter, period).as('sv')).select(sql<string>`coalesce(sum(sv.price), 0)`.as('paid'));
  const { paid } = await db
    .selectNoFrom([sql<string>`(${certificates}) + (${services})`.as('paid')])
    .executeTakeFirstOrThrow();
  return Number(paid);
}
