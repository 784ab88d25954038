import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ConfigError, loadConfig } from '../../server/config';
import type { Acquirers } from '../../server/providers/index';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp, testConfig } from './helper';
import { saleFixtures } from './sale-fixtures';

let ctx: TestContext;
let agent: Record<string, string>;
const fx = saleFixtures(() => ctx);
const db = () => ctx.database.db;
const post = (url: string, headers: Record<string, string>, payload?: object) => ctx.app.inject({ method: 'POST', url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });
const pathOf = (url: string) => new URL(url).pathname;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  ctx = await buildTestApp();
  agent = await authAs(ctx.app, 'agent');
});
afterAll(async () => ctx?.close());

async function saleWithLink(acquirer = 'sberbank') {
  const rate = await fx.rate('BASIC');
  const sold = (await fx.sell(agent, { rate_id: rate.id, client: { phone: fx.phone(), name: 'Песочница', email: '' } })).json() as { id: string; order_id: string; cost: number };
  const { paymentUrl } = (await post(`/merchant/${acquirer}/order/light`, agent, { certificate_id: sold.id })).json() as { paymentUrl: string };
  const { provider_order_id: providerOrderId } = await db().selectFrom('orders').select('provider_order_id').where('id', '=', sold.order_id).executeTakeFirstOrThrow();
  return { ...sold, paymentUrl, providerOrderId: providerOrderId!, amount: Math.round(sold.cost * 100) };
}
const status = async (id: string) => (await db().selectFrom('certificates').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('PAYMENTS: the sandbox only where it is asked for (D4/sandbox)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'payments-config-'));
  const env = (more: Record<string, string>) => ({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...more });

  it('refuses to start in production without an acquirer, and says how to run the sandbox', () => {
    expect(() => loadConfig(env({ NODE_ENV: 'production' }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ NODE_ENV: 'production' }))).toThrow(/PAYMENTS=sandbox/);
    expect(() => loadConfig(env({ NODE_ENV: 'production', PAYMENTS: 'paypal' }))).toThrow(/PAYMENTS="paypal"/);
  });

  it('runs the sandbox in production only when PAYMENTS=sandbox is explicit, and by default elsewhere', () => {
    expect(loadConfig(env({ NODE_ENV: 'production', PAYMENTS: 'sandbox' })).payments).toBe('sandbox');
    expect(loadConfig(env({})).payments).toBe('sandbox');
  });

  it('does not mount the sandbox page when another acquirer takes the money', async () => {
    const real = ctx.app.providers.acquirers;
    const acquirers: Acquirers = { sberbank: { ...bound(real.sberbank), callbackFor: undefined }, tinkoff: { ...bound(real.tinkoff), callbackFor: undefined } };
    const app = await buildApp({ config: testConfig(), database: ctx.database, logger: false, acquirers });
    try {
      const { providerOrderId } = await saleWithLink();
      expect((await app.inject({ method: 'GET', url: `/gw/sandbox/pay/${providerOrderId}` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: `/gw/sandbox/pay/${providerOrderId}/confirm`, headers: form, payload: '' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

/** A plain object with the acquirer's operations, so it is not recognised as the sandbox. */
function bound(acquirer: Acquirers['sberbank']): Acquirers['sberbank'] {
  return {
    name: acquirer.name,
    createOrder: (order) => acquirer.createOrder(order),
    cancelOrder: (id) => acquirer.cancelOrder(id),
    refund: (refund) => acquirer.refund(refund),
    verifyCallback: (callback) => acquirer.verifyCallback(callback),
    chargeSavedCard: (charge) => acquirer.chargeSavedCard(charge),
  };
}

describe('the sandbox page keeps a hosted page’s guarantees', () => {
  it('pays by the page: the amount shown, one confirmation, then back to the order’s result page on PUBLIC_URL', async () => {
    const sale = await saleWithLink();
    expect(sale.paymentUrl.startsWith('https://certificates.test/gw/sandbox/pay/')).toBe(true);
    const page = await ctx.app.inject({ method: 'GET', url: pathOf(sale.paymentUrl) });
    expect(page.body).toContain('>Оплатить<');
    const confirm = await ctx.app.inject({ method: 'POST', url: `${pathOf(sale.paymentUrl)}/confirm`, headers: form, payload: '' });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toMatch(new RegExp(`^https://certificates\\.test/cabinet/payment/${sale.order_id}\\?token=`));
    expect(await status(sale.id)).toBe('ACTIVE');
    const again = await ctx.app.inject({ method: 'POST', url: `${pathOf(sale.paymentUrl)}/confirm`, headers: form, payload: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('По этой платежной сессии решение уже принято или она отменена');
    const decline = await ctx.app.inject({ method: 'POST', url: `${pathOf(sale.paymentUrl)}/decline`, headers: form, payload: '' });
    expect(decline.statusCode).toBe(409);
    expect(await db().selectFrom('payment_receipts').select('id').where('order_id', '=', sale.order_id).execute()).toHaveLength(1);
  });

  it('refuses and records a signed callback whose amount is not the order’s, never activating', async () => {
    const sale = await saleWithLink();
    const cheap = ctx.app.providers.acquirers.sberbank.callbackFor!(sale.providerOrderId, 'PAID', 100);
    const res = await post('/payments/callback/sberbank', {}, cheap);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'E_CONFLICT', errors: { amount: 'Сумма в уведомлении об оплате не совпадает с суммой заказа' } });
    expect(await status(sale.id)).toBe('PENDING');
    const journal = await db().selectFrom('payment_callbacks').select(['outcome', 'amount']).where('provider_order_id', '=', sale.providerOrderId).execute();
    expect(journal).toEqual([{ outcome: 'AMOUNT_MISMATCH', amount: 1 }]);
    // the amount is signed: changing it in a genuine callback breaks the signature
    const genuine = ctx.app.providers.acquirers.sberbank.callbackFor!(sale.providerOrderId, 'PAID', sale.amount);
    expect((await post('/payments/callback/sberbank', {}, { ...genuine, amount: 100 })).statusCode).toBe(400);
    expect((await post('/payments/callback/sberbank', {}, genuine)).json()).toEqual({ status: 'PAID' });
    expect(await status(sale.id)).toBe('ACTIVE');
  });

  it('signs per acquirer: a callback signed by one is refused by the other', async () => {
    const sale = await saleWithLink('tinkoff');
    const signedBySberbank = ctx.app.providers.acquirers.sberbank.callbackFor!(sale.providerOrderId, 'PAID', sale.amount);
    const res = await post('/payments/callback/tinkoff', {}, signedBySberbank);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Неверная подпись уведомления об оплате');
    expect(await status(sale.id)).toBe('PENDING');
    const own = ctx.app.providers.acquirers.tinkoff.callbackFor!(sale.providerOrderId, 'PAID', sale.amount);
    expect(own.signature).not.toBe(signedBySberbank.signature);
    expect((await post('/payments/callback/tinkoff', {}, own)).statusCode).toBe(200);
  });
});
