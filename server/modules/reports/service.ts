import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { Period } from '../analytics/period';
import { rewardOf, soldCertificates } from '../analytics/sold';
import type { SalesFilter } from '../analytics/target';
import type { Report, ReportRow } from './schemas';

/** A report on screen is read whole; beyond this the period must be shortened (the .xlsx is streamed, no bound but the sheet's). */
export const MAX_REPORT_ROWS = 50_000;
/** An .xlsx sheet holds 1 048 576 rows; with the header and the totals this many data rows fit. */
export const MAX_SHEET_ROWS = 1_048_000;
const PAGE = 5000;

export const cents = (value: number) => Math.round(value * 100);

/** The report's rows: the certificates L1 counts (analytics/sold.ts), oldest sale first. */
function salesRows(db: Db, filter: SalesFilter, period: Period) {
  return soldCertificates(db, filter, period)
    .leftJoin('clients as cl', 'cl.id', 'c.client_id')
    .select(['c.id', 'c.number', 'c.cost', 'c.start_date', 'c.finish_date', 'cl.phone', 'cl.email'])
    .select([sql<string>`coalesce(c.rate_name, '')`.as('rate'), sql<string>`coalesce(c.client_name, cl.name, '')`.as('client'), rewardOf.as('reward')])
    .orderBy('c.start_date')
    .orderBy('c.number')
    .orderBy('c.id');
}

type SalesRow = Awaited<ReturnType<ReturnType<typeof salesRows>['execute']>>[number];

const toRecord = (row: SalesRow): ReportRow => ({
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
});

/** Counts the rows first, so an oversized request is a 400 on `toField` before anything is read or sent. */
export async function checkRowCount(db: Db, filter: SalesFilter, period: Period, limit: number, toField = 'to') {
  const { total } = await soldCertificates(db, filter, period).select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  if (Number(total) > limit) throw badRequest({ [toField]: 'reports.tooManyRows' });
}

/** L2: one row per counted certificate with the sums of cost and reward (the screen's table). */
export async function salesReport(db: Db, filter: SalesFilter, period: Period, toField = 'to'): Promise<Report> {
  await checkRowCount(db, filter, period, MAX_REPORT_ROWS, toField);
  const data = (await salesRows(db, filter, period).execute()).map(toRecord);
  const sum = (pick: (row: ReportRow) => number) => data.reduce((acc, row) => acc + cents(pick(row)), 0) / 100;
  return { rows: data, totals: { cost: sum((row) => row.cost), reward: sum((row) => row.reward) }, period: { from: period.from, to: period.to } };
}

/**
 * The same rows, page by page (keyset on the sort key), for the streamed .xlsx: never more than one page
 * in memory, and no cursor or transaction held while the client reads slowly.
 */
export async function* salesReportRows(db: Db, filter: SalesFilter, period: Period): AsyncGenerator<ReportRow> {
  let after: { start: Date; number: string; id: string } | null = null;
  for (;;) {
    const cursor = after;
    const page: SalesRow[] = await salesRows(db, filter, period)
      .$if(cursor !== null, (q) => q.where(sql<boolean>`(c.start_date, c.number, c.id) > (${cursor?.start}, ${cursor?.number}, ${cursor?.id}::uuid)`))
      .limit(PAGE)
      .execute();
    for (const row of page) yield toRecord(row);
    const last = page.at(-1);
    if (page.length < PAGE || !last?.start_date) return;
    after = { start: last.start_date, number: last.number, id: last.id };
  }
}
