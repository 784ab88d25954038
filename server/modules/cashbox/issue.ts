/** M4: the admin's PUT /receipt: the sale receipt of a paid order, once per payment (decision M4/calls). */
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { orderPayment, queueReceipt } from './queue';

export async function issueReceipt(db: Db, body: { order_id: string; vat: boolean }, userId: string) {
  const vat = body.vat ? 'VAT20' : 'NONE';
  return db.transaction().execute(async (tx) => {
    const order = await tx.selectFrom('orders').select(['id', 'status']).where('id', '=', body.order_id).executeTakeFirst();
    if (!order) throw notFound('cashbox.orderNotFound');
    if (order.status !== 'PAID') throw conflict({ order_id: 'cashbox.notPaid' }, 'cashbox.notPaid');
    const result = await queueReceipt(tx, { orderId: order.id, kind: 'SELL', payment: orderPayment(order.id), vat, createdBy: userId });
    if (!result) throw conflict({ order_id: 'cashbox.nothingPaid' }, 'cashbox.nothingPaid');
    if (!result.created && result.receipt.vat !== vat) throw conflict({ vat: 'cashbox.otherVat' }, 'cashbox.otherVat');
    return result;
  });
}
