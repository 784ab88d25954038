import { type Kysely, sql } from 'kysely';

/**
 * Attempts refused by the throttle before any password check are marked: the per-account slowdown counts only
 * checked passwords, so an attacker's refused requests cannot keep an account's door shut.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table login_history add column throttled boolean not null default false`.execute(db);
}
