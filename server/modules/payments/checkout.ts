import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { type Language, translate } from '../../i18n/messages';
import type { AcquirerName, Providers } from '../../providers/index';

const ISSUE: Record<AcquirerName, 'SBERBANK' | 'TINKOFF'> = { sberbank: 'SBERBANK', tinkoff: 'TINKOFF' };

/**
 * Opens (or reuses) the acquirer's payment session for an unpaid order and keeps its URL on the order.
 * A failed order gets a fresh session, so the payer can try again.
 */
export async function startPayment(db: Db, providers: Providers, acquirer: AcquirerName, orderId: string, returnUrl: string, language: Language) {
  const order = await db
    .selectFrom('orders')
    .leftJoin('certificates as c', 'c.id', 'orders.certificate_id')
    .select(['orders.id', 'orders.cost', 'orders.status', 'orders.issue', 'orders.payment_url', 'c.number'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw notFound();
  if (order.status === 'PAID') throw conflict(undefined, 'payments.alreadyPaid');
  if (order.status === 'CREATED' && order.payment_url && order.issue === ISSUE[acquirer]) return { paymentUrl: order.payment_url, order_id: order.id };
  const session = await providers.acquirers[acquirer].createOrder({
    orderId: order.id,
    amount: order.cost,
    description: translate(language, 'payments.billSubject', { number: order.number ?? '' }),
    returnUrl,
  });
  await db
    .updateTable('orders')
    .set({ status: 'CREATED', issue: ISSUE[acquirer], provider_order_id: session.providerOrderId, payment_url: session.paymentUrl })
    .where('id', '=', order.id)
    .where('status', '<>', 'PAID')
    .execute();
  return { paymentUrl: session.paymentUrl, order_id: order.id };
}

/** The order waiting for payment of a certificate: the newest one not paid yet. */
export async function openOrderOf(db: Db, certificateId: string): Promise<string> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('certificate_id', '=', certificateId)
    .orderBy((eb) => eb.case().when('status', '=', 'PAID').then(1).else(0).end())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!order) throw notFound();
  if (order.status === 'PAID') throw conflict(undefined, 'payments.alreadyPaid');
  return order.id;
}
