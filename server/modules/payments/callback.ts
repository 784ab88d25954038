import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import type { AcquiringCallback } from '../../providers/acquiring/types';
import type { AcquirerName, Providers } from '../../providers/index';

/** Certificates an order pays for: its own and those listed in a basket's items. */
function certificatesOf(order: { certificate_id: string | null; items: unknown[] }): string[] {
  const listed = order.items.map((item) => (item as { certificate_id?: string }).certificate_id).filter((id): id is string => !!id);
  return [...new Set([...(order.certificate_id ? [order.certificate_id] : []), ...listed])];
}

/**
 * The acquirer's notification. Idempotent: only an order still CREATED changes, inside one transaction,
 * so a repeated or concurrent PAID callback records one receipt and activates the certificates once.
 */
export async function handleCallback(db: Db, providers: Providers, provider: AcquirerName, callback: AcquiringCallback) {
  if (!providers.acquirers[provider].verifyCallback(callback)) throw badRequest({ signature: 'payments.badSignature' }, 'payments.badSignature');
  return db.transaction().execute(async (tx) => {
    const paid = callback.status === 'PAID';
    const changed = await tx
      .updateTable('orders')
      .set(paid ? { status: 'PAID', payed: true, pay_date: new Date() } : { status: 'FAILED' })
      .where('provider_order_id', '=', callback.providerOrderId)
      .where('status', '=', 'CREATED')
      .returning(['id', 'cost', 'certificate_id', 'items'])
      .executeTakeFirst();
    if (!changed) {
      const order = await tx.selectFrom('orders').select('status').where('provider_order_id', '=', callback.providerOrderId).executeTakeFirst();
      if (!order) throw notFound();
      return { status: order.status };
    }
    if (!paid) return { status: 'FAILED' };
    await tx
      .insertInto('payment_receipts')
      .values({ order_id: changed.id, provider, provider_order_id: callback.providerOrderId, amount: changed.cost })
      .execute();
    const certificates = certificatesOf(changed);
    if (certificates.length) {
      await tx
        .updateTable('certificates')
        .set({ status: 'ACTIVE', start_date: sql`now()`, finish_date: sql`now() + make_interval(months => period)`, updated_at: new Date() })
        .where('id', 'in', certificates)
        .where('status', '=', 'PENDING')
        .execute();
    }
    return { status: 'PAID' };
  });
}
