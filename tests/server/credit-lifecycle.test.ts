import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditSchedule, creditTotals } from '../../common/credit';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { creditSales } from './support/credit-sales';

dayjs.extend(utc);

let ctx: TestContext;
let brutto: Record<string, string>;
let admin: Record<string, string>;
const credit = creditSales(() => ctx, () => brutto);
const { fx, run, later } = credit;
const db = () => ctx.database.db;
const post = (url: string, headers: Record<string, string>, payload?: object) => ctx.app.inject({ method: 'POST', url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await buildTestApp();
  brutto = await authAs(ctx.app, 'agent-brutto');
  admin = await authAs(ctx.app, 'admin');
});
afterAll(async () => ctx?.close());

const sellCredit = credit.sell;
/** The client pays instalment 1 on the sandbox page, which saves the card for autopay. */
const payFirstInstalment = credit.payOpenInstalment;

const card = async (id: string) => (await ctx.app.inject({ method: 'GET', url: `/gw/certificates/${id}`, headers: admin })).json();
const certificate = (id: string) => db().selectFrom('certificates').select(['status', 'blocked', 'blocked_type', 'is_auto_pay', 'blocked_by_role']).where('id', '=', id).executeTakeFirstOrThrow();

describe('credit sale terms (D2)', () => {
  it('bounds the instalments by the tariff validity, naming credit.period in every language', async () => {
    const trial = await fx.rate('TRIAL');
    const basic = await fx.rate('BASIC');
    for (const [rate, period] of [[trial, 2], [basic, 120], [basic, 13]] as const) {
      const cost = creditTotals(rate.cost, period, 2).total;
      const res = await fx.sell(brutto, { rate_id: rate.id, client: { phone: fx.phone(), name: 'Заемщик' }, credit: { period, cost, percent: 2 } }, '/gw/v2/certificates');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ 'credit.period': 'Платежей не может быть больше, чем месяцев действия тарифа' });
    }
    const cost = creditTotals(basic.cost, 120, 2).total;
    const en = await ctx.app.inject({ method: 'POST', url: '/gw/v2/certificates', headers: { ...brutto, 'accept-language': 'en' }, payload: { rate_id: basic.id, client: { phone: fx.phone(), name: 'Заемщик' }, credit: { period: 120, cost, percent: 2 } } });
    expect(en.json().errors['credit.period']).toBe('There cannot be more instalments than months of the tariff validity');
    expect(await db().selectFrom('certificates').select('id').where('type', '=', 'CREDIT').execute()).toHaveLength(0);
  });

  it('refuses a body whose credit cost differs from the server computation', async () => {
    const basic = await fx.rate('BASIC');
    const right = creditTotals(basic.cost, 12, 3).total;
    const body = (cost?: number) => ({ rate_id: basic.id, client: { phone: fx.phone(), name: 'Заемщик' }, credit: { period: 12, percent: 3, ...(cost === undefined ? {} : { cost }) } });
    const wrong = await fx.sell(brutto, body(right - 1), '/gw/v2/certificates');
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(['credit.cost']);
    expect((await fx.sell(brutto, body(), '/gw/v2/certificates')).statusCode).toBe(400);
    expect((await fx.sell(brutto, body(right), '/gw/v2/certificates')).statusCode).toBe(201);
  });

  it('puts month-end due dates on the last day of shorter months', () => {
    const leap = creditSchedule(12000, 4, 2, new Date('2024-01-31T20:00:00Z')).schedule.map((i) => i.due_date);
    expect(leap).toEqual(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30']);
    expect(creditSchedule(12000, 2, 2, '2025-01-31').schedule[1]!.due_date).toBe('2025-02-28');
  });

  it('stores one instalment per month, the first one the order to pay; amounts in exact kopecks', async () => {
    const sale = await sellCredit('PREMIUM', 12, 2);
    const rows = await db().selectFrom('credit_instalments').selectAll().where('certificate_id', '=', sale.id).orderBy('number').execute();
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => r.amount)).toEqual(Array(12).fill(4080));
    expect(rows[0]).toMatchObject({ order_id: sale.order_id, state: 'OPEN' });
    expect(rows.slice(1).every((r) => r.order_id === null && r.state === 'SCHEDULED')).toBe(true);
    const { schedule } = creditSchedule(10000.01, 3, 3.5, new Date());
    expect(Math.round(schedule.reduce((sum, i) => sum + i.amount * 100, 0))).toBe(Math.round(creditTotals(10000.01, 3, 3.5).total * 100));
  });
});

describe('credit lifecycle and autopay (D2, C10)', () => {
  it('activates on the first instalment and shows the next instalment as the next payment', async () => {
    const sale = await sellCredit('STANDARD', 12);
    await payFirstInstalment(sale);
    expect((await certificate(sale.id)).status).toBe('ACTIVE');
    const shown = await card(sale.id);
    expect(shown.nextPayment).toEqual({ number: 2, date: dayjs.utc().add(1, 'month').format('YYYY-MM-DD'), amount: 2050 });
    expect(shown.instalments.map((i: { status: string }) => i.status)).toEqual(['PAID', ...Array(11).fill('SCHEDULED')]);
  });

  it('charges a due instalment on the saved card exactly once, even when the job runs twice at once', async () => {
    const sale = await sellCredit('BASIC', 12, 2);
    await payFirstInstalment(sale);
    const now = later(1);
    const reports = await Promise.all([run(now), run(now)]);
    expect(reports.reduce((sum, r) => sum + r.charged, 0)).toBeGreaterThanOrEqual(1);
    expect((await run(now)).charged).toBe(0);
    const orders = await db().selectFrom('orders').select(['id', 'status', 'cost', 'auto_payment']).where('certificate_id', '=', sale.id).orderBy('number').execute();
    expect(orders.map((o) => [o.status, o.cost, o.auto_payment])).toEqual([['PAID', 1020, true], ['PAID', 1020, true]]);
    const charges = await db().selectFrom('sandbox_payments').select('provider_order_id').where('order_id', '=', orders[1]!.id).execute();
    expect(charges).toHaveLength(1);
    expect(await db().selectFrom('payment_receipts').select('id').where('order_id', '=', orders[1]!.id).execute()).toHaveLength(1);
    const shown = await card(sale.id);
    expect(shown.instalments.slice(0, 3).map((i: { status: string }) => i.status)).toEqual(['PAID', 'PAID', 'SCHEDULED']);
    expect(shown.nextPayment).toMatchObject({ number: 3, amount: 1020 });
    expect(await certificate(sale.id)).toMatchObject({ status: 'ACTIVE', blocked: false });
  });

  it('blocks for non-payment when the charge is declined, and lifts the block once the client pays by link', async () => {
    const sale = await sellCredit('BASIC', 6);
    await payFirstInstalment(sale);
    await db().updateTable('sandbox_saved_cards').set({ revoked_at: new Date() }).where('provider_order_id', 'in', db().selectFrom('payment_receipts').select('provider_order_id').where('order_id', '=', sale.order_id)).execute();
    expect((await run(later(1))).declined).toBe(1);
    expect(await certificate(sale.id)).toMatchObject({ blocked: true, blocked_type: 'NON_PAYMENT' });
    expect((await card(sale.id)).instalments[1].status).toBe('DECLINED');
    await payFirstInstalment(sale);
    expect((await run(later(1))).lifted).toBe(1);
    expect(await certificate(sale.id)).toMatchObject({ blocked: false, blocked_type: null });
    expect((await card(sale.id)).instalments[1].status).toBe('PAID');
  });

  it('without autopay opens the due instalment for payment and blocks once it is past the grace period', async () => {
    const sale = await sellCredit('BASIC', 12);
    await payFirstInstalment(sale);
    expect((await post(`/orders/detach/${sale.id}`, admin)).statusCode).toBe(200);
    expect((await run(later(1))).opened).toBe(1);
    expect(await certificate(sale.id)).toMatchObject({ blocked: false });
    expect((await run(later(1, 4))).blocked).toBe(1);
    expect(await certificate(sale.id)).toMatchObject({ blocked: true, blocked_type: 'NON_PAYMENT', blocked_by_role: 'SYSTEM' });
    expect((await card(sale.id)).instalments[1].status).toBe('OVERDUE');
    // the lender's block is not the seller's to lift (ACC-4)
    const lift = await ctx.app.inject({ method: 'PATCH', url: `/gw/certificates/${sale.id}`, headers: brutto, payload: { blocked: false } });
    expect(lift.statusCode).toBe(403);
  });

  it('lets an admin or the client switch autopay off, never the seller', async () => {
    const holder = await db().selectFrom('clients').innerJoin('users', 'users.id', 'clients.user_id').select('clients.phone').where('users.login', '=', 'client').executeTakeFirstOrThrow();
    const sale = await sellCredit('BASIC', 12, 2, holder.phone!);
    const seller = await post(`/orders/detach/${sale.id}`, brutto);
    expect(seller.statusCode).toBe(403);
    expect((await post(`/orders/detach/${sale.id}`, await authAs(ctx.app, 'agent-admin'))).statusCode).toBe(403);
    expect((await post(`/orders/detach/${sale.id}`, await authAs(ctx.app, 'client-new'))).statusCode).toBe(404);
    expect((await certificate(sale.id)).is_auto_pay).toBe(true);
    const byClient = await post(`/orders/detach/${sale.id}`, await authAs(ctx.app, 'client'));
    expect(byClient.json()).toEqual({ id: sale.id, isAutoPay: false });
    const other = await sellCredit('BASIC', 12);
    expect((await post(`/orders/detach/${other.id}`, admin)).json()).toEqual({ id: other.id, isAutoPay: false });
    expect((await certificate(other.id)).is_auto_pay).toBe(false);
  });
});
