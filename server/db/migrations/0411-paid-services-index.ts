import { type Kysely, sql } from 'kysely';

/**
 * The services sold in a period (issue 27; server/modules/figures/services.ts) count in every network statistic and in
 * the orders report's 'Оплачено': the paid orders holding services, by payment time, are a few among all orders, so a
 * partial index with the query's own predicate reads just them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_paid_services_idx on orders (pay_date) where status = 'PAID' and items @> '[{"type": "service"}]'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_paid_services_idx`.execute(db);
}
