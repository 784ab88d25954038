import { sql } from 'kysely';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soldServices } from '../../server/modules/figures/services';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

/**
 * Issue 27: the statistics' 'Оплачено (брутто)' and the orders report's 'оплачено' differed by exactly the services
 * sold, and the sales without a partner showed under a partner named 'Без названия'. Each figure has one definition
 * (server/modules/figures/sold.ts): both are computed here for the same sales and compared.
 */
let ctx: TestContext;
let partnerId: string;
const db = () => ctx.database.db;
// May 2021: before the demo data's three years of sales
const MAY = { from: '2021-05-01', to: '2021-05-31' };

beforeAll(async () => {
  ctx = await buildTestApp();
  partnerId = (await db().insertInto('partners').values({ name: 'Партнер Цифр', type: 'AGENCY', parent_id: null }).returning('id').executeTakeFirstOrThrow()).id;
  const client = await db().insertInto('clients').values({ name: 'Клиент Цифр', phone: '79130000077', email: null, user_id: null, address: null, entity: null }).returning(['id', 'name']).executeTakeFirstOrThrow();
  const rate = await db().selectFrom('rates').select(['id', 'name']).where('code_name', '=', 'BASIC').executeTakeFirstOrThrow();
  const sale = async (number: string, cost: number, at: string | null, partner: string | null) =>
    (
      await db()
        .insertInto('certificates')
        .values({
          number, rate_id: rate.id, rate_name: rate.name, client_id: client.id, client_name: client.name, partner_id: partner, period: 12, cost,
          commission: partner ? 10 : 0, status: at ? 'ACTIVE' : 'PENDING', start_date: at ? new Date(at) : null, finish_date: at ? new Date('2022-06-01') : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const service = (cost: number) => ({ type: 'service', service_id: null, name: 'Консьерж', description: null, cost, limit: null, unit: null, bot: null });
  const order = (certificateId: string | null, cost: number, at: string, items: object[], paid = true) =>
    db()
      .insertInto('orders')
      .values({
        certificate_id: certificateId, client_id: client.id, cost, status: paid ? 'PAID' : 'CREATED', payed: paid, pay_date: paid ? new Date(at) : null,
        items: JSON.stringify(items), provider_order_id: null, payment_url: null, created_at: new Date(at),
      })
      .execute();
  // a partner's sale, a sale without a partner (online), services bought alone, a basket of a certificate and a service
  const viaPartner = await sale('FG-1', 1000, '2021-05-10T10:00:00Z', partnerId);
  await order(viaPartner, 1000, '2021-05-10T10:00:00Z', [{ type: 'certificate', certificate_id: viaPartner, cost: 1000 }]);
  const direct = await sale('FG-2', 2000, '2021-05-11T10:00:00Z', null);
  await order(direct, 2000, '2021-05-11T10:00:00Z', [{ type: 'certificate', certificate_id: direct, cost: 2000 }]);
  await order(null, 300, '2021-05-12T10:00:00Z', [service(300)]);
  const basket = await sale('FG-3', 500, '2021-05-13T10:00:00Z', null);
  await order(basket, 700, '2021-05-13T10:00:00Z', [{ type: 'certificate', certificate_id: basket, cost: 500 }, service(200)]);
  // not sold in May: an unpaid sale, services paid in June
  const unpaid = await sale('FG-4', 4000, null, partnerId);
  await order(unpaid, 4000, '2021-05-14T10:00:00Z', [{ type: 'certificate', certificate_id: unpaid, cost: 4000 }], false);
  await order(null, 900, '2021-06-01T10:00:00Z', [service(900)]);
});
afterAll(async () => ctx?.close());

const get = async (url: string, language = 'ru') =>
  ctx.app.inject({ method: 'GET', url: `/gw${url}`, headers: { ...(await authAs(ctx.app, 'admin')), 'accept-language': language } });
type Row = { id: string | null; name: string; cost: number };

describe('one definition of each figure (issue 27)', () => {
  it('gives the statistics and the orders report, on screen and in its file, the same paid figure for the network', async () => {
    const stats = (await get(`/analytics/stats?dateFrom=${MAY.from}&dateTo=${MAY.to}`)).json();
    const report = (await get(`/report/order/${MAY.from}/${MAY.to}`)).json();
    // certificates 1000 + 2000 + 500, services 300 + 200
    expect(stats.brutto).toBe(4000);
    expect(report.totals.paid).toBe(stats.brutto);
    expect(stats.services).toEqual({ count: 2, cost: 500 });
    expect(stats.count).toBe(3);
    expect(stats.averageCheck).toBe(Math.round((3500 / 3) * 100) / 100);
    expect(stats.sales.reduce((sum: number, day: { cost: number }) => sum + day.cost, 0)).toBe(stats.brutto);
    expect(stats.partners.reduce((sum: number, row: Row) => sum + row.cost, 0)).toBe(stats.brutto);

    const sheet = await get(`/report/order/excel?from=${MAY.from}&to=${MAY.to}`);
    expect((await readSheet(sheet.rawPayload)).at(-1)).toEqual(['Оплачено', null, null, null, null, null, null, null, stats.brutto]);
  });

  it('names the sales without a partner, services included, as direct sales in the reader’s language', async () => {
    const partners = (await get(`/analytics/stats?dateFrom=${MAY.from}&dateTo=${MAY.to}`)).json().partners as Row[];
    expect(partners).toEqual([
      expect.objectContaining({ id: null, name: 'Прямые продажи', cost: 3000 }),
      expect.objectContaining({ id: partnerId, name: 'Партнер Цифр', cost: 1000 }),
    ]);
    const english = (await get(`/analytics/stats?dateFrom=${MAY.from}&dateTo=${MAY.to}`, 'en')).json().partners as Row[];
    expect(english.find((row) => row.id === null)?.name).toBe('Direct sales');
  });

  it("gives a partner's statistics, orders report and sales report the same paid figure, with no services", async () => {
    const stats = (await get(`/partners/${partnerId}/stats?dateFrom=${MAY.from}&dateTo=${MAY.to}`)).json();
    const orders = (await get(`/report/order/${MAY.from}/${MAY.to}?type=partner&id=${partnerId}`)).json();
    const sales = (await get(`/report/partner/${partnerId}/${MAY.from}/${MAY.to}`)).json();
    expect(stats.brutto).toBe(1000);
    expect(stats.services).toEqual({ count: 0, cost: 0 });
    expect(orders.totals.paid).toBe(stats.brutto);
    expect(sales.totals).toEqual({ cost: stats.brutto, reward: stats.reward });
  });
});

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('the services sold at scale (migration 0411)', () => {
  it('reads the paid orders holding services through their partial index, not every order of the period', async () => {
    await sql`
      insert into orders (cost, status, payed, pay_date, items, created_at)
      select 100, 'PAID', true, timestamptz '2021-05-01 00:00:00+00' + g * interval '1 minute', '[{"type": "certificate", "cost": 100}]', now()
      from generate_series(1, 20000) g
    `.execute(db());
    await sql`analyze orders`.execute(db());
    const [explained] = await db().selectFrom(soldServices(db(), {}, MAY).as('sv')).select(sql`sum(sv.price)`.as('paid')).explain<{ 'QUERY PLAN': unknown }>('json');
    const plan = explained?.['QUERY PLAN'];
    const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
    expect(nodesOf(root!.Plan).map((node) => node['Index Name'])).toContain('orders_paid_services_idx');
  });
});
