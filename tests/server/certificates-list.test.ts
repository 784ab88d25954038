import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
let agent: { authorization: string };
let agentId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  agent = await authAs(ctx.app, 'agent');
  const row = await ctx.database.db
    .selectFrom('agents')
    .innerJoin('users', 'users.id', 'agents.user_id')
    .select('agents.id')
    .where('users.login', '=', 'agent')
    .executeTakeFirstOrThrow();
  agentId = row.id;
});
afterAll(async () => ctx?.close());

async function list(headers: { authorization: string }, query = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/gw/certificates${query}`, headers });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /certificates', () => {
  it('gives an admin every certificate, 30 a page, newest first', async () => {
    const { status, body } = await list(admin);
    expect(status).toBe(200);
    expect(body.total).toBe(400);
    expect(body.perPage).toBe(30);
    expect(body.data).toHaveLength(30);
    const dates = body.data.map((row: { created_at: string }) => row.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.data[0]).toMatchObject({ number: expect.stringMatching(/^\d{16}$/), rate: { name: expect.any(String) } });
  });

  it('scopes an agent to its own certificates, whatever filter it sends', async () => {
    const own = await list(agent, '?perPage=1000');
    expect(own.body.total).toBeGreaterThan(0);
    expect(own.body.total).toBeLessThan(400);
    expect(own.body.data.every((row: { agent: { id: string } }) => row.agent.id === agentId)).toBe(true);
    const other = await ctx.database.db.selectFrom('agents').select('id').where('id', '<>', agentId).executeTakeFirstOrThrow();
    const foreign = await list(agent, `?agent_id=${other.id}`);
    expect(foreign.body.total).toBe(0);
  });

  it('filters by client name, agent name, package, partner and finish-date range', async () => {
    const byClient = await list(admin, `?client_name=${encodeURIComponent('иванов')}&perPage=1000`);
    expect(byClient.body.total).toBeGreaterThan(0);
    expect(byClient.body.data.every((r: { client: { name: string } }) => r.client.name.toLowerCase().includes('иванов'))).toBe(true);

    const byAgent = await list(admin, `?agent_name=${encodeURIComponent('Бруттов')}&perPage=1000`);
    expect(byAgent.body.data.every((r: { agent: { name: string } }) => r.agent.name.includes('Бруттов'))).toBe(true);

    const rate = await ctx.database.db.selectFrom('rates').select('id').where('code_name', '=', 'BASIC').executeTakeFirstOrThrow();
    const byRate = await list(admin, `?rate_id=${rate.id}&perPage=1000`);
    expect(byRate.body.total).toBeGreaterThan(0);
    expect(byRate.body.data.every((r: { rate: { id: string } }) => r.rate.id === rate.id)).toBe(true);

    const range = await list(admin, '?finish_from=2026-01-01&finish_to=2026-12-31&perPage=1000');
    for (const row of range.body.data as { finish_date: string }[]) {
      expect(row.finish_date >= '2026-01-01' && row.finish_date < '2027-01-01').toBe(true);
    }
  });

  it('finds a certificate by its masked number', async () => {
    const { body } = await list(admin, '?perPage=1');
    const number: string = body.data[0].number;
    const masked = `${number.slice(0, 4)} / ${number.slice(4, 6)}** / **** / ${number.slice(12)}`;
    const found = await list(admin, `?number=${encodeURIComponent(masked)}`);
    expect(found.body.data.map((r: { number: string }) => r.number)).toContain(number);
    expect(found.body.data.every((r: { number: string }) => r.number.endsWith(number.slice(12)))).toBe(true);
  });

  it('lists denials: blocked or cancelled certificates only (C14)', async () => {
    const { body } = await list(admin, '?status=BLOCKED&status=CANCELLED&perPage=1000');
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.every((r: { blocked: boolean; status: string }) => ['BLOCKED', 'CANCELLED'].includes(r.status) && (r.blocked || r.status === 'CANCELLED'))).toBe(true);
    const blocked = body.data.find((r: { status: string }) => r.status === 'BLOCKED');
    expect(blocked.blocked_type).toBe('NON_PAYMENT');
    const active = await list(admin, '?status=ACTIVE&perPage=1000');
    expect(active.body.data.every((r: { blocked: boolean; status: string; finish_date: string }) => !r.blocked && r.status === 'ACTIVE' && r.finish_date > new Date().toISOString())).toBe(true);
  });

  it('sorts by price ascending', async () => {
    const { body } = await list(admin, '?sort=cost&order=ASC');
    const costs = body.data.map((r: { cost: number }) => r.cost);
    expect([...costs].sort((a, b) => a - b)).toEqual(costs);
    expect(body.data[0].price).toBe(body.data[0].cost + body.data[0].promo_discount + body.data[0].bonus);
  });

  it('refuses bad filters with a field error and strangers with 401/403', async () => {
    const bad = await list(admin, '?sort=password&page=0');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['sort']));
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/gw/certificates' });
    expect(anonymous.statusCode).toBe(401);
    const client = await list(await authAs(ctx.app, 'client'));
    expect(client.status).toBe(403);
  });
});
