import { hasRole } from '../../../common/roles';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { assertCertificateAccess } from '../certificates/ownership';
import { assertOwnCertificate, orderOwner } from '../client-cabinet/own';

/** Sales staff may pay the certificates they may see; a client only its own. */
export async function assertCanPay(db: Db, user: RequestUser, certificateId: string) {
  if (hasRole(user.roles, 'ADMIN', 'AGENT')) {
    await assertCertificateAccess(db, user, certificateId, 'show');
    return;
  }
  await assertOwnCertificate(db, user.id, certificateId);
}

export async function assertCanSeeOrder(db: Db, user: RequestUser, orderId: string) {
  const order = await orderOwner(db, orderId);
  if (!order) throw notFound();
  if (order.certificate_id) await assertCanPay(db, user, order.certificate_id);
  // an order of services only (D6) belongs to its client
  else if (!user.roles.includes('ADMIN') && (!order.user_id || order.user_id !== user.id)) throw forbidden();
}
