import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database';
import * as salesRollupYears from '../../server/db/migrations/0350-sales-rollup-years';
import { periodBuckets } from '../../server/modules/analytics/period-buckets';
import type { Stats } from '../../server/modules/analytics/schemas';
import * as service from '../../server/modules/analytics/stats-service';
import * as scan from '../../server/modules/analytics/stats-scan';
import type { SalesFilter } from '../../server/modules/analytics/target';
import { type TestContext, buildTestApp } from './helper';
import { type StatsFixture, createStatsFixture } from './support/sales-stats-fixtures';

/** The stats objects the database wrote, parsed: the rollups' and the plain aggregation's. */
type Args = Parameters<typeof service.salesStats>;
const salesStats = async (db: Args[0], filter: Args[1], period: Args[2]) => JSON.parse(await service.salesStats(db, filter, period, 'ru')) as Stats;
const scanStats = async (db: Args[0], filter: Args[1], period: Args[2]) => JSON.parse(await scan.scanStats(db, filter, period, LABELS)) as Stats;
const LABELS = { directSales: 'Прямые продажи' };

let ctx: TestContext;
let fx: StatsFixture;
let db: Db;

beforeAll(async () => {
  ctx = await buildTestApp();
  db = ctx.database.db;
  fx = await createStatsFixture(db);
});
afterAll(async () => ctx?.close());

/** A copy of a counted certificate of the fixture, as a new sale (PENDING until paid) or a registry row (ACTIVE). */
async function insertCopy(tx: Db, i: number, status: 'PENDING' | 'ACTIVE'): Promise<string> {
  const row = await sql<{ id: string }>`
    insert into certificates (rate_id, rate_name, client_id, client_name, agent_id, agent_name, partner_id, subdivision_id,
                              period, cost, commission, promo_discount, status, start_date, finish_date)
    select rate_id, rate_name, client_id, client_name, agent_id, agent_name, partner_id, subdivision_id, period,
           cost + ${i}::numeric / 100, commission, promo_discount, ${status},
           case when ${status} = 'ACTIVE' then timestamptz '2025-03-20 10:00Z' + make_interval(days => ${i % 40}) end, null
    from certificates where status = 'ACTIVE' order by id offset ${i % 4} limit 1
    returning id`.execute(tx);
  return row.rows[0].id;
}

const someActive = async (tx: Db, i: number) =>
  (await sql<{ id: string }>`select id from certificates where status = 'ACTIVE' order by id offset ${i} limit 1`.execute(tx)).rows[0]?.id;

/** One writer's transaction: a sale and its payment, a refund, a block, a deletion, a price change or an import. */
async function write(i: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const kind = i % 6;
    if (kind === 0) {
      const id = await insertCopy(tx, i, 'PENDING');
      await tx.updateTable('certificates').set({ status: 'ACTIVE', start_date: sql`now() - make_interval(days => ${i})` }).where('id', '=', id).execute();
    } else if (kind === 5) {
      await insertCopy(tx, i, 'ACTIVE');
    } else {
      const id = await someActive(tx, i % 7);
      if (!id) return;
      const update = tx.updateTable('certificates').where('id', '=', id);
      if (kind === 1) await update.set({ status: 'CANCELLED' }).execute();
      if (kind === 2) await update.set({ blocked: true, blocked_type: 'NON_PAYMENT', block_date: new Date() }).execute();
      if (kind === 3) await tx.deleteFrom('certificates').where('id', '=', id).execute();
      if (kind === 4) await update.set({ cost: sql`cost + 0.07`, commission: 12.5, agent_id: fx.agent2, rate_name: sql`rate_name || ' (2)'` }).execute();
    }
  });
}

/** A sale of agent A1 on `at` under the agent's and tariff's names of that day; the tariff deleted since (no id). */
async function soldAs(at: string, agentName: string, rateName: string, cost: number): Promise<void> {
  await sql`
    insert into certificates (rate_id, rate_name, client_id, client_name, agent_id, agent_name, partner_id, subdivision_id,
                              period, cost, commission, promo_discount, status, start_date, finish_date)
    select null, ${rateName}::text, id, name, ${fx.agent1}::uuid, ${agentName}::text, ${fx.partnerId}::uuid, ${fx.subdivisionId}::uuid,
           12, ${cost}::numeric, 10, 0, 'ACTIVE', ${at}::timestamptz, null
    from clients order by id limit 1`.execute(db);
}

/** Periods read through a year bucket minus the months and days outside them (migration 0350), sales on those days. */
const YEAR_BUCKET_PERIODS = [
  { from: '2025-04-10', to: '2025-12-31' },
  { from: '2024-12-30', to: '2025-11-28' },
  // the year ending today, as the screen's preset asks it
  { from: new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10), to: new Date().toISOString().slice(0, 10) },
];

const PERIODS = [
  { from: '2024-01-01', to: '2026-12-31' },
  { from: '2025-03-05', to: '2025-05-17' },
  { from: '2025-03-01', to: '2025-03-31' },
  { from: '2025-04-02', to: '2025-04-02' },
  // edges read as a month bucket minus the days outside the period (period-buckets.ts), with sales on those days
  { from: '2025-03-24', to: '2025-04-26' },
  { from: '2025-04-03', to: '2025-04-27' },
  { from: '2025-02-27', to: '2025-04-25' },
  ...YEAR_BUCKET_PERIODS,
];

describe('sales rollups (migration 0245)', () => {
  it('equal a plain aggregation of the certificates after a burst of concurrent sales, refunds and blocks', async () => {
    const results = await Promise.allSettled(Array.from({ length: 48 }, (_, i) => write(i)));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const filters: SalesFilter[] = [
      {},
      { partnerId: fx.partnerId },
      { agentId: fx.agent1 },
      { agentId: fx.agent2 },
      { subdivisionIds: [fx.subdivisionId, fx.childSubdivisionId] },
      { subdivisionIds: [fx.childSubdivisionId] },
    ];
    for (const period of YEAR_BUCKET_PERIODS) expect({ period, year: periodBuckets(period).some((range) => range.grain === 'y') }).toEqual({ period, year: true });
    for (const period of PERIODS) {
      for (const filter of filters) {
        const [rolled, scanned] = [await salesStats(db, filter, period), await scanStats(db, filter, period)];
        expect({ filter, period, stats: rolled }).toEqual({ filter, period, stats: scanned });
      }
    }
    // the whole table, cell by cell: each day's figures of each agent and tariff
    const cells = await sql<{ n: number }>`
      with plain as (
        select (start_date at time zone 'UTC')::date as day, agent_id, rate_id, count(*) as certificates, sum(cost) as brutto,
               sum(cost + promo_discount + bonus) as total_cost, sum(round(cost * commission / 100, 2)) as reward
        from certificates where status = 'ACTIVE' and start_date is not null and agent_id is not null group by 1, 2, 3),
      rolled as (
        select bucket as day, scope_id as agent_id, dim_id as rate_id, sum(certificates) as certificates, sum(brutto) as brutto,
               sum(total_cost) as total_cost, sum(reward) as reward
        from sales_rollup where scope = 'a' and grain = 'd' and dim = 'r' group by 1, 2, 3)
      select count(*)::integer as n from (
        (select * from plain except select * from rolled) union all (select * from rolled except select * from plain)) as differences`.execute(db);
    expect(cells.rows[0].n).toBe(0);
    const emptyCells = await db.selectFrom('sales_rollup').select(sql<number>`count(*)::integer`.as('n')).where('certificates', '=', '0').executeTakeFirstOrThrow();
    expect(emptyCells.n).toBe(0);
  });

  it('names an agent and a tariff as the period saw them, never by a name seen only on days taken away from an edge month', async () => {
    const period = { from: '2024-07-03', to: '2024-08-27' };
    // July and August are read as their month buckets minus 07-01..07-02 and 08-28..08-31: the old names' days
    expect(periodBuckets(period, '2026-11-25').filter((range) => range.sign < 0)).toEqual([
      { grain: 'd', from: '2024-07-01', to: '2024-07-03', sign: -1 },
      { grain: 'd', from: '2024-08-28', to: '2024-09-01', sign: -1 },
    ]);
    await soldAs('2024-07-02T12:00:00Z', 'Zoe Before', 'Zeta Before', 50);
    await soldAs('2024-07-15T12:00:00Z', 'Anna Renamed', 'Alpha Renamed', 70);
    await soldAs('2024-08-30T12:00:00Z', 'Zoe After', 'Zeta After', 90);
    const own = await salesStats(db, { agentId: fx.agent1 }, period);
    expect(own.agents.all).toEqual([{ id: fx.agent1, name: 'Anna Renamed', count: 1, cost: 70 }]);
    expect(own.rates).toEqual([{ id: null, name: 'Alpha Renamed', count: 1, cost: 70 }]);
    for (const filter of [{}, { partnerId: fx.partnerId }, { agentId: fx.agent1 }, { subdivisionIds: [fx.subdivisionId, fx.childSubdivisionId] }]) {
      expect({ filter, stats: await salesStats(db, filter, period) }).toEqual({ filter, stats: await scanStats(db, filter, period) });
    }
  });

  it('names them as the period saw them when a year bucket is read minus the months and days outside the period', async () => {
    const period = { from: '2023-03-03', to: '2023-10-31' };
    expect(periodBuckets(period, '2026-11-25')).toEqual([
      { grain: 'y', from: '2023-01-01', to: '2024-01-01', sign: 1 },
      { grain: 'm', from: '2023-01-01', to: '2023-03-01', sign: -1 },
      { grain: 'd', from: '2023-03-01', to: '2023-03-03', sign: -1 },
      { grain: 'm', from: '2023-11-01', to: '2024-01-01', sign: -1 },
    ]);
    await soldAs('2023-02-10T12:00:00Z', 'Zoe Earlier', 'Zeta Earlier', 30);
    await soldAs('2023-03-02T12:00:00Z', 'Zoe Before', 'Zeta Before', 40);
    await soldAs('2023-06-15T12:00:00Z', 'Anna Of The Year', 'Alpha Of The Year', 70);
    await soldAs('2023-11-15T12:00:00Z', 'Zoe Later', 'Zeta Later', 90);
    const own = await salesStats(db, { agentId: fx.agent1 }, period);
    expect(own.agents.all).toEqual([{ id: fx.agent1, name: 'Anna Of The Year', count: 1, cost: 70 }]);
    expect(own.rates).toEqual([{ id: null, name: 'Alpha Of The Year', count: 1, cost: 70 }]);
    for (const filter of [{}, { partnerId: fx.partnerId }, { agentId: fx.agent1 }, { subdivisionIds: [fx.subdivisionId, fx.childSubdivisionId] }]) {
      expect({ filter, stats: await salesStats(db, filter, period) }).toEqual({ filter, stats: await scanStats(db, filter, period) });
    }
  });

  it('finds the cells a sale, a refund or a deletion touches by their key: no write reads the whole rollup table', async () => {
    /** The rollup rows a change reads (by scans of the table or of its indexes), in a transaction rolled back. */
    const rowsRead = async (change: (tx: Db) => Promise<unknown>, setUp?: (tx: Db) => Promise<unknown>) => {
      let read = 0;
      await db
        .transaction()
        .execute(async (tx) => {
          await setUp?.(tx);
          // plans cached by plpgsql on a small table may scan it whole; priced out and made afresh, a whole scan is
          // taken only where no index condition can serve (0280's delete: its text values never matched char(1))
          await sql`discard plans`.execute(tx);
          await sql`set local enable_seqscan = off`.execute(tx);
          // the backend's counts not yet reported are in the view too: the change's reads are the difference
          const counted = async () =>
            Number(
              (await sql<{ n: string }>`select (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::text as n from pg_stat_xact_user_tables where relname = 'sales_rollup'`.execute(tx)).rows[0]?.n ?? 0,
            );
          const earlier = await counted();
          await change(tx);
          read = (await counted()) - earlier;
          throw new Error('rolled back');
        })
        .catch((error: Error) => expect(error.message).toBe('rolled back'));
      return read;
    };
    const id = await insertCopy(db, 7, 'ACTIVE');
    const cells = Number((await sql<{ n: string }>`select count(*)::text as n from sales_rollup`.execute(db)).rows[0].n);
    const refund = (tx: Db) => tx.updateTable('certificates').set({ status: 'CANCELLED' }).where('id', '=', id).execute();
    const reads = { sale: await rowsRead((tx) => insertCopy(tx, 9, 'ACTIVE')), refund: await rowsRead(refund), deletion: await rowsRead((tx) => tx.deleteFrom('certificates').where('id', '=', id).execute()) };
    // a change touches at most 4 scopes × (4 day cells + 3 month + 3 year) cells: each read once to upsert, and
    // once more if it was emptied and is deleted
    expect(cells).toBeGreaterThan(1000);
    expect(Math.max(reads.sale, reads.refund, reads.deletion)).toBeLessThanOrEqual(80);
    expect(reads.refund).toBeGreaterThan(0); // the counting works on this database
  });

  it('backfills the year buckets from the months when migration 0350 is applied to existing sales, and undoes them', async () => {
    const yearCells = async () =>
      (await sql`select * from sales_rollup where grain = 'y' order by scope, scope_id, dim, bucket, dim_id nulls first, dim_name`.execute(db)).rows;
    const written = await yearCells();
    expect(written.length).toBeGreaterThan(0);
    await db.transaction().execute(async (tx) => salesRollupYears.down(tx as unknown as Kysely<unknown>));
    expect(await yearCells()).toEqual([]);
    await db.transaction().execute(async (tx) => salesRollupYears.up(tx as unknown as Kysely<unknown>));
    // the backfill writes, cell by cell, what the triggers had written
    expect(await yearCells()).toEqual(written);
    await soldAs('2023-05-05T12:00:00Z', 'Anna Of The Year', 'Alpha Of The Year', 11);
    const period = { from: '2023-03-03', to: '2023-10-31' };
    for (const filter of [{}, { partnerId: fx.partnerId }, { agentId: fx.agent1 }]) {
      expect({ filter, stats: await salesStats(db, filter, period) }).toEqual({ filter, stats: await scanStats(db, filter, period) });
    }
  });

  it('rebuilds from nothing when the certificates are truncated', async () => {
    await sql`truncate certificates cascade`.execute(db);
    const left = await db.selectFrom('sales_rollup').select(sql<number>`count(*)::integer`.as('n')).executeTakeFirstOrThrow();
    expect(left.n).toBe(0);
  });
});
