import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

let ctx: TestContext;
let agent: Record<string, string>;
const fx = saleFixtures(() => ctx);
const db = () => ctx.database.db;
/** What an agent could send to put its own host into the client's SMS. */
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

beforeAll(async () => {
  ctx = await buildTestApp();
  agent = { ...(await authAs(ctx.app, 'agent')), ...FORGED };
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/gw${url}`, headers: agent, payload });

describe('payment links come from PUBLIC_URL, never from Host (D5/links)', () => {
  it('puts the configured address into the bill SMS whatever Host and X-Forwarded-Host say', async () => {
    const rate = await fx.rate('BASIC');
    const phone = fx.phone();
    const sold = (await fx.sell(agent, { rate_id: rate.id, client: { phone, name: 'Ссылка', email: 'link@example.com' } })).json() as { id: string };
    expect((await post('/send/bill', { certificate_id: sold.id, channel: 'sms' })).statusCode).toBe(200);
    expect((await post('/send/bill', { certificate_id: sold.id, channel: 'email' })).statusCode).toBe(200);
    const sms = await db().selectFrom('sms_log').select('text').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(sms.text).toContain('https://certificates.test/gw/sandbox/pay/');
    expect(sms.text).not.toContain('evil.example');
    const mail = await db().selectFrom('email_outbox').select('body').where('recipient', '=', 'link@example.com').executeTakeFirstOrThrow();
    expect(mail.body).toContain('https://certificates.test/gw/sandbox/pay/');
    const session = await db().selectFrom('sandbox_payments as s').innerJoin('orders as o', 'o.id', 's.order_id').select(['s.return_url', 'o.id']).where('o.certificate_id', '=', sold.id).executeTakeFirstOrThrow();
    expect(session.return_url).toMatch(new RegExp(`^https://certificates\\.test/cabinet/payment/${session.id}\\?token=`));
  });

  it('answers payment and return addresses of a basket sale on PUBLIC_URL', async () => {
    const rate = await fx.rate('TRIAL');
    const res = await post('/merchant/tinkoff/order/light', { phone: fx.phone(), name: 'Корзина Ссылка', certificates: [{ rateId: rate.id }], sendSms: true });
    expect(res.statusCode).toBe(200);
    const { paymentUrl, order_id: orderId } = res.json();
    expect(paymentUrl.startsWith('https://certificates.test/gw/sandbox/pay/tinkoff-')).toBe(true);
    const session = await db().selectFrom('sandbox_payments').select('return_url').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(session.return_url).toMatch(new RegExp(`^https://certificates\\.test/cabinet/payment/${orderId}\\?token=`));
    const sms = await db().selectFrom('sms_log').select('text').where('text', 'like', `%${paymentUrl}%`).execute();
    expect(sms).toHaveLength(1);
  });
});
