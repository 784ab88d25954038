import type { Db } from '../../db/database';
import { UNIQUE_VIOLATION, pgCode } from '../../db/pg-errors';
import { conflict, notFound } from '../../http/errors';
import type { Language } from '../../i18n/messages';
import { toMinorUnits } from '../../providers/acquiring/money';
import type { AcquirerName, Providers } from '../../providers/index';
import type { ResultLink } from './result-link';
import { supersedeOpenSession } from './sessions';
import { paymentSubject } from './subject';

const ISSUE: Record<AcquirerName, 'SBERBANK' | 'TINKOFF'> = { sberbank: 'SBERBANK', tinkoff: 'TINKOFF' };

/**
 * Opens the acquirer's payment session for an unpaid order, one payable session per order (D4/one-payment):
 * the open one is reused when it is this acquirer's for the same amount, otherwise cancelled at its acquirer
 * before a new one opens (409 while it is being paid). A failed order gets a fresh session. Whoever started it,
 * the acquirer returns the payer to the order's result page (`resultLink`, D4/result-link).
 */
export async function startPayment(db: Db, providers: Providers, acquirer: AcquirerName, orderId: string, resultLink: ResultLink, language: Language) {
  const order = await db
    .selectFrom('orders')
    .leftJoin('certificates as c', 'c.id', 'orders.certificate_id')
    .select(['orders.id', 'orders.number', 'orders.items', 'orders.cost', 'orders.status', 'c.number as certificateNumber'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw notFound();
  if (order.status === 'PAID') throw conflict(undefined, 'payments.alreadyPaid');
  const amountMinor = toMinorUnits(order.cost);
  const open = await db.selectFrom('payment_sessions').selectAll().where('order_id', '=', order.id).where('status', '=', 'OPEN').executeTakeFirst();
  if (open?.provider === acquirer && open.payment_url && toMinorUnits(open.amount) === amountMinor) return { paymentUrl: open.payment_url, order_id: order.id };
  if (open) await supersedeOpenSession(db, providers, open);
  const session = await providers.acquirers[acquirer].createOrder({
    orderId: order.id,
    amountMinor,
    description: paymentSubject(order, language),
    returnUrl: resultLink(order.id),
  });
  try {
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('payment_sessions')
        .values({ provider: acquirer, provider_order_id: session.providerOrderId, order_id: order.id, amount: order.cost, payment_url: session.paymentUrl })
        .execute();
      const updated = await tx
        .updateTable('orders')
        .set({ status: 'CREATED', issue: ISSUE[acquirer], provider_order_id: session.providerOrderId, payment_url: session.paymentUrl })
        .where('id', '=', order.id)
        .where('status', '<>', 'PAID')
        .executeTakeFirst();
      if (!updated.numUpdatedRows) throw conflict(undefined, 'payments.alreadyPaid');
    });
  } catch (error) {
    // another request opened a session for this order meanwhile, or it got paid: ours must not stay payable
    await providers.acquirers[acquirer].cancelOrder(session.providerOrderId);
    throw pgCode(error) === UNIQUE_VIOLATION ? conflict(undefined, 'payments.inProgress') : error;
  }
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
