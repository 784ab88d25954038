import { type Kysely, sql } from 'kysely';

/**
 * The orders list (M3) is paged by (created_at, id) over orders_report_idx (migration 0340) and by (pay_date, id)
 * here: the paid-date sort and range read an index too, at a million orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_pay_date_idx on orders (pay_date, id)`.execute(db);
}
