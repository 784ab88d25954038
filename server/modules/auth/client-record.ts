import { type Kysely, type Transaction, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { ERROR_CODES } from '../../../common/errors';
import { ApiError, conflict } from '../../http/errors';

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
  /** The person proved the e-mail with a code sent to it (registration, codes/email-proof.ts). */
  emailProven?: boolean;
}

/**
 * The e-mail of a new account's client record, where another record may hold it (issue 23, finding 8): a proven
 * address of another record, or any address without this person's proof, refuses with 409 on the field (the latter
 * with E_EMAIL_PROOF_NEEDED, so the page asks for the code); an address the other record holds unproven (a seller
 * typed it) and this person proved leaves the other record. Only the address moves, never the other record's data.
 */
async function claimClientEmail(tx: Transaction<DB>, email: string, user: NewClientUser, ownRecordId: string | null): Promise<void> {
  const holder = await tx
    .selectFrom('clients')
    .select(['id', 'email_verified_at'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .$if(ownRecordId !== null, (query) => query.where('id', '<>', ownRecordId!))
    .forUpdate()
    .executeTakeFirst();
  if (!holder) return;
  if (holder.email_verified_at) throw conflict({ email: 'auth.emailTaken' });
  if (!user.emailProven) throw new ApiError(409, 'onboarding.emailProofNeeded', ERROR_CODES.emailProofNeeded, { email: 'onboarding.emailProofNeeded' });
  await tx.updateTable('clients').set({ email: null, updated_at: new Date() }).where('id', '=', holder.id).execute();
}

/**
 * The client record of a new account (A7, A8), in the account's transaction: the record an agent's sale left with
 * this phone and no account becomes the person's (the phone was just verified), else a new one is made. A record
 * of the phone already linked to another account refuses with 409 on the phone; an e-mail of another record is
 * settled by claimClientEmail. A bank sign-in gives no e-mail: the record keeps its own, proven or not. Answers the record's id.
 */
export async function linkClientRecord(tx: Transaction<DB>, user: NewClientUser): Promise<string> {
  const record = await tx.selectFrom('clients').select(['id', 'user_id']).where('phone', '=', user.phone).forUpdate().executeTakeFirst();
  if (record?.user_id) throw conflict({ phone: 'onboarding.phoneTaken' });
  if (user.email) await claimClientEmail(tx, user.email, user, record?.id ?? null);
  const proof = user.email ? { email: user.email, email_verified_at: user.emailProven ? new Date() : null } : {};
  if (record) {
    await tx.updateTable('clients').set({ user_id: user.id, ...proof, updated_at: new Date() }).where('id', '=', record.id).execute();
    return record.id;
  }
  const created = await tx.insertInto('clients').values({ user_id: user.id, name: user.name, phone: user.phone, email: null, ...proof }).returning('id').executeTakeFirstOrThrow();
  return created.id;
}
