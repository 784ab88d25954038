import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPage, orderReportRows } from '../../server/modules/reports/orders';
import { salesReportRows } from '../../server/modules/reports/service';
import { type TestContext, buildTestApp } from './helper';
import { addReportFixture } from './support/report-fixtures';
import { type StatsFixture, createStatsFixture } from './support/sales-stats-fixtures';

let ctx: TestContext;
let fx: StatsFixture;
const MARCH = { from: '2025-03-01', to: '2025-03-31' };

beforeAll(async () => {
  ctx = await buildTestApp();
  fx = await createStatsFixture(ctx.database.db);
  await addReportFixture(ctx.database.db, fx);
  // now() as a payment writes it: with microseconds, which a JS Date cannot hold
  await sql`update certificates set start_date = start_date + interval '123 microseconds' where number like 'ST-%' and start_date is not null`.execute(ctx.database.db);
  await sql`update orders set created_at = created_at + interval '456 microseconds'`.execute(ctx.database.db);
});
afterAll(async () => ctx?.close());

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

describe('streamed report pages (L2 .xlsx)', () => {
  it('reads each sold certificate once across pages when sale times carry microseconds', async () => {
    const rows = await collect(salesReportRows(ctx.database.db, { partnerId: fx.partnerId }, MARCH, 2));
    expect(rows.map((row) => row.number)).toEqual(['ST-1', 'ST-2', 'ST-3', 'ST-7']);
  });

  it('reads each order once across pages when order times carry microseconds', async () => {
    const rows = await collect(orderReportRows(ctx.database.db, { partnerId: fx.partnerId }, MARCH, 2));
    expect(rows.map((row) => row.certificate)).toEqual(['ST-1', 'ST-2', 'ST-3']);
  });

  it('reads an orders page as one range of orders_report_idx, with no sort (migration 0340)', async () => {
    const db = ctx.database.db;
    const june = { from: '2024-06-01', to: '2024-06-30' };
    await sql`insert into orders (cost, created_at)
      select 100, timestamptz '2024-06-01 00:00:00.000321+00' + n * interval '100 seconds' from generate_series(1, 20000) n`.execute(db);
    await sql`analyze orders`.execute(db);
    try {
      const cursor = { at: '2024-06-10 00:00:00.000321+00', id: '00000000-0000-4000-8000-000000000000' };
      const [explained] = await orderPage(db, {}, june, cursor, 5000).explain<{ 'QUERY PLAN': unknown }>('json');
      const plan = explained?.['QUERY PLAN'];
      const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
      const nodes = nodesOf(root!.Plan);
      expect(nodes.map((node) => node['Index Name'])).toContain('orders_report_idx');
      expect(nodes.filter((node) => node['Node Type'].includes('Sort'))).toEqual([]);
    } finally {
      await sql`delete from orders where created_at >= '2024-06-01' and created_at < '2024-07-01'`.execute(db);
    }
  });
});
