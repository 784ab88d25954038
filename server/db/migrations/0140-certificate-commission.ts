import { type Kysely, sql } from 'kysely';

/**
 * The partner's commission (percent) agreed when the certificate was sold, kept on the certificate: the reward in
 * statistics and reports no longer follows later edits of the tariff–partner link. Existing certificates take
 * the link's current commission (0 without a link), so every figure reads the same right after the migration.
 *
 * The backfill is a rewrite of the table (ALTER COLUMN … TYPE … USING), not an UPDATE: at a million certificates
 * an UPDATE of every row maintains the 15 indexes row by row (two of them trigram GIN) and fills the 0070 counters'
 * transition tables, 3–5 min and a doubled table, while the rewrite copies the table once, rebuilds the indexes in
 * bulk and fires no triggers, ~35 s (docs/decisions.md, 0140). USING takes no subquery, hence the session's own
 * function for the link lookup.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table certificates
      add column commission numeric(5,2) not null default 0 check (commission between 0 and 100);

    create function pg_temp.link_commission(rate uuid, partner uuid) returns numeric language sql stable as $$
      select coalesce((select commission from rate_partners where rate_id = rate and partner_id = partner), 0)
    $$;
    alter table certificates alter column commission type numeric(5,2) using pg_temp.link_commission(rate_id, partner_id);
    drop function pg_temp.link_commission(uuid, uuid);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table certificates drop column commission`.execute(db);
}
