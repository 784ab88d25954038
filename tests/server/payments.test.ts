import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

let ctx: TestContext;
let agent: Record<string, string>;
const fx = saleFixtures(() => ctx);
const db = () => ctx.database.db;
const post = (url: string, headers: Record<string, string>, payload?: object) => ctx.app.inject({ method: 'POST', url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await buildTestApp();
  agent = await authAs(ctx.app, 'agent');
});
afterAll(async () => ctx?.close());

let payers = 0;
async function sale(code = 'BASIC') {
  const rate = await fx.rate(code);
  payers += 1;
  const res = await fx.sell(agent, { rate_id: rate.id, client: { phone: fx.phone(), name: 'Плательщик', email: `payer${payers}@example.com` } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; order_id: string; cost: number; period: number };
}

const pathOf = (url: string) => new URL(url).pathname;
const certificate = (id: string) => db().selectFrom('certificates').select(['status', 'start_date', 'finish_date']).where('id', '=', id).executeTakeFirstOrThrow();
const receipts = (orderId: string) => db().selectFrom('payment_receipts').selectAll().where('order_id', '=', orderId).execute();
const providerOrderId = async (orderId: string) => (await db().selectFrom('orders').select('provider_order_id').where('id', '=', orderId).executeTakeFirstOrThrow()).provider_order_id!;

describe('paying through the sandbox acquirer (D4)', () => {
  it('shows the hosted page and activates the certificate once the payer pays', async () => {
    const sold = await sale();
    const res = await post('/merchant/sberbank/order/light', agent, { certificate_id: sold.id });
    expect(res.statusCode).toBe(200);
    const { paymentUrl, order_id } = res.json();
    expect(order_id).toBe(sold.order_id);
    expect(pathOf(paymentUrl)).toMatch(/^\/gw\/sandbox\/pay\/sberbank-/);
    const page = await ctx.app.inject({ method: 'GET', url: pathOf(paymentUrl) });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Оплатить');
    expect(page.body).toContain('Отказаться');
    expect(page.body).toMatch(/9\s600,00/);
    const confirm = await ctx.app.inject({ method: 'POST', url: `${pathOf(paymentUrl)}/confirm`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toContain(`/cabinet/payment/${order_id}?token=`);
    const row = await certificate(sold.id);
    expect(row.status).toBe('ACTIVE');
    const expectedFinish = new Date(row.start_date!);
    expectedFinish.setMonth(expectedFinish.getMonth() + sold.period);
    expect(row.finish_date!.toISOString().slice(0, 10)).toBe(expectedFinish.toISOString().slice(0, 10));
    const order = await db().selectFrom('orders').selectAll().where('id', '=', order_id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'PAID', payed: true, issue: 'SBERBANK' });
    expect(order.pay_date).toBeInstanceOf(Date);
    expect(await receipts(order_id)).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'GET', url: pathOf(paymentUrl) })).body).not.toContain('<form');
    expect((await post('/merchant/sberbank/order/light', agent, { certificate_id: sold.id })).statusCode).toBe(409);
  });

  it('takes the same PAID callback twice (even at once) and activates and records a receipt once', async () => {
    const sold = await sale();
    await post('/merchant/tinkoff/order/light', agent, { certificate_id: sold.id });
    const callback = ctx.app.providers.acquirers.tinkoff.callbackFor!(await providerOrderId(sold.order_id), 'PAID', Math.round(sold.cost * 100));
    const [first, second] = await Promise.all([post('/payments/callback/tinkoff', {}, callback), post('/payments/callback/tinkoff', {}, callback)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const activated = await certificate(sold.id);
    const again = await post('/payments/callback/tinkoff', {}, callback);
    expect(again.json()).toEqual({ status: 'PAID' });
    expect(await certificate(sold.id)).toEqual(activated);
    expect(await receipts(sold.order_id)).toHaveLength(1);
    expect((await db().selectFrom('orders').select('issue').where('id', '=', sold.order_id).executeTakeFirstOrThrow()).issue).toBe('TINKOFF');
  });

  it('refuses a callback with a bad signature', async () => {
    const sold = await sale();
    await post('/merchant/sberbank/order/light', agent, { certificate_id: sold.id });
    const forged = { providerOrderId: await providerOrderId(sold.order_id), status: 'PAID', amount: Math.round(sold.cost * 100), signature: 'ab'.repeat(32) };
    const res = await post('/payments/callback/sberbank', {}, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Неверная подпись уведомления об оплате');
    expect((await certificate(sold.id)).status).toBe('PENDING');
  });

  it('marks a declined payment FAILED and lets the payer try again', async () => {
    const sold = await sale();
    const { paymentUrl } = (await post('/merchant/sberbank/order/light', agent, { certificate_id: sold.id })).json();
    expect((await ctx.app.inject({ method: 'POST', url: `${pathOf(paymentUrl)}/decline` })).statusCode).toBe(303);
    expect((await db().selectFrom('orders').select('status').where('id', '=', sold.order_id).executeTakeFirstOrThrow()).status).toBe('FAILED');
    expect((await certificate(sold.id)).status).toBe('PENDING');
    const status = await post('/acquiring', agent, { order_id: sold.order_id });
    expect(status.json()).toMatchObject({ status: 'FAILED', payed: false });
    const retry = (await post('/merchant/sberbank/order/light', agent, { certificate_id: sold.id })).json();
    expect(retry.paymentUrl).not.toBe(paymentUrl);
    await ctx.app.inject({ method: 'POST', url: `${pathOf(retry.paymentUrl)}/confirm` });
    expect((await certificate(sold.id)).status).toBe('ACTIVE');
  });

  it('sells a basket and pays it with one order that activates every certificate', async () => {
    const [basic, trial] = await Promise.all([fx.rate('BASIC'), fx.rate('TRIAL')]);
    const res = await post('/merchant/sberbank/order/light', agent, {
      phone: fx.phone(), name: 'Корзина', email: '', sold_online: false, sendSms: true, paymentType: 'AGENT',
      certificates: [{ rateId: basic.id, type: 'DEFAULT', period: 12 }, { rateId: trial.id, type: 'DEFAULT', period: 1 }],
    });
    expect(res.statusCode).toBe(200);
    const { paymentUrl, order_id } = res.json();
    const order = await db().selectFrom('orders').select(['cost', 'items']).where('id', '=', order_id).executeTakeFirstOrThrow();
    expect(order.cost).toBe((basic.cost + trial.cost) * 0.8);
    expect(order.items).toHaveLength(2);
    await ctx.app.inject({ method: 'POST', url: `${pathOf(paymentUrl)}/confirm` });
    const ids = (order.items as { certificate_id: string }[]).map((item) => item.certificate_id);
    for (const id of ids) expect((await certificate(id)).status).toBe('ACTIVE');
    const sms = await db().selectFrom('sms_log').select('text').where('text', 'like', `%${pathOf(paymentUrl)}%`).execute();
    expect(sms).toHaveLength(1);
  });

  it("does not let an agent pay another agent's certificate", async () => {
    const sold = await sale();
    const other = await authAs(ctx.app, 'agent-brutto');
    expect((await post('/merchant/sberbank/order/light', other, { certificate_id: sold.id })).statusCode).toBe(403);
    expect((await post('/send/bill', other, { certificate_id: sold.id, channel: 'sms' })).statusCode).toBe(403);
  });
});

describe('payment link (D5) and the provider logs (M1, M2)', () => {
  it('sends the link by SMS and by e-mail through the providers', async () => {
    const sold = await sale();
    const sms = await post('/send/bill', agent, { certificate_id: sold.id, channel: 'sms' });
    expect(sms.json()).toEqual({ message: 'Ссылка на оплату успешно отправлена' });
    const { payment_url: url } = await db().selectFrom('orders').select('payment_url').where('id', '=', sold.order_id).executeTakeFirstOrThrow();
    const logged = await db().selectFrom('sms_log').selectAll().orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(logged.text).toContain(url!);
    expect(logged.phone).toMatch(/^7999/);
    expect((await post('/send/bill', agent, { certificate_id: sold.id, channel: 'email' })).statusCode).toBe(200);
    const mail = await db().selectFrom('email_outbox').selectAll().where('recipient', '=', `payer${payers}@example.com`).executeTakeFirstOrThrow();
    expect(mail.body).toContain(url!);
    const admin = await authAs(ctx.app, 'admin');
    const smsLog = (await ctx.app.inject({ method: 'GET', url: '/gw/notifications/sms?perPage=1', headers: admin })).json();
    expect(smsLog).toMatchObject({ total: expect.any(Number), perPage: 1, page: 1, data: [{ phone: logged.phone, text: logged.text }] });
    const mailLog = (await ctx.app.inject({ method: 'GET', url: '/gw/notifications/email', headers: admin })).json();
    expect(mailLog.data[0]).toMatchObject({ recipient: `payer${payers}@example.com`, subject: expect.stringContaining('Оплата сертификата') });
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/notifications/sms', headers: agent })).statusCode).toBe(403);
  });
});

describe('API documentation', () => {
  it('documents the sale and payment routes', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/gw/openapi.json' })).json();
    for (const path of ['/gw/certificates/info/{id}', '/gw/v2/certificates', '/gw/merchant/tinkoff/order/light', '/gw/payments/callback/{provider}', '/gw/sandbox/pay/{providerOrderId}', '/gw/send/bill', '/gw/acquiring']) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });
});

describe('direct purchase (D6)', () => {
  it('lets a client buy a tariff for 12 months by default and pay it', async () => {
    const client = await authAs(ctx.app, 'client');
    const standard = await fx.rate('STANDARD');
    const res = await post('/merchant/sberbank/order', client, { certificates: [{ rateId: standard.id }] });
    expect(res.statusCode).toBe(200);
    const { paymentUrl, order_id } = res.json();
    expect(paymentUrl).toContain('/gw/sandbox/pay/');
    const order = await db().selectFrom('orders').innerJoin('certificates as c', 'c.id', 'orders.certificate_id').select(['c.period', 'c.sold_online', 'orders.cost', 'orders.payment_type']).where('orders.id', '=', order_id).executeTakeFirstOrThrow();
    expect(order).toEqual({ period: 12, sold_online: true, cost: standard.cost, payment_type: 'CABINET' });
    expect((await post('/acquiring', client, { order_id })).json()).toMatchObject({ status: 'CREATED', paymentUrl });
    expect((await post('/merchant/sberbank/order', agent, { certificates: [{ rateId: standard.id }] })).statusCode).toBe(403);
  });
});
