import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

let ctx: TestContext;
let agent: Record<string, string>;
const fx = saleFixtures(() => ctx);
const db = () => ctx.database.db;
const post = (url: string, headers: Record<string, string>, payload?: object) => ctx.app.inject({ method: 'POST', url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });
const pathOf = (url: string) => new URL(url).pathname;
const providerOrderIdOf = (url: string) => decodeURIComponent(pathOf(url).split('/').pop()!);
const form = { 'content-type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  ctx = await buildTestApp();
  agent = await authAs(ctx.app, 'agent');
});
afterAll(async () => ctx?.close());

async function sale() {
  const rate = await fx.rate('BASIC');
  const res = await fx.sell(agent, { rate_id: rate.id, client: { phone: fx.phone(), name: 'Одна Оплата', email: '' } });
  const sold = res.json() as { id: string; order_id: string; cost: number };
  return { ...sold, amount: Math.round(sold.cost * 100) };
}
const link = async (acquirer: string, certificateId: string) => (await post(`/merchant/${acquirer}/order/light`, agent, { certificate_id: certificateId })).json().paymentUrl as string;
const sandboxStatus = async (providerOrderId: string) =>
  (await db().selectFrom('sandbox_payments').select('status').where('provider_order_id', '=', providerOrderId).executeTakeFirstOrThrow()).status;
const sessions = (orderId: string) => db().selectFrom('payment_sessions').select(['provider', 'status']).where('order_id', '=', orderId).orderBy('created_at').execute();
const refunds = (providerOrderId: string) => db().selectFrom('sandbox_refunds').select(['provider', 'amount', 'reason']).where('provider_order_id', '=', providerOrderId).execute();

describe('one order, one payment (D4/one-payment)', () => {
  it('reuses the open session when the same acquirer is asked again', async () => {
    const sold = await sale();
    const first = await link('sberbank', sold.id);
    expect(await link('sberbank', sold.id)).toBe(first);
    expect(await sessions(sold.order_id)).toEqual([{ provider: 'sberbank', status: 'OPEN' }]);
  });

  it('cancels the open session at its acquirer before opening one at another, so the first link cannot be paid', async () => {
    const sold = await sale();
    const first = await link('sberbank', sold.id);
    const second = await link('tinkoff', sold.id);
    expect(second).not.toBe(first);
    expect(await sandboxStatus(providerOrderIdOf(first))).toBe('CANCELLED');
    expect(await sessions(sold.order_id)).toEqual([{ provider: 'sberbank', status: 'SUPERSEDED' }, { provider: 'tinkoff', status: 'OPEN' }]);
    const stale = await ctx.app.inject({ method: 'POST', url: `${pathOf(first)}/confirm`, headers: form, payload: '' });
    expect(stale.statusCode).toBe(409);
    expect((await db().selectFrom('certificates').select('status').where('id', '=', sold.id).executeTakeFirstOrThrow()).status).toBe('PENDING');
    expect((await ctx.app.inject({ method: 'POST', url: `${pathOf(second)}/confirm`, headers: form, payload: '' })).statusCode).toBe(303);
    expect((await db().selectFrom('certificates').select('status').where('id', '=', sold.id).executeTakeFirstOrThrow()).status).toBe('ACTIVE');
  });

  it('refuses a new session while the open one is being paid', async () => {
    const sold = await sale();
    const first = await link('sberbank', sold.id);
    // the payer pressed 'Pay' and the acquirer has not called back yet
    await db().updateTable('sandbox_payments').set({ status: 'CONFIRMED' }).where('provider_order_id', '=', providerOrderIdOf(first)).execute();
    const res = await post('/merchant/tinkoff/order/light', agent, { certificate_id: sold.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Заказ сейчас оплачивается: дождитесь результата');
    expect(await sessions(sold.order_id)).toEqual([{ provider: 'sberbank', status: 'OPEN' }]);
  });

  it('records a payment into a superseded session and refunds it through its acquirer, once', async () => {
    const sold = await sale();
    const first = await link('sberbank', sold.id);
    await link('tinkoff', sold.id);
    const stale = providerOrderIdOf(first);
    // a real acquirer may take the money in the moment the cancel is on its way
    await db().updateTable('sandbox_payments').set({ status: 'CONFIRMED' }).where('provider_order_id', '=', stale).execute();
    const callback = ctx.app.providers.acquirers.sberbank.callbackFor!(stale, 'PAID', sold.amount);
    const res = await post('/payments/callback/sberbank', {}, callback);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'REFUNDED' });
    expect(await refunds(stale)).toEqual([{ provider: 'sberbank', amount: sold.cost, reason: 'SUPERSEDED' }]);
    expect((await db().selectFrom('orders').select('status').where('id', '=', sold.order_id).executeTakeFirstOrThrow()).status).toBe('CREATED');
    expect((await post('/payments/callback/sberbank', {}, callback)).json()).toEqual({ status: 'REFUNDED' });
    expect(await refunds(stale)).toHaveLength(1);
    const journal = await db().selectFrom('payment_callbacks').select('outcome').where('provider_order_id', '=', stale).orderBy('created_at').execute();
    expect(journal.map((row) => row.outcome)).toEqual(['REFUNDED', 'REPEATED']);
  });

  it('refunds a second payment of an order already paid through another session', async () => {
    const sold = await sale();
    const first = await link('sberbank', sold.id);
    const firstId = providerOrderIdOf(first);
    const second = await link('tinkoff', sold.id);
    await ctx.app.inject({ method: 'POST', url: `${pathOf(second)}/confirm`, headers: form, payload: '' });
    await db().updateTable('sandbox_payments').set({ status: 'CONFIRMED' }).where('provider_order_id', '=', firstId).execute();
    const res = await post('/payments/callback/sberbank', {}, ctx.app.providers.acquirers.sberbank.callbackFor!(firstId, 'PAID', sold.amount));
    expect(res.json()).toEqual({ status: 'REFUNDED' });
    expect(await refunds(firstId)).toHaveLength(1);
    expect(await db().selectFrom('payment_receipts').select('provider').where('order_id', '=', sold.order_id).execute()).toEqual([{ provider: 'tinkoff' }]);
  });
});
