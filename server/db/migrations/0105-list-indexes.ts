import { type Kysely, sql } from 'kysely';

/** Two index shapes the benchmark (docs/performance.md) found missing at 1M certificates. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- a finish-date range in the default order (newest first) is filtered inside this index without reading the
    -- table; the planner walks it rather than the finish_date index because it stops after 30 rows (155 → 9 ms)
    drop index certificates_created_idx;
    create index certificates_created_idx on certificates (created_at desc, id desc) include (finish_date);
    -- an agent's list sorted by price (28 → 3 ms)
    create index certificates_agent_cost_idx on certificates (agent_id, cost desc, id desc);
  `.execute(db);
}
