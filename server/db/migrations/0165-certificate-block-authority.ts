import { type Kysely, sql } from 'kysely';

/**
 * Who blocked a certificate and with what authority (ACC-4): a block is lifted or changed only by the same or a
 * higher authority, so a seller cannot undo an admin's block. Existing blocks have no record and stay liftable
 * by anyone who may edit the certificate, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table certificates
      add column blocked_by uuid references users(id) on delete set null,
      add column blocked_by_role text check (blocked_by_role in ('AGENT', 'AGENT_ADMIN', 'PARTNER_ADMIN', 'ADMIN', 'SYSTEM'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table certificates drop column blocked_by, drop column blocked_by_role`.execute(db);
}
