import { type Kysely, sql } from 'kysely';

/**
 * The streamed orders report (L2) reads orders in keyset pages of (created_at, id). orders_created_idx has
 * only created_at, so the row comparison after a page's last key could not bound its scan: each page read the
 * period's orders from the start again and sorted them by id within a time. In that order, each page is one
 * index range (docs/performance.md "Streamed .xlsx reports"); like 0320 for the sales report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_report_idx on orders (created_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_report_idx`.execute(db);
}
