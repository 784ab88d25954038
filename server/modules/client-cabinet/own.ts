import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';

/** The client record of a signed-in client, or null while it has none (nothing bought yet). */
export async function ownClientId(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('clients').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row?.id ?? null;
}

/** A certificate with the account of its client (user_id null: no client or a client without an account). */
export function certificateOwner(db: Db, certificateId: string) {
  return db
    .selectFrom('certificates')
    .leftJoin('clients', 'clients.id', 'certificates.client_id')
    .select(['certificates.id', 'clients.user_id'])
    .where('certificates.id', '=', certificateId)
    .executeTakeFirst();
}

/** An order with its status, certificate and the account of its client. */
export function orderOwner(db: Db, orderId: string) {
  return db
    .selectFrom('orders')
    .leftJoin('clients', 'clients.id', 'orders.client_id')
    .select(['orders.id', 'orders.status', 'orders.certificate_id', 'clients.user_id'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}

/** 404 for no record, 403 for a record that is not the user's own. */
function assertOwned<T extends { user_id: string | null }>(row: T | undefined, userId: string): T {
  if (!row) throw notFound();
  if (row.user_id !== userId) throw forbidden();
  return row;
}

/** C13: a client reaches only its own certificates: 404 for none, 403 for another client's. */
export async function assertOwnCertificate(db: Db, userId: string, certificateId: string) {
  assertOwned(await certificateOwner(db, certificateId), userId);
}

/** K2: a client reaches only its own orders. */
export async function assertOwnOrder(db: Db, userId: string, orderId: string) {
  return assertOwned(await orderOwner(db, orderId), userId);
}
