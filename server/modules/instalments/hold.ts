import type { Db } from '../../db/database';
import { showStrongestHold } from '../certificates/holds';

export const NON_PAYMENT = 'NON_PAYMENT';

/**
 * Holds the certificates for non-payment by SYSTEM (ACC-4: no seller lifts it), beside whatever other holds they
 * have (issue 23); a certificate already held so keeps its hold and date. Returns how many were not held yet.
 * The certificates must be locked in this transaction.
 */
export async function holdForNonPayment(tx: Db, certificateIds: readonly string[], now: Date): Promise<number> {
  if (!certificateIds.length) return 0;
  const added = await tx
    .insertInto('certificate_holds')
    .values(certificateIds.map((id) => ({ certificate_id: id, authority: 'SYSTEM' as const, reason: NON_PAYMENT, held_since: now, held_by: null })))
    .onConflict((oc) => oc.columns(['certificate_id', 'authority']).doNothing())
    .returning('certificate_id')
    .execute();
  await showStrongestHold(tx, added.map((row) => row.certificate_id), now);
  return added.length;
}

/**
 * An admin lifted the non-payment hold: the unpaid instalments that caused it are forgiven, with who and when, so
 * the job holds no more for them; an instalment missed later holds the certificate again.
 */
export async function waiveMissedInstalments(tx: Db, certificateId: string, adminId: string, now: Date) {
  await tx
    .updateTable('credit_instalments as i')
    .set({ waived_at: now, waived_by: adminId })
    .where('i.certificate_id', '=', certificateId)
    .where('i.blocked_at', 'is not', null)
    .where('i.waived_at', 'is', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('orders as o').select('o.id').whereRef('o.id', '=', 'i.order_id').where('o.status', '=', 'PAID'))))
    .execute();
}
