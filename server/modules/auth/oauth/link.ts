import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { conflict } from '../../../http/errors';
import type { BankPerson } from '../../../providers/identity/types';
import { linkClientRecord } from '../client-record';

/**
 * A7: the user a bank person signs in as. A person seen before keeps their link; otherwise a client with
 * the phone the bank verified is linked; otherwise a new client is created (incomplete profile, no password),
 * all in one transaction. A phone of a staff account is refused: staff sign in with their password.
 */
export async function userForBankPerson(db: Db, provider: string, person: BankPerson): Promise<string> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`bank:${provider}:${person.subject}`}, 0))`.execute(tx);
    const linked = await tx.selectFrom('user_identities').select('user_id').where('provider', '=', provider).where('subject', '=', person.subject).executeTakeFirst();
    if (linked) return linked.user_id;
    const phone = person.phone!;
    const existing = await tx.selectFrom('users').select(['id', 'roles']).where('phone', '=', phone).executeTakeFirst();
    if (existing && !existing.roles.includes('CLIENT')) throw conflict(undefined, 'onboarding.oauthNotClient');
    let userId = existing?.id;
    if (!userId) {
      const user = await tx
        .insertInto('users')
        .values({ phone, email: null, name: person.name, login: null, password_hash: null, roles: ['CLIENT'], is_new_user: true, is_not_full_profile: true, partner_id: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = user.id;
      await linkClientRecord(tx, { id: userId, phone, name: person.name, email: null });
    }
    await tx.insertInto('user_identities').values({ provider, subject: person.subject, user_id: userId }).execute();
    return userId;
  });
}
