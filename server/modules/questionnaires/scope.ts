import type { Db } from '../../db/database';
import type { RequestUser } from '../auth/tokens';
import { assertClientAccess } from '../clients/scope';

/** The client record a signed-in user is linked to (the client cabinet's own client), if any. */
export async function linkedClientId(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('clients').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Whose answers a caller may read: a client its own; otherwise the client card's rule (an admin any client,
 * an agent the clients of its own certificates). Unknown clients are 404, others' 403.
 */
export async function assertAnswersAccess(db: Db, user: RequestUser, clientId: string): Promise<void> {
  if ((await linkedClientId(db, user.id)) === clientId) return;
  await assertClientAccess(db, user, clientId);
}
