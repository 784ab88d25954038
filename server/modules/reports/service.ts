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

/**
 * The report's rows as the sheet shows them: the certificates L1 counts (analytics/sold.ts), oldest sale first;
 * the number is unique, so (start_date, number) is the keyset and certificates_sold_partner_idx its order.
 */
function salesRows(db: Db, filter: SalesFilter, period: Period) {
  return soldCertificates(db, filter, period)
    .leftJoin('clients as cl', 'cl.id', 'c.client_id')
    .select(['c.number', 'c.cost', 'c.start_date', 'c.finish_date', 'cl.phone', 'cl.email'])
    .select([sql<string>`coalesce(c.rate_name, '')`.as('rate'), sql<string>`coalesce(c.client_name, cl.name, '')`.as('client'), rewardOf.as('reward')])
    .orderBy('c.start_date')
    .orderBy('c.number');
}

type SalesRow = Awaited<ReturnType<ReturnType<typeof salesRows>['execute']>>[number];

/** A row of the streamed sheet: the screen's row without the id, its days kept as dates (the sheet writes days). */
export type SheetSalesRow = Omit<ReportRow, 'id' | 'startDate' | 'finishDate'> & { startDate: Date | null; finishDate: Date | null };

const toSheetRow = (row: SalesRow): SheetSalesRow => ({
  rate: row.rate,
  number: row.number,
  client: row.client,
  phone: row.phone,
  email: row.email,
  cost: Number(row.cost),
  reward: Number(row.reward),
  startDate: row.start_date,
  finishDate: row.finish_date,
});

const toRecord = (row: SalesRow & { id: string }): ReportRow => ({
  id: row.id,
  ...toSheetRow(row),
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
  const data = (await salesRows(db, filter, period).select('c.id').execute()).map(toRecord);
  const sum = (pick: (row: ReportRow) => number) => data.reduce((acc, row) => acc + cents(pick(row)), 0) / 100;
  return { rows: data, totals: { cost: sum((row) => row.cost), reward: sum((row) => row.reward) }, period: { from: period.from, to: period.to } };
}

/**
 * The same rows, page by page (keyset on the sort key), for the streamed .xlsx: never more than one page
 * in memory, and no cursor or transaction held while the client reads slowly. The key's time goes back as the
 * database wrote it: a JS Date keeps milliseconds, and a sale's microseconds made each page repeat the row before it.
 */
export async function* salesReportRows(db: Db, filter: SalesFilter, period: Period, pageSize = PAGE): AsyncGenerator<SheetSalesRow> {
  let after: { start: string; number: string } | null = null;
  for (;;) {
    const cursor = after;
    const page: (SalesRow & { start_key: string })[] = await salesRows(db, filter, period)
      .select(sql<string>`c.start_date::text`.as('start_key'))
      .$if(cursor !== null, (q) => q.where(sql<boolean>`(c.start_date, c.number) > (${cursor?.start}::timestamptz, ${cursor?.number})`))
      .limit(pageSize)
      .execute();
    for (const row of page) yield toSheetRow(row);
    const last = page.at(-1);
    if (page.length < pageSize || !last?.start_key) return;
    after = { start: last.start_key, number: last.number };
  }
}
