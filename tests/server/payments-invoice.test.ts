import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

let ctx: TestContext;
let agent: Record<string, string>;
const fx = saleFixtures(() => ctx);

beforeAll(async () => {
  ctx = await buildTestApp();
  agent = await authAs(ctx.app, 'agent');
});
afterAll(async () => ctx?.close());

describe("the invoice ('Счет', D4 print)", () => {
  it('answers an order payment with print: true with an invoice PDF of that order', async () => {
    const rate = await fx.rate('BASIC');
    const sold = await fx.sell(agent, { rate_id: rate.id, client: { phone: fx.phone(), name: 'ООО Плательщик', email: 'invoice@example.com' } });
    expect(sold.statusCode).toBe(201);
    const res = await ctx.app.inject({ method: 'POST', url: '/gw/merchant/sberbank/order/light', headers: agent, payload: { certificate_id: sold.json().id, print: true } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const order = await ctx.database.db.selectFrom('orders').select(['payment_url']).where('certificate_id', '=', sold.json().id).executeTakeFirstOrThrow();
    expect(res.headers['content-disposition']).toBe(`attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('Счет.pdf')}`);
    expect(order.payment_url).toBeTruthy();
  });

  it('still answers the payment address without print', async () => {
    const rate = await fx.rate('BASIC');
    const sold = await fx.sell(agent, { rate_id: rate.id, client: { phone: fx.phone(), name: 'Клиент', email: 'plain@example.com' } });
    const res = await ctx.app.inject({ method: 'POST', url: '/gw/merchant/sberbank/order/light', headers: agent, payload: { certificate_id: sold.json().id } });
    expect(res.json().paymentUrl).toMatch(/\/gw\/sandbox\/pay\//);
  });
});
