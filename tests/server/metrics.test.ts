import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../server/jobs/queue';
import { smsQueue } from '../../server/modules/messages/worker';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

/** Issue 28: Prometheus metrics at /gw/metrics, for an admin or the scraper's METRICS_TOKEN only. */
const METRICS_TOKEN = 'scraper-token-of-the-tests-0123456789';
let ctx: TestContext;
let agent: Record<string, string>;
const fx = saleFixtures(() => ctx);
const scrape = async () => {
  const reply = await ctx.app.inject({ method: 'GET', url: '/gw/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(reply.statusCode).toBe(200);
  return reply.body;
};
/** The value of one series (`name{labels}` exactly as exposed), or undefined. */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

beforeAll(async () => {
  ctx = await buildTestApp({ metricsToken: METRICS_TOKEN });
  agent = await authAs(ctx.app, 'agent');
});
afterAll(async () => ctx?.close());

describe('who may read GET /gw/metrics', () => {
  it('refuses no token (401), a wrong token (401) and a non-admin (403) with the error contract', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/gw/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}x` } })).statusCode).toBe(401);
    const forbidden = await ctx.app.inject({ method: 'GET', url: '/gw/metrics', headers: agent });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: expect.any(String) });
  });

  it("answers an admin's token and the scraper's in Prometheus text", async () => {
    const admin = await ctx.app.inject({ method: 'GET', url: '/gw/metrics', headers: await authAs(ctx.app, 'admin') });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(admin.body).toMatch(/^# HELP http_requests_total /m);
    expect(await scrape()).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
  });
});

describe('what the metrics count', () => {
  it('labels requests by the route pattern, never the raw URL', async () => {
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    for (const id of ids) await ctx.app.inject({ method: 'GET', url: `/gw/certificates/${id}`, headers: agent });
    const text = await scrape();
    expect(text).not.toContain(ids[0]);
    expect(value(text, 'http_requests_total{method="GET",route="/gw/certificates/:id",status="404"}')).toBe(2);
    expect(value(text, 'http_request_duration_seconds_count{method="GET",route="/gw/certificates/:id",status_class="4xx"}')).toBe(2);
    await ctx.app.inject({ method: 'GET', url: '/gw/no-such-route/123' });
    expect(await scrape()).toContain('route="(unmatched)"');
  });

  it('has the runtime, database, websocket and job queue metrics', async () => {
    const text = await scrape();
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes', 'app_websocket_connections']) {
      expect(text).toMatch(new RegExp(`^${name} \\d`, 'm'));
    }
    expect(value(text, 'db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
    // the pool is PostgreSQL's (the suite's second run); the embedded database has one connection and no pool
    if (ctx.database.kind === 'postgres') {
      expect(value(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(value(text, 'db_pool_connections{state="waiting"}')).toBe(0);
    } else expect(text).not.toMatch(/^db_pool_connections\{/m);
    for (const queue of ['sms', 'email', 'receipt', 'loader', 'generation']) {
      expect(value(text, `app_jobs{queue="${queue}",state="pending"}`)).toBeGreaterThanOrEqual(0);
      expect(value(text, `app_jobs{queue="${queue}",state="failed"}`)).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts sales, payments, failed payments and SMS sent where they happen', async () => {
    const before = await scrape();
    const count = (text: string, name: string) => value(text, name) ?? 0;
    const rate = await fx.rate('BASIC');
    const sell = async () => {
      const sold = (await fx.sell(agent, { rate_id: rate.id, client: { phone: fx.phone(), name: 'Метрика Продаж', email: '' }, send_sms: true })).json() as { id: string; order_id: string; cost: number };
      await ctx.app.inject({ method: 'POST', url: '/gw/merchant/sberbank/order/light', headers: agent, payload: { certificate_id: sold.id } });
      const { provider_order_id: id } = await ctx.database.db.selectFrom('orders').select('provider_order_id').where('id', '=', sold.order_id).executeTakeFirstOrThrow();
      return { id: id!, amount: Math.round(sold.cost * 100) };
    };
    const callback = (order: { id: string; amount: number }, status: 'PAID' | 'FAILED') =>
      ctx.app.inject({ method: 'POST', url: '/gw/payments/callback/sberbank', payload: ctx.app.providers.acquirers.sberbank.callbackFor!(order.id, status, order.amount) });
    const paid = await sell();
    const declined = await sell();
    expect((await callback(paid, 'PAID')).json()).toEqual({ status: 'PAID' });
    expect((await callback(declined, 'FAILED')).statusCode).toBe(200);
    // a repeated callback is not a second payment
    await callback(paid, 'PAID');
    await new JobQueue({ db: ctx.app.db, log: ctx.app.log }).define(smsQueue({ db: ctx.app.db, gateways: ctx.app.providers.gateways, log: ctx.app.log })).tick(new Date(Date.now() + 1000));
    const after = await scrape();
    expect(count(after, 'app_sales_total') - count(before, 'app_sales_total')).toBe(2);
    expect(count(after, 'app_payments_total') - count(before, 'app_payments_total')).toBe(1);
    expect(count(after, 'app_payments_failed_total') - count(before, 'app_payments_failed_total')).toBe(1);
    expect(count(after, 'app_sms_sent_total') - count(before, 'app_sms_sent_total')).toBeGreaterThanOrEqual(2);
  });

  it('keeps a registry per app: a second app in the process has its own counts', async () => {
    const other = await buildTestApp({ metricsToken: METRICS_TOKEN });
    try {
      const reply = await other.app.inject({ method: 'GET', url: '/gw/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(reply.statusCode).toBe(200);
      expect(value(reply.body, 'app_sales_total')).toBe(0);
      expect(value(await scrape(), 'app_sales_total')).toBeGreaterThanOrEqual(2);
    } finally {
      await other.close();
    }
  });
});

describe('the sample Grafana dashboard (docs/grafana-dashboard.json)', () => {
  it('queries only metrics /gw/metrics serves', async () => {
    const dashboard = JSON.parse(readFileSync('docs/grafana-dashboard.json', 'utf8')) as { panels: { title: string; targets?: { expr: string }[] }[] };
    const exprs = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);
    expect(exprs.length).toBeGreaterThan(8);
    const served = new Set([...(await scrape()).matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
      type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name!]));
    // metric names are the identifiers a query does not call (functions, aggregations) nor uses as a label
    const queried = new Set(exprs.flatMap((expr) => [...expr.replace(/\{[^}]*\}/g, '').replace(/\b(by|without)\s*\([^)]*\)/g, '').replace(/\[[^\]]*\]/g, '').matchAll(/\b([a-z_][a-z0-9_]*)\b(?!\s*\()/g)].map(([, name]) => name!)));
    const missing = [...queried].filter((name) => !served.has(name) && !/^\d/.test(name));
    expect(missing).toEqual([]);
    expect([...queried]).toEqual(expect.arrayContaining(['http_requests_total', 'app_sales_total', 'db_pool_connections', 'nodejs_eventloop_lag_seconds']));
  });
});
