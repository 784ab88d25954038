import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { Period } from '../analytics/period';
import { paidOf, rewardOf, soldCertificates } from '../figures/sold';
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

/** A row of the streamed sheet: the screen's row without the id, its days kept as dates (the sheet writes days). */
export type SheetSalesRow = Omit<ReportRow, 'id' | 'startDate' | 'finishDate'> & { startDate: Date | null; finishDate: Date | null };

/**
 * The report's columns in the sheet's order, over the certificates L1 counts (c) and their clients (cl): the
 * screen's rows select them, the streamed sheet reads them as one JSON array (salesReportRows).
 */
const SALES_COLUMNS: Record<keyof SheetSalesRow, RawBuilder<unknown>> = {
  rate: sql`coalesce(c.rate_name, '')`,
  number: sql`c.number`,
  client: sql`coalesce(c.client_name, cl.name, '')`,
  phone: sql`cl.phone`,
  email: sql`cl.email`,
  cost: paidOf,
  reward: rewardOf,
  startDate: sql`c.start_date`,
  finishDate: sql`c.finish_date`,
};
const SALES_KEYS = Object.keys(SALES_COLUMNS) as (keyof SheetSalesRow)[];
type SalesValues = Record<keyof SheetSalesRow, unknown>;

/**
 * The report's rows: the certificates L1 counts (figures/sold.ts) with their clients, oldest sale first;
 * the number is unique, so (start_date, number) is the keyset and certificates_sold_partner_idx its order.
 */
function salesRows(db: Db, filter: SalesFilter, period: Period) {
  return soldCertificates(db, filter, period)
    .leftJoin('clients as cl', 'cl.id', 'c.client_id')
    .orderBy('c.start_date')
    .orderBy('c.number');
}

const dayOf = (value: unknown) => (value === null ? null : new Date(value as string | Date));

/** The driver's values (numerics as texts, Dates) or the JSON's (numbers, ISO texts) as the sheet's row. */
const toSheetRow = (values: SalesValues): SheetSalesRow => ({
  rate: values.rate as string,
  number: values.number as string,
  client: values.client as string,
  phone: values.phone as string | null,
  email: values.email as string | null,
  cost: Number(values.cost),
  reward: Number(values.reward),
  startDate: dayOf(values.startDate),
  finishDate: dayOf(values.finishDate),
});

const toRecord = (row: SalesValues & { id: string }): ReportRow => {
  const { startDate, finishDate, ...rest } = toSheetRow(row);
  return { id: row.id, ...rest, startDate: startDate?.toISOString() ?? null, finishDate: finishDate?.toISOString() ?? null };
};

/** Counts the rows first, so an oversized request is a 400 on `toField` before anything is read or sent. */
export async function checkRowCount(db: Db, filter: SalesFilter, period: Period, limit: number, toField = 'to') {
  const { total } = await soldCertificates(db, filter, period).select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  if (Number(total) > limit) throw badRequest({ [toField]: 'reports.tooManyRows' });
}

/** L2: one row per counted certificate with the sums of cost and reward (the screen's table). */
export async function salesReport(db: Db, filter: SalesFilter, period: Period, toField = 'to'): Promise<Report> {
  await checkRowCount(db, filter, period, MAX_REPORT_ROWS, toField);
  const columns = SALES_KEYS.map((key) => SALES_COLUMNS[key].as(key));
  const data = (await salesRows(db, filter, period).select('c.id').select(columns).execute()).map(toRecord);
  const sum = (pick: (row: ReportRow) => number) => data.reduce((acc, row) => acc + cents(pick(row)), 0) / 100;
  return { rows: data, totals: { cost: sum((row) => row.cost), reward: sum((row) => row.reward) }, period: { from: period.from, to: period.to } };
}

/** A sheet row as one JSON text: one field for the driver to copy and decode instead of nine (and their Dates). */
const sheetRowJson = sql<string>`json_build_array(${sql.join(SALES_KEYS.map((key) => SALES_COLUMNS[key]))})::text`;

function fromJson(text: string): SheetSalesRow {
  const values = JSON.parse(text) as unknown[];
  return toSheetRow(Object.fromEntries(SALES_KEYS.map((key, index) => [key, values[index]])) as SalesValues);
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
    const page: { row: string; start_key: string; number: string }[] = await salesRows(db, filter, period)
      .select([sheetRowJson.as('row'), sql<string>`c.start_date::text`.as('start_key'), 'c.number'])
      .$if(cursor !== null, (q) => q.where(sql<boolean>`(c.start_date, c.number) > (${cursor?.start}::timestamptz, ${cursor?.number})`))
      .limit(pageSize)
      .execute();
    for (const { row } of page) yield fromJson(row);
    const last = page.at(-1);
    if (page.length < pageSize || !last?.start_key) return;
    after = { start: last.start_key, number: last.number };
  }
}
