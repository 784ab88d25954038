import type { Db } from '../../db/database';
import { forbidden } from '../../http/errors';
import { findOrCreateClient } from '../sales/client';

/** The client record of a signed-in client: linked by user, or found/created by the profile phone and linked. */
export async function clientOfUser(db: Db, userId: string): Promise<{ id: string; name: string }> {
  const linked = await db.selectFrom('clients').select(['id', 'name']).where('user_id', '=', userId).executeTakeFirst();
  if (linked) return linked;
  const user = await db.selectFrom('users').select(['name', 'phone', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (!user.phone) throw forbidden();
  return db.transaction().execute(async (tx) => {
    const client = await findOrCreateClient(tx, { phone: user.phone!, name: user.name, email: user.email ?? '' }, null);
    await tx.updateTable('clients').set({ user_id: userId }).where('id', '=', client.id).where('user_id', 'is', null).execute();
    return client;
  });
}
