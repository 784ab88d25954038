import { type Kysely, type Transaction, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { conflict } from '../../http/errors';

type Reader = Kysely<DB> | Transaction<DB>;

/**
 * 409 on the e-mail when a client record other than the user's own holds it (client e-mails are unique,
 * a sale may have given one to a person without an account): the field's text, not a bare conflict.
 */
export async function assertClientEmailFree(db: Reader, email: string, userId: string | null): Promise<void> {
  const owner = await db
    .selectFrom('clients')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .$if(userId !== null, (query) => query.where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '<>', userId!)])))
    .executeTakeFirst();
  if (owner) throw conflict({ email: 'auth.emailTaken' });
}

export interface NewClientUser {
  id: string;
  phone: string;
  name: string;
  email: string | null;
}

/**
 * The client record of a new account (A7, A8), in the account's transaction: the record an agent's sale left with
 * this phone and no account becomes the person's (the phone was just verified), else a new one is made. A record
 * of the phone already linked to another account, or an e-mail of another record, refuses with 409 on the field.
 */
export async function linkClientRecord(tx: Transaction<DB>, user: NewClientUser): Promise<void> {
  const record = await tx.selectFrom('clients').select(['id', 'user_id', 'email']).where('phone', '=', user.phone).forUpdate().executeTakeFirst();
  if (record?.user_id) throw conflict({ phone: 'onboarding.phoneTaken' });
  const email = user.email ?? record?.email ?? null;
  if (email) await assertClientEmailFree(tx, email, user.id);
  if (record) {
    await tx.updateTable('clients').set({ user_id: user.id, email, updated_at: new Date() }).where('id', '=', record.id).execute();
    return;
  }
  await tx.insertInto('clients').values({ user_id: user.id, name: user.name, phone: user.phone, email }).execute();
}
