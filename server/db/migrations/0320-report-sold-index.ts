import { type Kysely, sql } from 'kysely';

/**
 * The streamed sales report (L2) reads a partner's sold certificates in keyset pages of (start_date, number);
 * without an index in that order every page sorted the partner's whole period again (20 sorts for 100 000 rows,
 * docs/performance.md "Streamed .xlsx reports"). Only sold ones (ACTIVE) are reported, so the index holds only them.
 * An agent's report needs none: an agent's own certificates are few and sort in a moment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index certificates_sold_partner_idx on certificates (partner_id, start_date, number) where status = 'ACTIVE'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index certificates_sold_partner_idx`.execute(db);
}
