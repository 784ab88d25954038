import type { Db } from '../../db/database';
import type { RequestUser } from '../auth/tokens';
import { assertClientAccess } from '../clients/scope';

/** The client record a signed-in user is linked to (the client cabinet's own client), if any. */
export async function linkedClientId(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('clients').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row?.id ?? null;
}

/** Whose answers a caller may read: the client card's one rule (a client its own, an agent a client its paid sale made its). */
export async function assertAnswersAccess(db: Db, user: RequestUser, clientId: string): Promise<void> {
  await assertClientAccess(db, user, clientId);
}
