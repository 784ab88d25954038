import { type Kysely, sql } from 'kysely';

/** The sign-in throttle counts recent failures per address (server/modules/auth/login/throttle.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index login_history_ip_idx on login_history (ip, created_at desc)`.execute(db);
}
