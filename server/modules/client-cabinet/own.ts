import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';

/** The client record of a signed-in client, or null while it has none (nothing bought yet). */
export async function ownClientId(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('clients').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row?.id ?? null;
}

/** C13: a client reaches only its own certificates: 404 for none, 403 for another client's. */
export async function assertOwnCertificate(db: Db, userId: string, certificateId: string) {
  const row = await db
    .selectFrom('certificates')
    .leftJoin('clients', 'clients.id', 'certificates.client_id')
    .select(['certificates.id', 'clients.user_id'])
    .where('certificates.id', '=', certificateId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.user_id !== userId) throw forbidden();
}

/** K2: a client reaches only its own orders. */
export async function assertOwnOrder(db: Db, userId: string, orderId: string) {
  const row = await db
    .selectFrom('orders')
    .leftJoin('clients', 'clients.id', 'orders.client_id')
    .select(['orders.id', 'orders.status', 'clients.user_id'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.user_id !== userId) throw forbidden();
  return row;
}
