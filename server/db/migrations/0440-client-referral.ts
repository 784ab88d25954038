import { type Kysely, sql } from 'kysely';

/**
 * Issue 27 (G11 attribution): the partner whose storefront link or widget brought a client, decided by the server at
 * registration (or at the first purchase of a client who had none) and never overwritten; a deleted partner lets go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table clients add column referral_partner_id uuid references partners (id) on delete set null;
    alter table clients add column referred_at timestamptz;
    create index clients_referral_partner_idx on clients (referral_partner_id) where referral_partner_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index clients_referral_partner_idx;
    alter table clients drop column referred_at;
    alter table clients drop column referral_partner_id;
  `.execute(db);
}
