import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '../../server/modules/certificates/list-total';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
let agent: { authorization: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  agent = await authAs(ctx.app, 'agent');
});
afterAll(async () => ctx?.close());

const run = (query: ReturnType<typeof sql>) => query.execute(ctx.database.db);

/** The names dictionary (migration 0120) next to the names the certificates carry: they must be equal. */
async function dictionaryAndTruth() {
  const kept = await run(sql`select field, name, certificates::int as n from certificate_names order by field, name`);
  const truth = await run(sql`
    select field, name, n::int from (
      select 'agent' as field, agent_name as name, count(*) as n from certificates where agent_name is not null group by agent_name
      union all
      select 'client', client_name, count(*) from certificates where client_name is not null group by client_name
    ) t order by field, name
  `);
  return { kept: kept.rows, truth: truth.rows };
}

async function total(headers: { authorization: string }, query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/gw/certificates?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as { total: number }).total;
}

const copies = (count: number, clientName: string) =>
  run(sql`
    insert into certificates (rate_id, rate_name, client_id, client_name, agent_id, agent_name, partner_id, subdivision_id, period, cost, status)
    select c.rate_id, c.rate_name, c.client_id, ${clientName}, c.agent_id, c.agent_name, c.partner_id, c.subdivision_id, c.period, c.cost, 'PENDING'
    from generate_series(1, ${count}) g
    cross join (select * from certificates where agent_name = 'Иван Агентов' order by created_at limit 1) c
  `);

describe('certificate list: names dictionary and totals', () => {
  it('keeps the names dictionary equal to the names on the certificates', async () => {
    const check = async (step: string) => {
      const { kept, truth } = await dictionaryAndTruth();
      expect(kept, step).toEqual(truth);
    };
    await check('after the seed');
    await copies(3, 'Новый Клиент Тестович');
    await check('after an insert');
    const client = await run(sql`select client_id from certificates where client_id is not null group by client_id order by count(*) desc limit 1`);
    await run(sql`update clients set name = 'Переименованный Клиент' where id = ${(client.rows[0] as { client_id: string }).client_id}`);
    await check('after a client rename');
    await run(sql`update users set name = 'Агент Переименованный' where login = 'agent-brutto'`);
    await check('after an agent rename');
    await run(sql`update certificates set status = 'ACTIVE' where client_name = 'Новый Клиент Тестович'`);
    await run(sql`update certificates set client_name = null where id = (select id from certificates where client_name = 'Новый Клиент Тестович' limit 1)`);
    await check('after a status change and a cleared name');
    await run(sql`delete from certificates where client_name = 'Новый Клиент Тестович' or agent_name = 'Агент Переименованный'`);
    await check('after deletes');
    expect(await total(admin, `client_name=${encodeURIComponent('Тестович')}`)).toBe(0);
    expect(await total(admin, `agent_name=${encodeURIComponent('переименованный')}`)).toBe(0);
    expect(await total(admin, `client_name=${encodeURIComponent('переименованный клиент')}`)).toBeGreaterThan(0);
  });

  it(`counts a filtered list exactly up to ${EXACT_TOTAL_LIMIT} and estimates it past that`, async () => {
    const bulk = EXACT_TOTAL_LIMIT + 500;
    await copies(bulk, 'Массовый Клиент');
    await run(sql`analyze certificates`);
    const count = async (where: ReturnType<typeof sql>) => Number(((await run(sql`select count(*) as n from certificates where ${where}`)).rows[0] as { n: number }).n);
    // an admin's lone name search: the dictionary's exact count
    expect(await total(admin, `client_name=${encodeURIComponent('массовый')}`)).toBe(bulk);
    const cases: [{ authorization: string }, string, ReturnType<typeof sql>][] = [
      [admin, 'status=PENDING', sql`status = 'PENDING' and not blocked`],
      [admin, `status=PENDING&client_name=${encodeURIComponent('массовый')}`, sql`status = 'PENDING' and not blocked and client_name ilike '%массовый%'`],
      [agent, `client_name=${encodeURIComponent('массовый')}`, sql`client_name ilike '%массовый%' and agent_name = 'Иван Агентов'`],
    ];
    for (const [headers, query, where] of cases) {
      const actual = await count(where);
      const estimated = await total(headers, query);
      expect(actual, query).toBeGreaterThan(EXACT_TOTAL_LIMIT);
      expect(estimated, query).toBeGreaterThan(EXACT_TOTAL_LIMIT);
      expect(Math.abs(estimated - actual) / actual, `${query}: ${estimated} for ${actual}`).toBeLessThan(0.5);
    }
    // a filtered list under the limit stays exact, and a page past the end still gets its total
    expect(await total(admin, `status=BLOCKED&status=CANCELLED&page=1000`)).toBe(await count(sql`blocked or status = 'CANCELLED'`));
  });
});
