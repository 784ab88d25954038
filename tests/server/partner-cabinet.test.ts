import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { addReportFixture } from './support/report-fixtures';
import { type StatsFixture, createStatsFixture } from './support/sales-stats-fixtures';

let ctx: TestContext;
let fx: StatsFixture;
const MARCH = 'dateFrom=2025-03-01&dateTo=2025-03-31';

beforeAll(async () => {
  ctx = await buildTestApp();
  fx = await createStatsFixture(ctx.database.db);
  await addReportFixture(ctx.database.db, fx);
});
afterAll(async () => ctx?.close());

const get = async (url: string, login = 'stats-partner') => ctx.app.inject({ method: 'GET', url: `/gw${url}`, headers: await authAs(ctx.app, login) });
const demoPartnerId = async () => (await ctx.app.db.selectFrom('users').select('partner_id').where('login', '=', 'partner').executeTakeFirstOrThrow()).partner_id as string;

describe('partner cabinet (L3): figures of its own programme only', () => {
  it("reads its own partner's stats, by id and as its scope", async () => {
    expect((await get(`/partners/${fx.partnerId}/stats?${MARCH}`)).json()).toMatchObject({ count: 4, brutto: 4399.99, reward: 240 });
    expect((await get(`/analytics/stats?${MARCH}`)).json()).toMatchObject({ count: 4, brutto: 4399.99 });
    expect((await get(`/analytics/stats?${MARCH}&type=agent&id=${fx.agent1}`)).json()).toMatchObject({ count: 2 });
  });

  it("gets 403 on another partner's figures and reports (foreign ids)", async () => {
    const other = await demoPartnerId();
    expect((await get(`/partners/${other}/stats?${MARCH}`)).statusCode).toBe(403);
    expect((await get(`/analytics/stats?${MARCH}&type=partner&id=${other}`)).statusCode).toBe(403);
    expect((await get(`/report/partner/${other}/2025-03-01/2025-03-31`)).statusCode).toBe(403);
    expect((await get(`/report/excel/${other}?from=2025-03-01&to=2025-03-31`)).statusCode).toBe(403);
    expect((await get(`/partners/${fx.partnerId}/stats?${MARCH}`, 'partner')).statusCode).toBe(403);
    expect((await get(`/report/partner/${fx.partnerId}/2025-03-01/2025-03-31`, 'partner')).statusCode).toBe(403);
    // the demo partner's own scope holds none of this partner's sales
    const own = (await get(`/report/order/2025-03-01/2025-03-31`, 'partner')).json().rows.map((row: { certificate: string }) => row.certificate);
    expect(own).not.toContain('ST-1');
    expect(own).not.toContain('ST-2');
  });

  it('downloads its own report with the totals the screen shows', async () => {
    const report = (await get(`/report/partner/${fx.partnerId}/2025-03-01/2025-03-31`)).json();
    expect(report.totals).toEqual({ cost: 4399.99, reward: 240 });
    const excel = await get(`/report/excel/${fx.partnerId}?from=2025-03-01&to=2025-03-31`);
    expect(excel.statusCode).toBe(200);
  });
});

describe('partner conversion (L3 /analytic)', () => {
  it("counts its own certificates created in the period and the paid ones", async () => {
    // ST-1..ST-8 are created now (the fixture sets start dates only): 6 of 8 are ACTIVE
    const today = new Date().toISOString().slice(0, 10);
    const res = await get(`/partner/conversion?dateFrom=${today}&dateTo=${today}`);
    expect(res.json()).toMatchObject({ created: 8, paid: 6, rate: 75 });
    expect((await get(`/partner/conversion?dateFrom=${today}&dateTo=${today}`, 'admin')).statusCode).toBe(403);
    expect((await get(`/partner/conversion?dateFrom=${today}&dateTo=${today}`, 'partner')).json().created).not.toBe(8);
  });
});

describe('partner programme (L3 /program)', () => {
  it('gives its terms, links, widget and the consent status of its agents', async () => {
    const res = await get('/partner/program');
    expect(res.statusCode).toBe(200);
    const program = res.json();
    expect(program.partner).toEqual({ id: fx.partnerId, name: 'Отчетный Партнер' });
    expect(program.terms).toEqual([expect.objectContaining({ rateId: fx.basic.id, name: fx.basic.name, commission: 10 })]);
    expect(program.links.shop).toContain(`/cabinet/#/shop?partner=${fx.partnerId}`);
    expect(program.widget.snippet).toContain(`data-partner="${fx.partnerId}"`);
    expect(program.widget.cards).toContain(`data-view="cards"`);
    expect(program.widget.script).toMatch(/\/gw\/widget\/widget\.js$/);
    expect(program.materials).toEqual([]);
    expect(program.consent).toEqual({ clickProgram: false, agents: 4, accepted: 0 });
  });

  it("is its own: the demo partner gets its own programme, other roles 403", async () => {
    expect((await get('/partner/program', 'partner')).json().partner.id).toBe(await demoPartnerId());
    expect((await get('/partner/program', 'admin')).statusCode).toBe(403);
    expect((await get('/partner/program', 'stats-partner-admin')).statusCode).toBe(403);
    expect((await get('/partner/program', 'client')).statusCode).toBe(403);
  });
});
