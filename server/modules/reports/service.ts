import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { Period } from '../analytics/period';
import { rewardOf, soldCertificates } from '../analytics/sold';
import type { SalesFilter } from '../analytics/target';
import type { Report } from './schemas';

/** A report is read whole (and written whole to .xlsx); beyond this the period must be shortened. */
export const MAX_REPORT_ROWS = 50_000;

const cents = (value: number) => Math.round(value * 100);

/**
 * L2: one row per certificate the statistics count (analytics/sold.ts), oldest sale first, with the
 * sums of cost and reward. `toField` names the request field an oversized period is reported on.
 */
export async function salesReport(db: Db, filter: SalesFilter, period: Period, toField = 'to'): Promise<Report> {
  const { total } = await soldCertificates(db, filter, period).select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  if (Number(total) > MAX_REPORT_ROWS) throw badRequest({ [toField]: 'reports.tooManyRows' });
  const rows = await soldCertificates(db, filter, period)
    .leftJoin('clients as cl', 'cl.id', 'c.client_id')
    .select(['c.id', 'c.number', 'c.cost', 'c.start_date', 'c.finish_date', 'cl.phone', 'cl.email'])
    .select([sql<string>`coalesce(c.rate_name, '')`.as('rate'), sql<string>`coalesce(c.client_name, cl.name, '')`.as('client'), rewardOf.as('reward')])
    .orderBy('c.start_date')
    .orderBy('c.number')
    .execute();
  const data = rows.map((row) => ({
    id: row.id,
    rate: row.rate,
    number: row.number,
    client: row.client,
    phone: row.phone,
    email: row.email,
    cost: Number(row.cost),
    reward: Number(row.reward),
    startDate: row.start_date ? row.start_date.toISOString() : null,
    finishDate: row.finish_date ? row.finish_date.toISOString() : null,
  }));
  const sum = (pick: (row: (typeof data)[number]) => number) => data.reduce((acc, row) => acc + cents(pick(row)), 0) / 100;
  return { rows: data, totals: { cost: sum((row) => row.cost), reward: sum((row) => row.reward) }, period: { from: period.from, to: period.to } };
}
