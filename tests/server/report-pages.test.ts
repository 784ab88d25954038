import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReportRows } from '../../server/modules/reports/orders';
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
});
