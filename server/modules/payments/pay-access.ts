import { hasRole } from '../../../common/roles';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { assertCertificateAccess } from '../certificates/ownership';

/** Sales staff may pay the certificates they may see; a client only its own. */
export async function assertCanPay(db: Db, user: RequestUser, certificateId: string) {
  if (hasRole(user.roles, 'ADMIN', 'AGENT')) {
    await assertCertificateAccess(db, user, certificateId, 'show');
    return;
  }
  const row = await db
    .selectFrom('certificates')
    .leftJoin('clients', 'clients.id', 'certificates.client_id')
    .select(['certificates.id', 'clients.user_id'])
    .where('certificates.id', '=', certificateId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (!row.user_id || row.user_id !== user.id) throw forbidden();
}

export async function assertCanSeeOrder(db: Db, user: RequestUser, orderId: string) {
  const order = await db
    .selectFrom('orders')
    .leftJoin('clients', 'clients.id', 'orders.client_id')
    .select(['orders.id', 'orders.certificate_id', 'clients.user_id'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw notFound();
  if (order.certificate_id) await assertCanPay(db, user, order.certificate_id);
  // an order of services only (D6) belongs to its client
  else if (!user.roles.includes('ADMIN') && (!order.user_id || order.user_id !== user.id)) throw forbidden();
}
