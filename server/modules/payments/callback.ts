import { type Transaction, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { toMinorUnits } from '../../providers/acquiring/money';
import type { AcquiringCallback } from '../../providers/acquiring/types';
import type { VatRate } from '../../providers/fiscal/types';
import type { AcquirerName, Providers } from '../../providers/index';
import { queuePaymentReceipt, queueSessionReceipts } from '../cashbox/on-payment';
import { accrueBonus } from '../settings/bonus';
import { countBusiness } from '../../ops/metrics';
import { grantBoughtServices } from './basket-services';

/** What a signed callback did; payment_callbacks keeps it. */
type Outcome = 'ACTIVATED' | 'FAILED' | 'REPEATED' | 'IGNORED' | 'REFUNDED' | 'REFUND_FAILED' | 'AMOUNT_MISMATCH' | 'UNKNOWN_SESSION';

interface Decision {
  outcome: Outcome;
  status: string;
  /** A payment that must go back: its session was superseded, or its order was paid by another session. */
  refund?: boolean;
  orderId?: string;
}

/** Certificates an order pays for: its own and those listed in a basket's items. */
function certificatesOf(order: { certificate_id: string | null; items: unknown[] }): string[] {
  const listed = order.items.map((item) => (item as { certificate_id?: string }).certificate_id).filter((id): id is string => !!id);
  return [...new Set([...(order.certificate_id ? [order.certificate_id] : []), ...listed])];
}

async function activate(tx: Transaction<DB>, orderId: string, provider: string, callback: AcquiringCallback, vat: VatRate): Promise<boolean> {
  const paid = await tx
    .updateTable('orders')
    .set({ status: 'PAID', payed: true, pay_date: new Date() })
    .where('id', '=', orderId)
    .where('status', '<>', 'PAID')
    .returning(['id', 'cost', 'certificate_id', 'client_id', 'items'])
    .executeTakeFirst();
  if (!paid) return false;
  await tx.insertInto('payment_receipts').values({ order_id: paid.id, provider, provider_order_id: callback.providerOrderId, amount: paid.cost }).execute();
  const certificates = certificatesOf(paid);
  if (certificates.length) {
    await tx
      .updateTable('certificates')
      .set({ status: 'ACTIVE', start_date: sql`now()`, finish_date: sql`now() + make_interval(months => period)`, updated_at: new Date() })
      .where('id', 'in', certificates)
      .where('status', '=', 'PENDING')
      .execute();
  }
  await grantBoughtServices(tx, paid);
  await accrueBonus(tx, paid);
  await queuePaymentReceipt(tx, paid.id, vat);
  return true;
}

/** Applies a verified callback to its session and order, the session row locked so repeats and races apply once. */
async function decide(tx: Transaction<DB>, provider: string, callback: AcquiringCallback, vat: VatRate): Promise<Decision> {
  const session = await tx
    .selectFrom('payment_sessions as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select(['s.order_id', 's.amount', 's.status', 'o.cost'])
    .where('s.provider', '=', provider)
    .where('s.provider_order_id', '=', callback.providerOrderId)
    .forUpdate('s')
    .executeTakeFirst();
  if (!session) return { outcome: 'UNKNOWN_SESSION', status: 'UNKNOWN' };
  if (callback.amount !== toMinorUnits(session.amount) || callback.amount !== toMinorUnits(session.cost)) return { outcome: 'AMOUNT_MISMATCH', status: session.status };
  const setSession = (status: 'PAID' | 'FAILED' | 'REFUNDED') =>
    tx.updateTable('payment_sessions').set({ status }).where('provider', '=', provider).where('provider_order_id', '=', callback.providerOrderId).execute();
  if (callback.status === 'FAILED') {
    if (session.status !== 'OPEN') return { outcome: 'IGNORED', status: session.status };
    await setSession('FAILED');
    await tx.updateTable('orders').set({ status: 'FAILED' }).where('id', '=', session.order_id).where('status', '=', 'CREATED').execute();
    return { outcome: 'FAILED', status: 'FAILED' };
  }
  if (session.status === 'PAID' || session.status === 'REFUNDED') return { outcome: 'REPEATED', status: session.status };
  if (session.status === 'OPEN' && (await activate(tx, session.order_id, provider, callback, vat))) {
    await setSession('PAID');
    return { outcome: 'ACTIVATED', status: 'PAID' };
  }
  await setSession('REFUNDED');
  // the money came in and goes back: a sale receipt now, its refund receipt once the acquirer has refunded it
  await queueSessionReceipts(tx, { orderId: session.order_id, provider, providerOrderId: callback.providerOrderId, kind: 'SELL', vat });
  return { outcome: 'REFUNDED', status: 'REFUNDED', refund: true, orderId: session.order_id };
}

/**
 * The acquirer's notification. Idempotent: a session changes once, so a repeated or concurrent PAID callback
 * records one receipt and activates the certificates once. A payment into a superseded session is refunded
 * through its acquirer (D4/one-payment); an amount other than the order's never activates (D4/sandbox).
 */
export async function handleCallback(db: Db, providers: Providers, provider: AcquirerName, callback: AcquiringCallback) {
  const acquirer = providers.acquirers[provider];
  if (!acquirer.verifyCallback(callback)) throw badRequest({ signature: 'payments.badSignature' }, 'payments.badSignature');
  const decision = await db.transaction().execute((tx) => decide(tx, provider, callback, providers.receiptVat));
  if (decision.outcome === 'ACTIVATED') countBusiness(db, 'payment');
  if (decision.outcome === 'FAILED') countBusiness(db, 'paymentFailed');
  const record = (outcome: Outcome) =>
    db.insertInto('payment_callbacks').values({ provider, provider_order_id: callback.providerOrderId, status: callback.status, amount: callback.amount / 100, outcome }).execute();
  if (decision.refund) {
    try {
      await acquirer.refund({ providerOrderId: callback.providerOrderId, amountMinor: callback.amount, reason: 'SUPERSEDED' });
    } catch (error) {
      // back to SUPERSEDED, so the acquirer's retry of this callback tries the refund again
      await db.updateTable('payment_sessions').set({ status: 'SUPERSEDED' }).where('provider', '=', provider).where('provider_order_id', '=', callback.providerOrderId).execute();
      await record('REFUND_FAILED');
      throw error;
    }
    countBusiness(db, 'refund');
    await queueSessionReceipts(db, { orderId: decision.orderId!, provider, providerOrderId: callback.providerOrderId, kind: 'SELL_REFUND', vat: providers.receiptVat });
  }
  await record(decision.outcome);
  if (decision.outcome === 'UNKNOWN_SESSION') throw notFound();
  if (decision.outcome === 'AMOUNT_MISMATCH') throw conflict({ amount: 'payments.amountMismatch' }, 'payments.amountMismatch');
  return { status: decision.status };
}

