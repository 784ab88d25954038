import { type KyselyPlugin, sql } from 'kysely';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeStats } from '../../server/modules/analytics/node-stats';
import { Stats } from '../../server/modules/analytics/schemas';
import { subdivisionTarget } from '../../server/modules/analytics/target';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { type StatsFixture, createStatsFixture } from './support/sales-stats-fixtures';

let ctx: TestContext;
let fx: StatsFixture;
const MARCH = 'dateFrom=2025-03-01&dateTo=2025-03-31';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ctx = await buildTestApp();
  fx = await createStatsFixture(ctx.database.db);
});
afterAll(async () => ctx?.close());

const get = async (url: string, login = 'admin') => ctx.app.inject({ method: 'GET', url: `/gw${url}`, headers: await authAs(ctx.app, login) });

describe('sales statistics (L1)', () => {
  it("adds up a partner's paid sales of the period exactly", async () => {
    const res = await get(`/partners/${fx.partnerId}/stats?${MARCH}`);
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    // ST-1, ST-2, ST-3 and ST-7: pending, cancelled and out-of-period ones are left out
    expect(stats).toMatchObject({ count: 4, brutto: 4399.99, totalCost: 4500, reward: 240, netto: 4159.99, averageCheck: 1100, period: { from: '2025-03-01', to: '2025-03-31' } });
    expect(stats.rates).toEqual([
      { id: fx.basic.id, name: fx.basic.name, count: 3, cost: 2400 },
      { id: fx.trial.id, name: fx.trial.name, count: 1, cost: 1999.99 },
    ]);
    expect(stats.partners).toEqual([{ id: fx.partnerId, name: 'Отчетный Партнер', count: 4, cost: 4399.99, reward: 240 }]);
    const agents = [
      { id: fx.agent1, name: 'Агент Один', count: 2, cost: 1400 },
      { id: fx.agent2, name: 'Агент Два', count: 1, cost: 1000 },
    ];
    // the drill-down from a partner to its agents reads every agent (`all`), the dashboard the top ten
    expect(stats.agents).toEqual({ totalRevenue: 2400, totalCertificates: 3, top: agents, all: agents });
  });

  it('gives every day of the period, by the UTC day of the start date', async () => {
    const { sales } = (await get(`/partners/${fx.partnerId}/stats?${MARCH}`)).json();
    expect(sales).toHaveLength(31);
    const nonZero = sales.filter((day: { count: number }) => day.count > 0);
    expect(nonZero).toEqual([
      { date: '2025-03-01', count: 2, cost: 1900 },
      { date: '2025-03-05', count: 1, cost: 1999.99 },
      { date: '2025-03-31', count: 1, cost: 500 },
    ]);
    expect(sales[1]).toEqual({ date: '2025-03-02', count: 0, cost: 0 });
    // the days come from the database's calendar: a leap day, and years before 1000 as four digits
    const dates = async (query: string) => (await get(`/partners/${fx.partnerId}/stats?${query}`)).json().sales.map((day: { date: string }) => day.date);
    expect(await dates('dateFrom=2024-02-27&dateTo=2024-03-02')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
    expect(await dates('dateFrom=0999-12-31&dateTo=1000-01-01')).toEqual(['0999-12-31', '1000-01-01']);
  });

  it('answers zeros for a period without sales', async () => {
    const stats = (await get(`/partners/${fx.partnerId}/stats?dateFrom=2024-01-01&dateTo=2024-01-02`)).json();
    expect(stats).toMatchObject({ count: 0, brutto: 0, netto: 0, averageCheck: 0, rates: [], partners: [], agents: { totalRevenue: 0, totalCertificates: 0, top: [] } });
    expect(stats.sales).toEqual([
      { date: '2024-01-01', count: 0, cost: 0 },
      { date: '2024-01-02', count: 0, cost: 0 },
    ]);
  });

  it('lets ADMIN and the own PARTNER_ADMIN read partner stats; agents and other partner admins get 403', async () => {
    expect((await get(`/partners/${fx.partnerId}/stats?${MARCH}`, 'stats-partner-admin')).json()).toMatchObject({ count: 4 });
    expect((await get(`/partners/${fx.partnerId}/stats?${MARCH}`, 'agent')).statusCode).toBe(403);
    expect((await get(`/partners/${fx.partnerId}/stats?${MARCH}`, 'stats-a1')).statusCode).toBe(403);
    expect((await get(`/partners/${fx.partnerId}/stats?${MARCH}`, 'partner-admin')).statusCode).toBe(403);
    expect((await get(`/partners/${fx.partnerId}/stats?${MARCH}`, 'stats-agent-admin')).statusCode).toBe(403);
    expect((await get(`/partners/${fx.partnerId}/stats?${MARCH}`, 'client')).statusCode).toBe(403);
    expect((await get(`/partners/${MISSING_ID}/stats?${MARCH}`)).statusCode).toBe(404);
  });

  it('agent stats: the agent itself, its AGENT_ADMIN and PARTNER_ADMIN; not another agent', async () => {
    expect((await get(`/agents/${fx.agent1}/stats?${MARCH}`, 'stats-a1')).json()).toMatchObject({ count: 2, brutto: 1400, reward: 140 });
    expect((await get(`/agents/${fx.agent2}/stats?${MARCH}`, 'stats-agent-admin')).json()).toMatchObject({ count: 1, brutto: 1000 });
    expect((await get(`/agents/${fx.agent2}/stats?${MARCH}`, 'stats-partner-admin')).statusCode).toBe(200);
    expect((await get(`/agents/${fx.agent1}/stats?${MARCH}`, 'stats-a2')).statusCode).toBe(403);
    expect((await get(`/agents/${fx.agent1}/stats?${MARCH}`, 'partner-admin')).statusCode).toBe(403);
    expect((await get(`/agents/${MISSING_ID}/stats?${MARCH}`)).statusCode).toBe(404);
  });

  it("/analytics/stats: the caller's scope by default, a node on request", async () => {
    expect((await get(`/analytics/stats?${MARCH}`, 'stats-partner-admin')).json()).toMatchObject({ count: 4, brutto: 4399.99 });
    // the AGENT_ADMIN's subtree (S and S2): the agents' sales, not the online one
    expect((await get(`/analytics/stats?${MARCH}`, 'stats-agent-admin')).json()).toMatchObject({ count: 3, brutto: 2400 });
    expect((await get(`/analytics/stats?${MARCH}`, 'stats-a2')).json()).toMatchObject({ count: 1, brutto: 1000 });
    expect((await get(`/analytics/stats?${MARCH}&type=subdivision&id=${fx.childSubdivisionId}`, 'stats-agent-admin')).json()).toMatchObject({ count: 1 });
    expect((await get(`/analytics/stats?${MARCH}&type=partner&id=${fx.partnerId}`)).json()).toMatchObject({ count: 4 });
    expect((await get(`/analytics/stats?${MARCH}&type=partner&id=${fx.partnerId}`, 'stats-agent-admin')).statusCode).toBe(403);
    expect((await get(`/analytics/stats?${MARCH}&type=subdivision&id=${fx.subdivisionId}`, 'partner-admin')).statusCode).toBe(403);
    const all = (await get(`/analytics/stats?${MARCH}`)).json();
    expect(all.partners).toEqual(expect.arrayContaining([expect.objectContaining({ id: fx.partnerId, count: 4 })]));
    expect((await get(`/analytics/stats?${MARCH}&type=agent`)).json().errors).toHaveProperty('id');
  });

  it('validates the period with errors on the named field', async () => {
    const body = async (query: string) => (await get(`/partners/${fx.partnerId}/stats?${query}`)).json();
    expect((await body('dateFrom=2025-03-31&dateTo=2025-03-01')).errors).toEqual({ dateTo: 'Дата окончания не может быть раньше даты начала' });
    expect((await body('dateFrom=2022-01-01&dateTo=2025-01-01')).errors).toEqual({ dateTo: 'Период не может быть длиннее 3 лет' });
    expect((await get(`/partners/${fx.partnerId}/stats?dateFrom=2022-01-01&dateTo=2024-12-31`)).statusCode).toBe(200);
    expect((await body('dateFrom=2025-02-30&dateTo=2025-03-01')).errors).toHaveProperty('dateFrom');
    expect((await body('dateFrom=01.03.2025&dateTo=2025-03-31')).errors).toHaveProperty('dateFrom');
    expect((await body('dateFrom=2025-03-01')).errors).toHaveProperty('dateTo');
  });

  it('no role reads figures outside its scope: every caller × node, for the stats and the orders report', async () => {
    // an AGENT_ADMIN of the child subdivision S2 only: its parent S and S's agent are outside it
    const db = ctx.database.db;
    const childAdmin = await db.insertInto('users').values({ login: 'stats-child-admin', name: 'Старший S2', phone: null, email: null, password_hash: null, roles: ['AGENT', 'AGENT_ADMIN'], partner_id: null }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('agents').values({ user_id: childAdmin.id, partner_id: fx.partnerId, subdivision_id: fx.childSubdivisionId, type: 'NETTO' }).execute();
    const nodes = { partner: fx.partnerId, S: fx.subdivisionId, S2: fx.childSubdivisionId, A1: fx.agent1, A2: fx.agent2 };
    const typeOf = (node: keyof typeof nodes) => (node === 'partner' ? 'partner' : node.startsWith('S') ? 'subdivision' : 'agent');
    const readable: Record<string, (keyof typeof nodes)[]> = {
      admin: ['partner', 'S', 'S2', 'A1', 'A2'],
      'stats-partner-admin': ['partner', 'S', 'S2', 'A1', 'A2'],
      'stats-agent-admin': ['S', 'S2', 'A1', 'A2'],
      'stats-child-admin': ['S2', 'A2'],
      'stats-a1': ['A1'],
      'partner-admin': [],
      partner: [],
    };
    const seen: string[] = [];
    const expected: string[] = [];
    for (const [login, allowed] of Object.entries(readable)) {
      for (const node of Object.keys(nodes) as (keyof typeof nodes)[]) {
        const query = `type=${typeOf(node)}&id=${nodes[node]}`;
        const status = allowed.includes(node) ? 200 : 403;
        seen.push(`${login} ${node} stats ${(await get(`/analytics/stats?${MARCH}&${query}`, login)).statusCode}`);
        seen.push(`${login} ${node} orders ${(await get(`/report/order/2025-03-01/2025-03-31?${query}`, login)).statusCode}`);
        expected.push(`${login} ${node} stats ${status}`, `${login} ${node} orders ${status}`);
      }
    }
    expect(seen).toEqual(expected);
    // without a node, the child admin's own scope is S2 alone
    expect((await get(`/analytics/stats?${MARCH}`, 'stats-child-admin')).json()).toMatchObject({ count: 1, brutto: 1000 });
    expect((await get(`/analytics/stats?${MARCH}&type=subdivision&id=${MISSING_ID}`, 'stats-a1')).statusCode).toBe(404);
  });

  it("resolves a subdivision node for ADMIN in one query: the node's partner's subdivisions, the subtree cut from them", async () => {
    let queries = 0;
    const counting: KyselyPlugin = { transformQuery: ({ node }) => ((queries += 1), node), transformResult: async ({ result }) => result };
    const db = ctx.database.db.withPlugin(counting);
    const admin = { id: MISSING_ID, sessionId: '', roles: ['ADMIN' as const], agentId: null, partnerId: null, agentType: null };
    const { subdivisionIds } = await subdivisionTarget(db, admin, fx.subdivisionId);
    expect(new Set(subdivisionIds)).toEqual(new Set([fx.subdivisionId, fx.childSubdivisionId]));
    expect(queries).toBe(1);
    await expect(subdivisionTarget(db, admin, MISSING_ID)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("reads an ADMIN's partner node beside the statistics, not before them, and still answers 404 for an unknown one", async () => {
    // a query (and each subquery) is built when it is sent: every read is sent before the first answer comes back
    const events: string[] = [];
    const recording: KyselyPlugin = { transformQuery: ({ node }) => (events.push('sent'), node), transformResult: async ({ result }) => (events.push('answered'), result) };
    const db = ctx.database.db.withPlugin(recording);
    const admin = { id: MISSING_ID, sessionId: '', roles: ['ADMIN' as const], agentId: null, partnerId: null, agentType: null };
    const period = { from: '2025-03-01', to: '2025-03-31' };
    expect(JSON.parse(await nodeStats(db, admin, { type: 'partner', id: fx.partnerId }, period, 'ru')).count).toBe(4);
    expect(events.indexOf('answered')).toBe(events.filter((event) => event === 'sent').length);
    await expect(nodeStats(db, admin, { type: 'partner', id: MISSING_ID }, period, 'ru')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers the declared Stats shape, written by the database, with names of any characters as they are', async () => {
    // the reply is JSON text the database wrote (stats-json.ts): the response schema no longer passes over it
    const odd = 'Агент "Кавычки" \\ слэш\nперевод\tтаб 😀 </script>';
    await sql`
      insert into certificates (rate_id, rate_name, client_id, client_name, agent_id, agent_name, partner_id, subdivision_id,
                                period, cost, commission, promo_discount, status, start_date, finish_date)
      select null, ${odd}::text, id, name, ${fx.agent1}::uuid, ${odd}::text, ${fx.partnerId}::uuid, ${fx.subdivisionId}::uuid,
             12, 10.05, 10, 0, 'ACTIVE', '2021-06-15T12:00:00Z', null
      from clients order by id limit 1`.execute(ctx.database.db);
    for (const url of [`/analytics/stats?dateFrom=2021-06-01&dateTo=2021-06-30`, `/agents/${fx.agent1}/stats?dateFrom=2021-06-14&dateTo=2021-06-16`]) {
      const res = await get(url);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const stats = res.json();
      expect([...Value.Errors(Stats, stats)]).toEqual([]);
      expect(stats).toMatchObject({ count: 1, brutto: 10.05, reward: 1.01, netto: 9.04, averageCheck: 10.05 });
      expect(stats.agents.all).toEqual([{ id: fx.agent1, name: odd, count: 1, cost: 10.05 }]);
      expect(stats.rates).toEqual([{ id: null, name: odd, count: 1, cost: 10.05 }]);
    }
  });
});
