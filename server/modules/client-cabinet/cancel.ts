import type { Db } from '../../db/database';
import { conflict } from '../../http/errors';
import type { Providers } from '../../providers/index';
import { supersedeOpenSession } from '../payments/sessions';

/**
 * K2: a client cancels an unpaid order. Its open payment session is cancelled at the acquirer first (409 while
 * the payer is on the page); the certificates waiting for it are cancelled with it. A credit instalment is not
 * the client's to cancel: it is paid or charged.
 */
export async function cancelClientOrder(db: Db, providers: Providers, orderId: string) {
  const instalment = await db.selectFrom('credit_instalments').select('number').where('order_id', '=', orderId).executeTakeFirst();
  if (instalment) throw conflict(undefined, 'cabinet.orderNotOpen');
  const open = await db.selectFrom('payment_sessions').select(['provider', 'provider_order_id']).where('order_id', '=', orderId).where('status', '=', 'OPEN').executeTakeFirst();
  if (open) await supersedeOpenSession(db, providers, open);
  await db.transaction().execute(async (tx) => {
    const cancelled = await tx
      .updateTable('orders')
      .set({ status: 'CANCELLED' })
      .where('id', '=', orderId)
      .where('status', 'not in', ['PAID', 'CANCELLED'])
      .returning(['certificate_id', 'items'])
      .executeTakeFirst();
    if (!cancelled) throw conflict(undefined, 'cabinet.orderNotOpen');
    const listed = cancelled.items.map((item) => (item as { certificate_id?: string }).certificate_id).filter((id): id is string => !!id);
    const certificates = [...new Set([...(cancelled.certificate_id ? [cancelled.certificate_id] : []), ...listed])];
    if (certificates.length) {
      await tx.updateTable('certificates').set({ status: 'CANCELLED', updated_at: new Date() }).where('id', 'in', certificates).where('status', '=', 'PENDING').execute();
    }
  });
}
