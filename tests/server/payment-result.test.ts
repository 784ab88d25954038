import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultToken } from '../../server/modules/payments/result-link';
import { redactUrl } from '../../server/plugins/log-redaction';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp, testConfig } from './helper';
import { saleFixtures } from './sale-fixtures';

let ctx: TestContext;
let agent: Record<string, string>;
let client: Record<string, string>;
const fx = saleFixtures(() => ctx);
const db = () => ctx.database.db;
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const RESULT_PAGE = /^https:\/\/certificates\.test\/cabinet\/payment\/([0-9a-f-]{36})\?token=([\w-]{43})$/;
const tokenOf = (orderId: string) => resultToken(testConfig().jwtSecret, orderId);

beforeAll(async () => {
  ctx = await buildTestApp();
  agent = await authAs(ctx.app, 'agent');
  client = await authAs(ctx.app, 'client');
});
afterAll(async () => ctx?.close());

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });
const result = (orderId: string, token = tokenOf(orderId)) =>
  ctx.app.inject({ method: 'GET', url: `/gw/payments/result/${orderId}?token=${encodeURIComponent(token)}` });
const retry = (orderId: string, token = tokenOf(orderId)) => post(`/payments/result/${orderId}/pay?token=${encodeURIComponent(token)}`, {});

/** The payer on the sandbox page: pays or declines, and is sent back to the return address. */
async function decide(paymentUrl: string, decision: 'confirm' | 'decline') {
  const res = await ctx.app.inject({ method: 'POST', url: `${new URL(paymentUrl).pathname}/${decision}`, headers: form, payload: '' });
  expect(res.statusCode).toBe(303);
  return res.headers.location as string;
}

/** D5: an agent sells to a new client and sends the payment link by SMS; answers the link and the order. */
async function saleWithSmsLink(name: string) {
  const rate = await fx.rate('BASIC');
  const sold = (await fx.sell(agent, { rate_id: rate.id, client: { phone: fx.phone(), name, email: '' } })).json() as { id: string; order_id: string; cost: number };
  expect((await post('/send/bill', agent, { certificate_id: sold.id, channel: 'sms' })).statusCode).toBe(200);
  const sms = await db().selectFrom('sms_log').select('text').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  return { ...sold, link: /https:\/\/\S+\/gw\/sandbox\/pay\/\S+/.exec(sms.text)![0] };
}

describe('the payment result page (D4/result-link)', () => {
  it('takes the payer of an SMS link back to the result page of its order, which says paid and what was bought', async () => {
    const sale = await saleWithSmsLink('Плательщик Ссылки');
    const back = await decide(sale.link, 'confirm');
    expect(back).toMatch(RESULT_PAGE);
    const [, orderId, token] = RESULT_PAGE.exec(back)!;
    expect(orderId).toBe(sale.order_id);
    const res = await result(orderId!, token);
    expect(res.statusCode).toBe(200);
    const number = (await db().selectFrom('orders').select('number').where('id', '=', orderId!).executeTakeFirstOrThrow()).number;
    expect(res.json()).toEqual({ number, cost: sale.cost, status: 'PAID', payable: false, items: [{ type: 'certificate', name: 'Базовый', period: 12 }] });
    // nothing of the client, the seller or the certificate: only what the payer needs
    expect(res.body).not.toMatch(/Плательщик|\+7|999|agent|certificate_id|client/i);
  });

  it('says pending while the acquirer has not answered, and the way back to the same payment page', async () => {
    const sale = await saleWithSmsLink('Ожидающий');
    expect((await result(sale.order_id)).json()).toMatchObject({ status: 'PENDING', payable: true });
    const again = await retry(sale.order_id);
    expect(again.statusCode).toBe(200);
    expect(again.json().paymentUrl).toBe(sale.link);
  });

  it('says not paid after a decline, and opens a new payment that pays the order', async () => {
    const sale = await saleWithSmsLink('Отказавшийся');
    const back = await decide(sale.link, 'decline');
    expect(back).toBe(`https://certificates.test/cabinet/payment/${sale.order_id}?token=${tokenOf(sale.order_id)}`);
    expect((await result(sale.order_id)).json()).toMatchObject({ status: 'UNPAID', payable: true });
    const again = await retry(sale.order_id);
    expect(again.statusCode).toBe(200);
    expect(again.json().paymentUrl).not.toBe(sale.link);
    expect(await decide(again.json().paymentUrl, 'confirm')).toBe(back);
    expect((await result(sale.order_id)).json()).toMatchObject({ status: 'PAID', payable: false });
    expect((await retry(sale.order_id)).statusCode).toBe(409);
  });

  it('says not paid and offers no payment for a cancelled order', async () => {
    const sale = await saleWithSmsLink('Отмененный');
    await db().updateTable('orders').set({ status: 'CANCELLED' }).where('id', '=', sale.order_id).execute();
    expect((await result(sale.order_id)).json()).toMatchObject({ status: 'UNPAID', payable: false });
    expect((await retry(sale.order_id)).statusCode).toBe(409);
  });

  it("refuses an unknown order, another order's token and a forged one alike, and a missing token", async () => {
    const one = await saleWithSmsLink('Первый');
    const other = await saleWithSmsLink('Второй');
    const refusals = [
      await result(randomUUID()),
      await result(one.order_id, tokenOf(other.order_id)),
      await result(one.order_id, `${tokenOf(one.order_id).slice(0, -1)}A`),
      await result(one.order_id, 'x'),
      await retry(one.order_id, tokenOf(other.order_id)),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/Первый|Второй|Базовый/);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/gw/payments/result/${one.order_id}` })).statusCode).toBe(400);
    // the request log keeps the address without its token
    expect(redactUrl(`/gw/payments/result/${one.order_id}?token=${tokenOf(one.order_id)}`)).toBe(`/gw/payments/result/${one.order_id}?token=[Redacted]`);
    expect((await ctx.app.inject({ method: 'GET', url: `/gw/payments/result/not-an-id?token=${tokenOf(one.order_id)}` })).statusCode).toBe(400);
  });

  it('takes a client paying in its cabinet (a basket, or an order of K2) back to the result page too', async () => {
    const rate = await fx.rate('STANDARD');
    const bought = await post('/merchant/sberbank/order', client, { certificates: [{ rateId: rate.id }] });
    expect(bought.statusCode).toBe(200);
    const { paymentUrl, order_id: orderId } = bought.json() as { paymentUrl: string; order_id: string };
    expect(await decide(paymentUrl, 'decline')).toBe(`https://certificates.test/cabinet/payment/${orderId}?token=${tokenOf(orderId)}`);
    const fromOrders = await post(`/client/orders/${orderId}/pay`, client);
    expect(fromOrders.statusCode).toBe(200);
    expect(await decide(fromOrders.json().paymentUrl, 'confirm')).toBe(`https://certificates.test/cabinet/payment/${orderId}?token=${tokenOf(orderId)}`);
    expect((await result(orderId)).json()).toMatchObject({ status: 'PAID', items: [{ type: 'certificate', name: 'Стандарт' }] });
  });

  it('is rate-limited per address: past 10 payment retries a minute, 429 with the error contract', async () => {
    const sale = await saleWithSmsLink('Настойчивый');
    let last = await retry(sale.order_id);
    for (let i = 0; i < 10; i += 1) last = await retry(sale.order_id);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'E_TOO_MANY_REQUESTS' });
  });
});
