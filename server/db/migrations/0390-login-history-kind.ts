import { type Kysely, sql } from 'kysely';

/**
 * The login journal also keeps the current password checked by a password change (issue 23): both are guesses at
 * the account's password and share the sign-in limits, and the change's own failures end the user's sessions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table login_history add column kind text not null default 'sign_in' check (kind in ('sign_in', 'password_change'))`.execute(db);
}
