import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { Period } from '../analytics/period';
import type { SalesFilter } from '../analytics/target';
import { paidInPeriod } from '../figures/paid';
import { dayAfter, dayStart } from '../figures/sold';
import type { OrderReport, OrderReportRow } from './schemas';
import { MAX_REPORT_ROWS, REPORT_PAGE, cents } from './service';

/**
 * L2 orders report: the orders (payments asked, M3) created within the period whose certificate lies in
 * the caller's scope (the same SalesFilter as statistics: partner, subdivisions, agent); an order without
 * a certificate only in the whole network's. Alias o (orders), c (certificates).
 */
function orders(db: Db, filter: SalesFilter, period: Period) {
  const { partnerId, agentId, subdivisionIds, nothing } = filter;
  return db
    .selectFrom('orders as o')
    .leftJoin('certificates as c', 'c.id', 'o.certificate_id')
    .where('o.created_at', '>=', dayStart(period.from))
    .where('o.created_at', '<', dayAfter(period.to))
    .$if(partnerId !== undefined, (q) => q.where('c.partner_id', '=', partnerId as string))
    .$if(agentId !== undefined, (q) => q.where('c.agent_id', '=', agentId as string))
    .$if(subdivisionIds !== undefined, (q) => q.where('c.subdivision_id', 'in', subdivisionIds as string[]))
    .$if(!!nothing, (q) => q.where(sql<boolean>`false`));
}

function orderRows(db: Db, filter: SalesFilter, period: Period) {
  return orders(db, filter, period)
    .leftJoin('clients as cl', 'cl.id', 'o.client_id')
    .select(['o.id', 'o.number', 'o.created_at', 'o.pay_date', 'o.status', 'o.payment_type', 'o.cost', 'c.number as certificate'])
    .select([sql<string>`coalesce(c.rate_name, '')`.as('rate'), sql<string>`coalesce(c.client_name, cl.name, '')`.as('client')])
    .orderBy('o.created_at')
    .orderBy('o.id');
}

type Row = Awaited<ReturnType<ReturnType<typeof orderRows>['execute']>>[number];

const toRecord = (row: Row): OrderReportRow => ({
  id: row.id,
  number: Number(row.number),
  createdAt: row.created_at.toISOString(),
  payDate: row.pay_date ? row.pay_date.toISOString() : null,
  certificate: row.certificate ?? '',
  client: row.client,
  rate: row.rate,
  paymentType: row.payment_type,
  status: row.status,
  cost: Number(row.cost),
});

export async function checkOrderCount(db: Db, filter: SalesFilter, period: Period, limit: number) {
  const { total } = await orders(db, filter, period).select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  if (Number(total) > limit) throw badRequest({ to: 'reports.tooManyRows' });
}

/** The orders' own total: how many, and every order's amount. */
export function orderTotals(rows: Iterable<Pick<OrderReportRow, 'cost'>>) {
  let cost = 0;
  let count = 0;
  for (const row of rows) {
    count += 1;
    cost += cents(row.cost);
  }
  return { count, cost: cost / 100 };
}

/**
 * The rows, their total, and 'Оплачено': the scope's paid figure over the period (figures/paid.ts), the statistics'
 * brutto, never a sum of its own (it counted the orders' amounts, services and all, where the statistics did not).
 */
export async function ordersReport(db: Db, filter: SalesFilter, period: Period): Promise<OrderReport> {
  await checkOrderCount(db, filter, period, MAX_REPORT_ROWS);
  const [rows, paid] = await Promise.all([orderRows(db, filter, period).execute(), paidInPeriod(db, filter, period)]);
  const records = rows.map(toRecord);
  return { rows: records, totals: { ...orderTotals(records), paid }, period: { from: period.from, to: period.to } };
}

type OrderKey = { at: string; id: string };

/** One keyset page after `cursor`, in orders_report_idx's order (created_at, id; migration 0340). */
export function orderPage(db: Db, filter: SalesFilter, period: Period, cursor: OrderKey | null, pageSize = REPORT_PAGE) {
  return orderRows(db, filter, period)
    .select(sql<string>`o.created_at::text`.as('created_key'))
    .$if(cursor !== null, (q) => q.where(sql<boolean>`(o.created_at, o.id) > (${cursor?.at}::timestamptz, ${cursor?.id}::uuid)`))
    .limit(pageSize);
}

/** The rows page by page (keyset on created_at, id, the time as the database wrote it: see salesReportRows) for the streamed .xlsx. */
export async function* orderReportRows(db: Db, filter: SalesFilter, period: Period, pageSize = REPORT_PAGE): AsyncGenerator<OrderReportRow> {
  let after: OrderKey | null = null;
  for (;;) {
    const page: (Row & { created_key: string })[] = await orderPage(db, filter, period, after, pageSize).execute();
    for (const row of page) yield toRecord(row);
    const last = page.at(-1);
    if (page.length < pageSize || !last) return;
    after = { at: last.created_key, id: last.id };
  }
}
