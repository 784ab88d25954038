import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { addReportFixture } from './support/report-fixtures';
import { type StatsFixture, createStatsFixture } from './support/sales-stats-fixtures';

let ctx: TestContext;
let fx: StatsFixture;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ctx = await buildTestApp();
  fx = await createStatsFixture(ctx.database.db);
  await addReportFixture(ctx.database.db, fx);
});
afterAll(async () => ctx?.close());

const get = async (url: string, login = 'admin', language = 'ru') =>
  ctx.app.inject({ method: 'GET', url: `/gw${url}`, headers: { ...(await authAs(ctx.app, login)), 'accept-language': language } });
const numbers = (rows: { number: string | number }[]) => rows.map((row) => row.number);
/** The statistics' 'Оплачено' (brutto) of a scope in March 2025: the orders report's 'paid' is the same figure (issue 27). */
const brutto = async (login: string, node = '') => (await get(`/analytics/stats?dateFrom=2025-03-01&dateTo=2025-03-31${node}`, login)).json().brutto as number;

describe('agent reports (L2)', () => {
  it("lists the agent's counted certificates with totals", async () => {
    const report = (await get(`/report/agent/${fx.agent1}/2025-03-01/2025-03-31`)).json();
    expect(numbers(report.rows)).toEqual(['ST-1', 'ST-7']);
    expect(report.totals).toEqual({ cost: 1400, reward: 140 });
  });

  it('checks which agent a caller may report on, per record', async () => {
    const url = (agent: string) => `/report/agent/${agent}/2025-03-01/2025-03-31`;
    expect((await get(url(fx.agent1), 'stats-a1')).statusCode).toBe(200);
    expect((await get(url(fx.agent2), 'stats-agent-admin')).statusCode).toBe(200);
    expect((await get(url(fx.agent2), 'stats-partner-admin')).statusCode).toBe(200);
    expect((await get(url(fx.agent1), 'stats-partner')).statusCode).toBe(200);
    // foreign ids: another agent, another partner's staff and partner, a client
    expect((await get(url(fx.agent1), 'stats-a2')).statusCode).toBe(403);
    expect((await get(url(fx.agent1), 'partner-admin')).statusCode).toBe(403);
    expect((await get(url(fx.agent1), 'agent-admin')).statusCode).toBe(403);
    expect((await get(url(fx.agent1), 'partner')).statusCode).toBe(403);
    expect((await get(url(fx.agent1), 'client')).statusCode).toBe(403);
    expect((await get(url(MISSING_ID))).statusCode).toBe(404);
    expect((await get(`/report/agent/excel/${fx.agent1}?from=2025-03-01&to=2025-03-31`, 'stats-a2')).statusCode).toBe(403);
  });

  it('downloads the agent report as .xlsx named for its kind, with the totals row', async () => {
    const res = await get(`/report/agent/excel/${fx.agent1}?from=2025-03-01&to=2025-03-31`, 'stats-a1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="report_agent_from_2025-03-01_to_2025-03-31.xlsx"');
    const [, ...rows] = await readSheet(res.rawPayload);
    expect(rows.map((row) => row[1])).toEqual(['ST-1', 'ST-7', null]);
    expect(rows.at(-1)).toEqual(['Итого', null, null, null, null, 1400, 140, null, null]);
  });
});

describe('orders reports (L2)', () => {
  it("lists the orders of the caller's scope created in the period, with their total and the period's paid figure", async () => {
    const report = (await get('/report/order/2025-03-01/2025-03-31', 'stats-partner-admin')).json();
    expect(report.rows.map((row: { certificate: string; status: string }) => [row.certificate, row.status])).toEqual([
      ['ST-1', 'PAID'],
      ['ST-2', 'CREATED'],
      ['ST-3', 'FAILED'],
    ]);
    expect(report.rows[0]).toMatchObject({ client: 'Клиент Отчета', rate: fx.basic.name, cost: 900, paymentType: 'AGENT' });
    // paid: the certificates sold in March (ST-1, ST-2, ST-3, ST-7), as the statistics count them, not the paid orders listed
    expect(report.totals).toEqual({ count: 3, cost: 3899.99, paid: 4399.99 });
    expect(report.totals.paid).toBe(await brutto('stats-partner-admin'));
  });

  it('narrows to a node the caller may read and refuses foreign nodes', async () => {
    const agent = (await get(`/report/order/2025-03-01/2025-03-31?type=agent&id=${fx.agent1}`, 'stats-agent-admin')).json();
    expect(agent.totals).toEqual({ count: 1, cost: 900, paid: 1400 });
    expect(agent.totals.paid).toBe(await brutto('stats-agent-admin', `&type=agent&id=${fx.agent1}`));
    expect((await get('/report/order/2025-03-01/2025-03-31', 'stats-a2')).json().totals).toEqual({ count: 1, cost: 1000, paid: 1000 });
    expect((await get(`/report/order/2025-03-01/2025-03-31?type=partner&id=${fx.partnerId}`, 'partner-admin')).statusCode).toBe(403);
    expect((await get(`/report/order/2025-03-01/2025-03-31?type=partner&id=${fx.partnerId}`, 'partner')).statusCode).toBe(403);
    expect((await get(`/report/order/excel?from=2025-03-01&to=2025-03-31&type=agent&id=${fx.agent1}`, 'stats-a2')).statusCode).toBe(403);
    expect((await get('/report/order/2025-03-01/2025-03-31', 'client')).statusCode).toBe(403);
    // another partner's staff sees none of these orders in its own scope
    const foreign = (await get('/report/order/2025-03-01/2025-03-31', 'partner-admin')).json();
    expect(foreign.rows.map((row: { certificate: string }) => row.certificate)).not.toContain('ST-1');
  });

  it('downloads the orders report as .xlsx with the same totals', async () => {
    const res = await get('/report/order/excel?from=2025-03-01&to=2025-03-31', 'stats-partner-admin', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="report_order_from_2025-03-01_to_2025-03-31.xlsx"');
    const [header, ...rows] = await readSheet(res.rawPayload);
    expect(header).toEqual(['Number', 'Order date', 'Paid on', 'Certificate', 'Client', 'Tariff', 'Payment type', 'Status', 'Cost']);
    expect(rows.slice(0, 3).map((row) => row[3])).toEqual(['ST-1', 'ST-2', 'ST-3']);
    expect(rows[0][1]).toEqual(new Date('2025-03-01T09:00:00Z'));
    // where an order was started and its state in words, never AGENT or PAID (issue 27)
    expect(rows[0].slice(6, 8)).toEqual(['Agent cabinet', 'Paid']);
    expect(rows.slice(-2)).toEqual([
      ['Total', null, null, null, null, null, null, null, 3899.99],
      ['Paid', null, null, null, null, null, null, null, 4399.99],
    ]);
  });

  it('checks the period and an incomplete node', async () => {
    expect((await get('/report/order/2025-03-31/2025-03-01')).json().errors).toEqual({ to: 'Дата окончания не может быть раньше даты начала' });
    expect((await get('/report/order/excel?from=2025-03-01&to=2025-03-31&type=agent')).json().errors).toHaveProperty('id');
  });
});
