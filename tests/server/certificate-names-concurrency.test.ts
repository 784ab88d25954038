import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database';
import { type TestContext, buildTestApp } from './helper';
import { type StatsFixture, createStatsFixture } from './support/sales-stats-fixtures';

let ctx: TestContext;
let fx: StatsFixture;
let db: Db;

/**
 * `count` sold certificates of an agent, each of another client name, on days walked in the given direction: two
 * agents' certificates then cross the same days and names in opposite orders, as a rename's update walks them.
 */
async function sell(agentId: string, count: number, descending: boolean) {
  await sql`
    insert into certificates (rate_id, rate_name, client_id, client_name, agent_id, agent_name, partner_id, subdivision_id,
                              period, cost, commission, promo_discount, status, start_date, finish_date)
    select c.rate_id, c.rate_name, c.client_id, 'Клиент ' || (g % 40), a.id, u.name, a.partner_id, a.subdivision_id,
           c.period, c.cost, c.commission, c.promo_discount, 'ACTIVE',
           timestamptz '2025-01-01 10:00Z' + make_interval(days => case when ${descending} then ${count} - g else g end), null
    from generate_series(1, ${count}) as g
    cross join agents a join users u on u.id = a.user_id
    cross join lateral (select * from certificates where status = 'ACTIVE' and agent_id is not null limit 1) as c
    where a.id = ${agentId}`.execute(db);
}

const userOf = async (agentId: string) => (await db.selectFrom('agents').select('user_id').where('id', '=', agentId).executeTakeFirstOrThrow()).user_id;

beforeAll(async () => {
  ctx = await buildTestApp();
  db = ctx.database.db;
  fx = await createStatsFixture(db);
  await sell(fx.agent1, 150, false);
  await sell(fx.agent2, 150, true);
}, 300_000);
afterAll(async () => ctx?.close());

describe('certificate name dictionary and sales rollups under concurrent renames (migrations 0120, 0245)', () => {
  it('renames agents at the same time without a deadlock and keeps both in step with the certificates', async () => {
    const users = [await userOf(fx.agent1), await userOf(fx.agent2)];
    const rename = (userId: string, name: string) =>
      db.transaction().execute(async (tx) => {
        await tx.updateTable('users').set({ name }).where('id', '=', userId).execute();
      });
    for (let round = 0; round < 3; round += 1) {
      const results = await Promise.allSettled([
        rename(users[0], `Агент Один ${round}`),
        rename(users[1], `Агент Два ${round}`),
      ]);
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    }
    const names = await sql<{ n: number }>`
      with plain as (
        select 'client' as field, client_name as name, count(*) as certificates from certificates where client_name is not null group by 2
        union all
        select 'agent', agent_name, count(*) from certificates where agent_name is not null group by 2)
      select count(*)::integer as n from (
        (select * from plain except select field, name, certificates from certificate_names)
        union all (select field, name, certificates from certificate_names except select * from plain)) as differences`.execute(db);
    expect(names.rows[0].n).toBe(0);
    const cells = await sql<{ n: number }>`
      with plain as (
        select (start_date at time zone 'UTC')::date as day, agent_id, agent_name, count(*) as certificates, sum(cost) as brutto
        from certificates where status = 'ACTIVE' and start_date is not null and agent_id is not null group by 1, 2, 3),
      rolled as (
        select bucket as day, scope_id as agent_id, dim_name as agent_name, certificates, brutto
        from sales_rollup where scope = 'a' and grain = 'd' and dim = 'a')
      select count(*)::integer as n from (
        (select * from plain except select * from rolled) union all (select * from rolled except select * from plain)) as differences`.execute(db);
    expect(cells.rows[0].n).toBe(0);
  });
});
