import { canAccess } from '../../../common/access';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { certificateOwner } from '../client-cabinet/own';

/**
 * Autopay cancel (C10): {id} is the certificate. Only an admin or the certificate's own client may switch autopay
 * off (the matrix keeps sellers out); another client's certificate answers 404. The instalments still fall due:
 * the job opens each one for payment by link, and a missed one blocks the certificate.
 */
export async function detachAutopay(db: Db, user: RequestUser, id: string) {
  const owner = await certificateOwner(db, id);
  const record = owner && { id: owner.id, client_user_id: owner.user_id };
  if (!record || !canAccess({ ...user, userId: user.id }, { resource: 'autopay', action: 'cancel', record })) throw notFound();
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('certificates').set({ is_auto_pay: false, updated_at: new Date() }).where('id', '=', id).execute();
    await tx.updateTable('orders').set({ auto_payment: false }).where('certificate_id', '=', id).where('status', '<>', 'PAID').execute();
  });
  return { id, isAutoPay: false };
}
