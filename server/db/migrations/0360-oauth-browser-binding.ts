import { type Kysely, sql } from 'kysely';

/**
 * A7 bound to the browser that started it (issue 23, finding 7): a pending bank sign-in keeps the hash of a random
 * value that only the starting browser holds, in an HttpOnly cookie (oauth/browser-binding.ts). Requests pending
 * when this runs get an empty hash, which no cookie matches: they expire unused within their 10 minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table oauth_requests add column browser_hash text not null default '';
    alter table oauth_requests alter column browser_hash drop default;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table oauth_requests drop column browser_hash`.execute(db);
}
