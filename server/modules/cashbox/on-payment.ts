/** M4: the receipts money movements queue, in the transaction that records the movement (decision M4/receipts). */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import type { ReceiptKind, VatRate } from '../../providers/fiscal/types';
import { orderPayment, queueReceipt, sessionPayment } from './queue';

/** A paid order (acquirer callback, autopaid instalment): its sale receipt. */
export const queuePaymentReceipt = (tx: Transaction<DB>, orderId: string, vat: VatRate) =>
  queueReceipt(tx, { orderId, kind: 'SELL', payment: orderPayment(orderId), vat });

/** A payment into a superseded session: its sale receipt, then, once the acquirer refunded it, the refund receipt. */
export async function queueSessionReceipts(
  db: Db | Transaction<DB>,
  { orderId, provider, providerOrderId, kind, vat }: { orderId: string; provider: string; providerOrderId: string; kind: ReceiptKind; vat: VatRate },
) {
  const payment = sessionPayment(provider, providerOrderId);
  if (kind === 'SELL') return queueReceipt(db, { orderId, kind, payment, vat });
  const sale = await db.selectFrom('fiscal_receipts').select(['id', 'vat']).where('payment', '=', payment).where('kind', '=', 'SELL').executeTakeFirst();
  return queueReceipt(db, { orderId, kind, payment, vat: sale?.vat ?? vat, refundOf: sale?.id ?? null });
}
