/**
 * The server side of the declared orders (common/resources/orders.ts, M3): the product and the kind of every order on
 * a page, and on one order's page its payment sessions, refunds and receipts — one query each for the whole page.
 */
import { orders } from '../../../common/resources/orders';
import type { Db } from '../../db/database';
import { serverResource } from '../../resources/hooks';
import { orderPayment } from '../cashbox/queue';

type Row = Record<string, unknown>;
type Item = { name?: unknown };

const money = (value: unknown) => Number(value);
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** Which orders pay a credit instalment. */
async function instalmentOrders(db: Db, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db.selectFrom('credit_instalments').select('order_id').where('order_id', 'in', ids).execute();
  return new Set(rows.map((row) => row.order_id));
}

/** One order's money trail: the sessions opened at acquirers, what was refunded of them, its receipts and the bonus it accrued (M9). */
async function trail(db: Db, id: string) {
  const [payments, receipts] = await Promise.all([
    db.selectFrom('payment_sessions').select(['provider', 'provider_order_id', 'amount', 'status', 'created_at'])
      .where('order_id', '=', id).orderBy('created_at').execute(),
    db.selectFrom('fiscal_receipts').select(['id', 'number', 'kind', 'status', 'amount_kopecks', 'vat', 'receipt_url', 'rate_name', 'payment', 'created_at'])
      .where('order_id', '=', id).orderBy('created_at').orderBy('number').execute(),
  ]);
  const sessions = payments.map((p) => p.provider_order_id);
  const refunds = sessions.length
    ? await db.selectFrom('sandbox_refunds').select(['provider_order_id', 'amount', 'reason', 'created_at'])
      .where('provider_order_id', 'in', sessions).orderBy('created_at').execute()
    : [];
  const sale = receipts.find((r) => r.kind === 'SELL' && r.payment === orderPayment(id)) ?? receipts.find((r) => r.kind === 'SELL');
  const bonus = await db.selectFrom('bonus_accruals').select(['points', 'bonus_rate', 'bonus_money']).where('order_id', '=', id).executeTakeFirst();
  return {
    bonus: bonus ? { points: bonus.points, bonus_rate: Number(bonus.bonus_rate), bonus_money: bonus.bonus_money } : null,
    payments: payments.map((p) => ({ ...p, amount: money(p.amount), created_at: iso(p.created_at) })),
    refunds: refunds.map((r) => ({ ...r, amount: money(r.amount), created_at: iso(r.created_at) })),
    receipts: receipts.map(({ amount_kopecks, rate_name: _name, payment: _payment, ...r }) => ({ ...r, amount: amount_kopecks / 100, created_at: iso(r.created_at) })),
    receipt: sale ? { receipt_id: sale.id, receipt_url: sale.receipt_url, rate_name: sale.rate_name } : null,
  };
}

export default serverResource(orders, {
  hooks: {
    afterRead: async (records, { db, rows, detail }) => {
      const instalments = await instalmentOrders(db, records.map((r) => r.id as string));
      return Promise.all(records.map(async (record, i) => {
        const items = ((rows[i] as Row).items ?? []) as Item[];
        const product = typeof items[0]?.name === 'string' ? items[0].name : null;
        const kind = instalments.has(record.id as string) ? 'INSTALMENT' : items.length > 1 ? 'BASKET' : 'SALE';
        return { ...record, product, kind, ...(detail ? await trail(db, record.id as string) : {}) };
      }));
    },
  },
  summaries: {
    list: 'M3: every order (sales, baskets, instalments), newest first; created and paid date ranges, client name or phone search',
    one: 'M3: one order with its items, payment sessions, refunds and receipts',
  },
});
