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
/**
 * Rows of a streamed report's keyset page. A page lives while its rows are written, long enough to be promoted to
 * V8's old generation at 5 000 rows; 200 was not smaller on PostgreSQL and cost CPU (docs/performance.md, 2026-11-25).
 */
export const REPORT_PAGE = 1000;

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

/** A sheet row as one JSON text: one field for the driver to copy and decode instead of nine (and their Dates). */
const sheetRowJson = sql<string>`json_build_array(coalesce(c.rate_name, ''), c.number, coalesce(c.client_name, cl.name, ''),
  cl.phone, cl.email, c.cost, ${rewardOf}, c.start_date, c.finish_date)::text`;
type SheetRowJson = [string, string, string, string | null, string | null, number, number, string | null, string | null];
const dateOf = (text: string | null) => (text === null ? null : new Date(text));

function fromJson(text: string): SheetSalesRow {
  const [rate, number, client, phone, email, cost, reward, start, finish] = JSON.parse(text) as SheetRowJson;
  return { rate, number, client, phone, email, cost, reward, startDate: dateOf(start), finishDate: dateOf(finish) };
}

/**
 * The same rows, page by page (keyset on the sort key), for the streamed .xlsx: never more than one page
 * in memory, and no cursor or transaction held while the client reads slowly. The key's time goes back as the
 * database wrote it: a JS Date keeps milliseconds, and a sale's microseconds made each page repeat the row before it.
 */
export async function* salesReportRows(db: Db, filter: SalesFilter, period: Period, pageSize = REPORT_PAGE): AsyncGenerator<SheetSalesRow> {
  let after: { start: string; number: string } | null = null;
  for (;;) {
    const cursor = after;
    const page: { row: string; start_key: string; number: string }[] = await soldCertificates(db, filter, period)
      .leftJoin('clients as cl', 'cl.id', 'c.client_id')
      .select([sheetRowJson.as('row'), sql<string>`c.start_date::text`.as('start_key'), 'c.number'])
      .$if(cursor !== null, (q) => q.where(sql<boolean>`(c.start_date, c.number) > (${cursor?.start}::timestamptz, ${cursor?.number})`))
      .orderBy('c.start_date')
      .orderBy('c.number')
      .limit(pageSize)
      .execute();
    for (const { row } of page) yield fromJson(row);
    const last = page.at(-1);
    if (page.length < pageSize || !last?.start_key) return;
    after = { start: last.start_key, number: last.number };
  }
}
