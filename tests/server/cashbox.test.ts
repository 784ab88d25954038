import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../server/jobs/queue';
import { receiptQueue } from '../../server/modules/cashbox/worker';
import { retryDelayMs } from '../../server/modules/messages/retry';
import { SandboxFiscalRegister } from '../../server/providers/fiscal/sandbox';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

/**
 * M4: the online cash desk. A confirmed payment queues its receipt in the callback's transaction, once however often
 * the callback comes; a payment into a superseded session gets a sale and a refund receipt; the admin issues a paid
 * order's receipt with or without VAT (PUT /receipt), once per payment even when asked at once; the worker sends it
 * to the register, retries while the register is down, and records its fiscal data and URL. ADMIN only.
 */
let ctx: TestContext;
let admin: Record<string, string>;
let agent: Record<string, string>;
let fails = true;
let worker: JobQueue;
const fx = saleFixtures(() => ctx);
const db = () => ctx.database.db;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });
const receiptsOf = (orderId: string) => db().selectFrom('fiscal_receipts').selectAll().where('order_id', '=', orderId).orderBy('number').execute();
const soon = (ms = 0) => new Date(Date.now() + 1000 + ms);

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  agent = await authAs(ctx.app, 'agent');
  const register = new SandboxFiscalRegister({ publicUrl: 'https://certificates.test', delayMs: 0, random: () => (fails ? 0 : 1) });
  worker = new JobQueue({ db: db(), log: ctx.app.log }).define(receiptQueue({ db: db(), register, log: ctx.app.log }));
}, 300_000);
afterAll(async () => ctx?.close());

/** A seeded paid order no receipt was issued for (paid before the cash desk). */
async function paidOrder(skip = 0) {
  return db().selectFrom('orders').select(['id', 'cost']).where('status', '=', 'PAID')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('fiscal_receipts').select('id').whereRef('fiscal_receipts.order_id', '=', 'orders.id'))))
    .orderBy('number').offset(skip).limit(1).executeTakeFirstOrThrow();
}

let buyers = 0;
async function sale() {
  const rate = await fx.rate('BASIC');
  buyers += 1;
  const email = `buyer${buyers}.${Date.now()}@example.com`;
  const reply = await fx.sell(agent, { rate_id: rate.id, client: { phone: fx.phone(), name: 'Чек Покупателя', email } });
  expect(reply.statusCode).toBe(201);
  const sold = reply.json() as { id: string; order_id: string; cost: number };
  return { ...sold, email, amount: Math.round(sold.cost * 100) };
}
const providerOrderIdOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop()!);
const link = async (acquirer: string, certificateId: string) =>
  providerOrderIdOf((await call('POST', `/merchant/${acquirer}/order/light`, agent, { certificate_id: certificateId })).json().paymentUrl);
const callback = (acquirer: 'sberbank' | 'tinkoff', providerOrderId: string, amount: number) =>
  call('POST', `/payments/callback/${acquirer}`, {}, ctx.app.providers.acquirers[acquirer].callbackFor!(providerOrderId, 'PAID', amount));

describe('receipts of payments', () => {
  it('queues one sale receipt with a confirmed payment, however often and however concurrently the callback comes', async () => {
    const sold = await sale();
    const session = await link('sberbank', sold.id);
    const replies = await Promise.all([1, 2, 3].map(() => callback('sberbank', session, sold.amount)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const receipts = await receiptsOf(sold.order_id);
    expect(receipts).toEqual([expect.objectContaining({ kind: 'SELL', status: 'QUEUED', amount_kopecks: sold.amount, vat: 'VAT20', customer: sold.email })]);
    expect(receipts[0]!.vat_kopecks).toBe(Math.round((sold.amount * 20) / 120));
  });

  it('issues a sale and a refund receipt for a payment into a superseded session, once', async () => {
    const sold = await sale();
    const stale = await link('sberbank', sold.id);
    await link('tinkoff', sold.id);
    await db().updateTable('sandbox_payments').set({ status: 'CONFIRMED' }).where('provider_order_id', '=', stale).execute();
    expect((await callback('sberbank', stale, sold.amount)).json()).toEqual({ status: 'REFUNDED' });
    await callback('sberbank', stale, sold.amount);
    const [sell, refund, ...more] = await receiptsOf(sold.order_id);
    expect(more).toEqual([]);
    expect(sell).toMatchObject({ kind: 'SELL', payment: `session:sberbank:${stale}`, amount_kopecks: sold.amount });
    expect(refund).toMatchObject({ kind: 'SELL_REFUND', payment: `session:sberbank:${stale}`, refund_of: sell!.id, amount_kopecks: sold.amount, vat: sell!.vat });
  });
});

describe('PUT /receipt', () => {
  it("issues a paid order's receipt without VAT; the same again answers it, another VAT is refused", async () => {
    const order = await paidOrder();
    const issued = await call('PUT', '/receipt', admin, { order_id: order.id, vat: false });
    expect(issued.statusCode).toBe(201);
    expect(issued.json()).toMatchObject({ vat: 'NONE', vat_kopecks: 0, amount_kopecks: Math.round(order.cost * 100), status: 'QUEUED', kind: 'SELL', receipt_url: null });
    const again = await call('PUT', '/receipt', admin, { order_id: order.id, vat: false });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(issued.json().id);
    const other = await call('PUT', '/receipt', admin, { order_id: order.id, vat: true });
    expect(other.statusCode).toBe(409);
    expect(other.json().errors).toEqual({ vat: 'Чек по этому платежу уже выбит с другим НДС' });
    expect(await receiptsOf(order.id)).toHaveLength(1);
  });

  it('computes 20 % VAT inside the price on the server', async () => {
    const order = await paidOrder();
    const { vat_kopecks, amount_kopecks, vat } = (await call('PUT', '/receipt', admin, { order_id: order.id, vat: true })).json();
    expect(vat).toBe('VAT20');
    expect(vat_kopecks).toBe(Math.round((amount_kopecks * 20) / 120));
  });

  it('issues once when asked several times at once', async () => {
    const order = await paidOrder();
    const replies = await Promise.all([1, 2, 3, 4].map(() => call('PUT', '/receipt', admin, { order_id: order.id, vat: true })));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.json().id)).size).toBe(1);
    expect(await receiptsOf(order.id)).toHaveLength(1);
  });

  it('refuses an unpaid order, an unknown one and a bad body with the error contract', async () => {
    const sold = await sale();
    const unpaid = await call('PUT', '/receipt', admin, { order_id: sold.order_id, vat: true });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().errors).toEqual({ order_id: 'Заказ еще не оплачен: чек выбивается по оплате' });
    expect((await call('PUT', '/receipt', admin, { order_id: '00000000-0000-4000-8000-000000000000', vat: true })).statusCode).toBe(404);
    const bad = await call('PUT', '/receipt', admin, { order_id: 'x', vat: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('is the admin\'s only: 403 for others, 401 without a token', async () => {
    const order = await paidOrder();
    expect((await call('PUT', '/receipt', agent, { order_id: order.id, vat: true })).statusCode).toBe(403);
    expect((await call('GET', '/receipt', agent)).statusCode).toBe(403);
    expect((await call('GET', `/receipt/all?order_id=${order.id}`, agent)).statusCode).toBe(403);
    expect((await call('GET', '/receipt', {})).statusCode).toBe(401);
  });
});

describe('the receipt worker over the sandbox register', () => {
  it('retries while the register is down, then records the fiscal data and the URL; history, page, PDF and the order show it', async () => {
    const order = await paidOrder();
    const { id } = (await call('PUT', '/receipt', admin, { order_id: order.id, vat: false })).json();
    fails = true;
    const now = soon();
    await worker.tick(now);
    const waiting = (await receiptsOf(order.id))[0]!;
    expect(waiting).toMatchObject({ status: 'QUEUED', attempts: 1, provider_id: null });
    expect(waiting.last_error).toContain('unavailable');
    expect(waiting.next_attempt_at!.getTime()).toBe(now.getTime() + retryDelayMs(1));
    fails = false;
    const retry = new Date(now.getTime() + retryDelayMs(1));
    await worker.tick(retry);
    expect((await receiptsOf(order.id))[0]).toMatchObject({ status: 'SENT', attempts: 2, provider: 'sandbox', last_error: null });
    await worker.tick(new Date(retry.getTime() + 60_000));
    const one = (await call('GET', `/receipt/${id}`, admin)).json();
    expect(one).toMatchObject({ id, status: 'DONE', vat: 'NONE', fiscal: { fn_number: expect.stringMatching(/^\d{16}$/), fiscal_document_number: expect.any(Number) } });
    expect(one.receipt_url).toMatch(/^https:\/\/certificates\.test\/gw\/receipt\/check\?fn=\d{16}&i=\d+&fp=\d+$/);

    const history = (await call('GET', '/receipt?perPage=100', admin)).json();
    expect(history).toMatchObject({ page: 1, perPage: 100, total: expect.any(Number) });
    expect(history.data.find((row: { id: string }) => row.id === id)).toMatchObject({ status: 'DONE', vat: 'NONE', rate_name: expect.any(String) });
    expect((await call('GET', `/receipt/all?order_id=${order.id}`, admin)).json()).toEqual([expect.objectContaining({ id, status: 'DONE' })]);
    const pdf = await call('GET', `/receipt/${id}/pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // the register's URL opens the receipt without signing in, by its fiscal attributes only
    const publicPage = await ctx.app.inject({ method: 'GET', url: new URL(one.receipt_url).pathname + new URL(one.receipt_url).search });
    expect(publicPage.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/gw/receipt/check?fn=${one.fiscal.fn_number}&i=1&fp=1` })).statusCode).toBe(404);

    const shown = (await call('GET', `/orders/${order.id}`, admin)).json();
    expect(shown.receipts).toEqual([expect.objectContaining({ id, status: 'DONE', vat: 'NONE', kind: 'SELL' })]);
    expect(shown.receipt).toEqual({ receipt_id: id, receipt_url: one.receipt_url, rate_name: one.rate_name });
  });
});
