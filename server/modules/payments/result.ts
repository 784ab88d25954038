import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import type { PaymentResult } from './result-schemas';

interface StoredItem {
  type?: string;
  name?: string;
  period?: number;
}

/** What the payer may read after the acquirer sent it back: CREATED is still with the acquirer (its callback may come later). */
const STATUS = { PAID: 'PAID', CREATED: 'PENDING', FAILED: 'UNPAID', CANCELLED: 'UNPAID' } as const;

/** The order as its payer needs it: what was paid for, the amount and the state; no client, seller or ids. */
export async function paymentResult(db: Db, orderId: string): Promise<PaymentResult> {
  const order = await db.selectFrom('orders').select(['number', 'cost', 'status', 'items']).where('id', '=', orderId).executeTakeFirst();
  if (!order) throw notFound();
  const items = (order.items as StoredItem[]).map((item) => ({
    type: item.type ?? 'certificate',
    name: item.name ?? '',
    ...(item.period ? { period: item.period } : {}),
  }));
  return {
    number: order.number,
    cost: order.cost,
    status: STATUS[order.status],
    payable: order.status === 'CREATED' || order.status === 'FAILED',
    items,
  };
}
