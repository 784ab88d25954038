import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the certificate list's nullable sorts at 1M certificates (docs/performance.md). The list reads a
 * nullable column's values and its nulls as two parts, each in (column, id) order in the page's direction
 * (server/modules/certificates/list-shapes.ts), so one ascending index serves both directions with NULLS LAST.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- by finish date (also the finish-date range): ties broken by id inside the index, not by a sort of the table
    drop index certificates_finish_idx;
    create index certificates_finish_idx on certificates (finish_date, id);
    -- by package: some thirty names, ~33 000 certificates each at 1M, so the id must be in the index too
    create index certificates_rate_name_idx on certificates (rate_name, id);
    -- an agent's name search tests the client names of its certificates without reading the table
    drop index certificates_agent_created_idx;
    create index certificates_agent_created_idx on certificates (agent_id, created_at desc, id desc) include (client_name);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index certificates_agent_created_idx;
    create index certificates_agent_created_idx on certificates (agent_id, created_at desc, id desc);
    drop index certificates_rate_name_idx;
    drop index certificates_finish_idx;
    create index certificates_finish_idx on certificates (finish_date);
  `.execute(db);
}
