import { type RawBuilder, sql } from 'kysely';
import { isAdminNotAgent } from '../../../common/roles';
import type { Db } from '../../db/database';
import type { RequestUser } from '../auth/tokens';
import { assertClientAccess } from '../clients/scope';
import { sellerReach, soldWithin } from '../clients/seller-reach';

/** The client record a signed-in user is linked to (the client cabinet's own client), if any. */
export async function linkedClientId(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('clients').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Which of a client's passes (rows `qa` of questionnaire_answers) a caller reads, once the client card's rule lets it
 * open the client: an admin who is not an agent and the client itself every pass; a seller only the passes filled
 * for a certificate sold within its reach (clients/seller-reach.ts) and those the client shares with all its sellers
 * (issue 23: a cheap sale of its own must not open the answers given for another seller's certificate).
 */
export async function visiblePasses(db: Db, user: RequestUser, clientId: string): Promise<RawBuilder<boolean>> {
  await assertClientAccess(db, user, clientId);
  if (isAdminNotAgent(user.roles)) return sql<boolean>`true`;
  if ((await linkedClientId(db, user.id)) === clientId) return sql<boolean>`true`;
  const filledFor = soldWithin(await sellerReach(db, user), 'filled');
  return sql<boolean>`(qa.shared or exists (select 1 from certificates filled where filled.id = qa.certificate_id and ${filledFor}))`;
}
