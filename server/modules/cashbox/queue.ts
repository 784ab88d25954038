/**
 * M4: a receipt is queued in the transaction that records its money (decision M4/receipts): the order's payment
 * (`order:<id>`), or a payment into a superseded session that went back (`session:<provider>:<id>`, a sale and its
 * refund). The table's unique (payment, kind) keeps one receipt of each kind per payment, so a replayed callback, two
 * processes or a second PUT /receipt never issue twice. Amounts in kopecks; the VAT is computed here, never taken.
 */
import type { Transaction } from 'kysely';
import { toMinor } from '../../../common/money';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import type { FiscalLine, ReceiptKind, VatRate } from '../../providers/fiscal/types';

type Executor = Db | Transaction<DB>;
type Item = { name?: unknown; cost?: unknown };

/** The VAT inside a price that includes it: 20/120 of it, to the kopeck (half up). */
export const vatOf = (kopecks: number, vat: VatRate) => (vat === 'VAT20' ? Math.round((kopecks * 20) / 120) : 0);

export const orderPayment = (orderId: string) => `order:${orderId}`;
export const sessionPayment = (provider: string, providerOrderId: string) => `session:${provider}:${providerOrderId}`;

/** The receipt's lines: the order's items when they add up to what was paid, else one line for the whole sum. */
export function linesOf(order: { number: number; items: unknown[]; cost: number }, vat: VatRate, fallbackName: string): FiscalLine[] {
  const total = toMinor(Number(order.cost));
  const items = (order.items as Item[]).filter((item) => typeof item.name === 'string' && Number.isFinite(Number(item.cost)) && Number(item.cost) > 0);
  const itemised = items.reduce((sum, item) => sum + toMinor(Number(item.cost)), 0) === total && items.length > 0;
  const priced = itemised ? items.map((item) => ({ name: String(item.name), kopecks: toMinor(Number(item.cost)) })) : [{ name: fallbackName, kopecks: total }];
  return priced.map(({ name, kopecks }) => ({ name, priceKopecks: kopecks, quantity: 1, sumKopecks: kopecks, vat, vatKopecks: vatOf(kopecks, vat) }));
}

export interface QueueReceipt {
  orderId: string;
  kind: ReceiptKind;
  payment: string;
  vat: VatRate;
  refundOf?: string | null;
  createdBy?: string | null;
}

/** Queues the receipt unless its payment has one of that kind; the receipt either way, and whether it is new; null for no money. */
export async function queueReceipt(db: Executor, request: QueueReceipt) {
  const order = await db
    .selectFrom('orders')
    .leftJoin('clients', 'clients.id', 'orders.client_id')
    .select(['orders.number', 'orders.items', 'orders.cost', 'clients.email', 'clients.phone'])
    .where('orders.id', '=', request.orderId)
    .executeTakeFirstOrThrow();
  const lines = linesOf(order, request.vat, `Заказ № ${order.number}`);
  const amount = lines.reduce((sum, line) => sum + line.sumKopecks, 0);
  // an order paid in full with bonus took no money: nothing to fiscalise
  if (amount <= 0) return null;
  const inserted = await db
    .insertInto('fiscal_receipts')
    .values({
      kind: request.kind,
      payment: request.payment,
      order_id: request.orderId,
      refund_of: request.refundOf ?? null,
      rate_name: lines.length === 1 ? lines[0]!.name : lines.map((line) => line.name).join(', ').slice(0, 500),
      amount_kopecks: amount,
      vat: request.vat,
      vat_kopecks: lines.reduce((sum, line) => sum + line.vatKopecks, 0),
      customer: order.email ?? (order.phone ? `+${order.phone}` : null),
      created_by: request.createdBy ?? null,
    })
    .onConflict((oc) => oc.columns(['payment', 'kind']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { receipt: inserted, created: true };
  const existing = await db.selectFrom('fiscal_receipts').selectAll().where('payment', '=', request.payment).where('kind', '=', request.kind).executeTakeFirstOrThrow();
  return { receipt: existing, created: false };
}
