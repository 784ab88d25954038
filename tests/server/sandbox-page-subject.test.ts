import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

let ctx: TestContext;
let agent: Record<string, string>;
let client: Record<string, string>;
const fx = saleFixtures(() => ctx);
const db = () => ctx.database.db;
const post = (url: string, headers: Record<string, string>, payload: object) => ctx.app.inject({ method: 'POST', url: `/gw${url}`, headers, payload });
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const pageOf = async (paymentUrl: string) => (await ctx.app.inject({ method: 'GET', url: new URL(paymentUrl).pathname })).body;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

beforeAll(async () => {
  ctx = await buildTestApp();
  agent = await authAs(ctx.app, 'agent');
  client = await authAs(ctx.app, 'client');
});
afterAll(async () => ctx?.close());

describe('the sandbox payment page names what is paid for (issue 27)', () => {
  it('a basket is the order by its number', async () => {
    const rate = await fx.rate('STANDARD');
    const service = await db().selectFrom('services').select('id').where('name', '=', 'Выезд нотариуса').executeTakeFirstOrThrow();
    const bought = await post('/merchant/sberbank/order', client, { certificates: [{ rateId: rate.id }], services: [{ id: service.id }] });
    const { paymentUrl, order_id } = bought.json() as { paymentUrl: string; order_id: string };
    const { number } = await db().selectFrom('orders').select('number').where('id', '=', order_id).executeTakeFirstOrThrow();
    const html = await pageOf(paymentUrl);
    expect(titleOf(html)).toBe(`Оплата заказа № ${number}`);
    expect(html).toContain(`<h1>Оплата заказа № ${number}</h1>`);
  });

  it('one certificate sold by an agent is the certificate by its number, in the brand’s colours', async () => {
    const rate = await fx.rate('BASIC');
    const sold = (await fx.sell(agent, { rate_id: rate.id, client: { phone: fx.phone(), name: 'Песочница', email: '' } })).json() as { id: string };
    const { paymentUrl } = (await post('/merchant/sberbank/order/light', agent, { certificate_id: sold.id })).json() as { paymentUrl: string };
    const { number } = await db().selectFrom('certificates').select('number').where('id', '=', sold.id).executeTakeFirstOrThrow();
    const html = await pageOf(paymentUrl);
    expect(titleOf(html)).toBe(`Оплата сертификата № ${number}`);
    expect(html).toContain('#1565c0');
  });

  it('a decided payment says its outcome in words, never its code', async () => {
    const courier = await db().selectFrom('services').select('id').where('name', '=', 'Срочная доставка документов').executeTakeFirstOrThrow();
    const { paymentUrl } = (await post('/merchant/sberbank/order', client, { services: [{ id: courier.id }] })).json() as { paymentUrl: string };
    await ctx.app.inject({ method: 'POST', url: `${new URL(paymentUrl).pathname}/decline`, headers: form, payload: '' });
    const html = await pageOf(paymentUrl);
    expect(html).toContain('Платеж уже обработан: отклонен');
    expect(html).not.toContain('DECLINED');
  });
});
