import { canAccess } from '../../../common/access';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';

/**
 * Autopay cancel (C10): {id} is the certificate. Only an admin or the certificate's own client may switch autopay
 * off (the matrix keeps sellers out); another client's certificate answers 404. The instalments still fall due:
 * the job opens each one for payment by link, and a missed one blocks the certificate.
 */
export async function detachAutopay(db: Db, user: RequestUser, id: string) {
  const row = await db
    .selectFrom('certificates as c')
    .leftJoin('clients as cl', 'cl.id', 'c.client_id')
    .select(['c.id', 'cl.user_id as client_user_id'])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row || !canAccess({ ...user, userId: user.id }, { resource: 'autopay', action: 'cancel', record: row })) throw notFound();
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('certificates').set({ is_auto_pay: false, updated_at: new Date() }).where('id', '=', id).execute();
    await tx.updateTable('orders').set({ auto_payment: false }).where('certificate_id', '=', id).where('status', '<>', 'PAID').execute();
  });
  return { id, isAutoPay: false };
}
