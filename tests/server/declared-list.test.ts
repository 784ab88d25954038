import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { certificatesView } from '../../bench/api/certificates-view';
import { defineResource } from '../../common/resource';
import { listRows } from '../../server/resources/store';
import { GADGETS_MIGRATION, gadgets } from '../fixtures/declared-gadgets';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { type ColumnInfo, mismatches } from './support/declared-columns';

// the throwaway resource and the bench's view of the certificates join the declared ones
vi.mock('../../common/resources', async (original) => {
  const actual = await original<typeof import('../../common/resources')>();
  const { gadgets } = await import('../fixtures/declared-gadgets');
  const { certificatesView: view } = await import('../../bench/api/certificates-view');
  return { DECLARED_RESOURCES: [...actual.DECLARED_RESOURCES, gadgets, view] };
});

// the access matrix reads the same list as the SPA does, as summaries (common/resources/summaries.ts)
vi.mock('../../common/resources/summaries', async (original) => {
  const actual = await original<typeof import('../../common/resources/summaries')>();
  const { gadgets } = await import('../fixtures/declared-gadgets');
  const { certificatesView: view } = await import('../../bench/api/certificates-view');
  return { ...actual, DECLARED_SUMMARIES: [...actual.DECLARED_SUMMARIES, gadgets, view] };
});

let ctx: TestContext;
let admin: { authorization: string };
let agent: { authorization: string };
beforeAll(async () => {
  ctx = await buildTestApp();
  await sql.raw(GADGETS_MIGRATION).execute(ctx.database.db);
  // the planner's figures stay as the test leaves them
  await sql`alter table gadgets set (autovacuum_enabled = false)`.execute(ctx.database.db);
  admin = await authAs(ctx.app, 'admin');
  agent = await authAs(ctx.app, 'agent');
});
afterAll(async () => ctx?.close());

const get = (headers: object, url: string) => ctx.app.inject({ method: 'GET', url: `/gw${url}`, headers: { ...headers } });
const ids = async (headers: object, url: string) => {
  const reply = await get(headers, url);
  expect(reply.statusCode, reply.body).toBe(200);
  const body = reply.json() as { data: { id: string }[]; total: number };
  return { ids: body.data.map((row) => row.id), total: body.total };
};

describe('the generated list, against the hand-written certificate list (bench/api/certificates-view.ts)', () => {
  it('declares columns the certificates table has', async () => {
    const { rows } = await sql<ColumnInfo>`
      select column_name, data_type, is_nullable from information_schema.columns
      where table_schema = current_schema() and table_name = 'certificates'`.execute(ctx.database.db);
    expect(mismatches(certificatesView, rows)).toEqual([]);
  });

  it.each([
    ['first page', 'page=1&perPage=30&sort=created_at&order=DESC'],
    ['a deeper page', 'page=3&perPage=30&sort=created_at&order=DESC'],
    ['by price', 'page=2&perPage=30&sort=cost&order=DESC'],
    ['by package', 'page=1&perPage=30&sort=rate_name&order=ASC'],
    // an agent's list by package is read apart and then sorted (server/resources/list-order.ts)
    ['by package, a deeper page', 'page=2&perPage=30&sort=rate_name&order=DESC'],
  ])('answers the same rows in the same order as the hand-written list: %s, admin and agent', async (_name, query) => {
    for (const headers of [admin, agent]) {
      const generated = await ids(headers, `/certificates-view?${query}`);
      const written = await ids(headers, `/certificates?${query}`);
      expect(generated.ids.length).toBeGreaterThan(0);
      expect(generated.ids).toEqual(written.ids);
      expect(generated.total).toBe(written.total);
    }
  });

  it('filters by agent as the admin, and keeps an agent to its own certificates', async () => {
    const { agentId } = await ctx.app.db.selectFrom('certificates').select('agent_id as agentId').where('agent_id', 'is not', null)
      .groupBy('agent_id').orderBy((eb) => eb.fn.countAll(), 'desc').executeTakeFirstOrThrow();
    const query = `page=1&perPage=30&agent_id=${agentId}`;
    expect((await ids(admin, `/certificates-view?${query}`)).ids).toEqual((await ids(admin, `/certificates?${query}`)).ids);
    const own = await ids(agent, '/certificates-view?perPage=30');
    const all = await ids(admin, '/certificates-view?perPage=30');
    expect(own.total).toBeLessThan(all.total);
  });
});

describe('the generated list query (server/resources/store.ts)', () => {
  it('breaks ties by id in the page direction, so a (column, id) index gives the order both ways', async () => {
    const { rows } = await sql<{ id: string }>`
      insert into gadgets (title, price) values ('tie', 7), ('tie', 7), ('tie', 7) returning id`.execute(ctx.database.db);
    const sorted = rows.map((row) => row.id).sort();
    const page = async (order: string) => (await ids(admin, `/gadgets?q=tie&sort=price&order=${order}`)).ids;
    expect(await page('DESC')).toEqual([...sorted].reverse());
    expect(await page('ASC')).toEqual(sorted);
    await sql`delete from gadgets where title = 'tie'`.execute(ctx.database.db);
  });

  it('sizes a list well past 10 000 rows by the planner estimate instead of counting it', async () => {
    const db = ctx.database.db;
    await sql`insert into gadgets (title, stock) select 'g' || n, n from generate_series(1, 25000) n`.execute(db);
    await sql`analyze gadgets`.execute(db);
    // rows gone since the statistics: a count would say 21 000, the planner still sees about 25 000
    await sql`delete from gadgets where stock <= 4000`.execute(db);
    const { rows } = await sql<{ 'QUERY PLAN': unknown }>`explain (format json) select 1 from gadgets`.execute(db);
    const plan = rows[0]['QUERY PLAN'];
    const estimate = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
    expect(estimate[0].Plan['Plan Rows']).toBeGreaterThan(21_000);
    expect((await ids(admin, '/gadgets?perPage=10')).total).toBe(estimate[0].Plan['Plan Rows']);
    // a filtered list under the limit is still counted exactly, and the last page gives the exact end
    expect((await ids(admin, '/gadgets?q=g2499&perPage=5')).total).toBe(10);
    const last = await ids(admin, '/gadgets?perPage=99&page=213&sort=created_at&order=ASC');
    expect(last.total).toBe(21_000);
    await sql`delete from gadgets`.execute(db);
  });

  it('matches a searched phone field by the digits of a text that reads as a phone number, and by nothing else', async () => {
    const db = ctx.database.db;
    await sql`insert into gadgets (title, phone) values ('Lamp 7', '79123456701'), ('Desk', '79990001122')`.execute(db);
    const searched = defineResource({ ...gadgets, list: { ...gadgets.list, search: ['title', 'phone'] } });
    const found = async (q: string) =>
      (await listRows(db, searched, { page: 1, perPage: 10, sort: 'title', order: 'ASC', q })).data.map((row) => row.title);
    expect(await found('+7 (912) 345-67')).toEqual(['Lamp 7']);
    expect(await found('999 000')).toEqual(['Desk']);
    // a text with a number in it is no phone: its digits match no phone (every one has a 7)
    expect(await found('Lamp 7')).toEqual(['Lamp 7']);
    expect(await found('Desk 7')).toEqual([]);
    await sql`delete from gadgets`.execute(db);
  });
});
