import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { MESSAGE_LIMITS } from '../../server/providers/messages/limits';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp, testConfig } from './helper';
import { saleFixtures } from './sale-fixtures';

let ctx: TestContext;
let agent: Record<string, string>;
const fx = saleFixtures(() => ctx);
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await buildTestApp();
  agent = await authAs(ctx.app, 'agent');
});
afterAll(async () => ctx?.close());

async function sale(email = '') {
  const rate = await fx.rate('BASIC');
  return ((await fx.sell(agent, { rate_id: rate.id, client: { phone: fx.phone(), name: 'Лимит', email } })).json() as { id: string }).id;
}
const bill = (id: string, channel = 'sms', language = 'ru', app = ctx.app) =>
  app.inject({ method: 'POST', url: '/gw/send/bill', headers: { ...agent, 'accept-language': language }, payload: { certificate_id: id, channel } });
const smsCount = async () => Number((await db().selectFrom('sms_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const agentUserId = async () => (await db().selectFrom('users').select('id').where('login', '=', 'agent').executeTakeFirstOrThrow()).id;

describe('messages are rate-limited per certificate and per sender (D5/limits)', () => {
  it('refuses the message over the certificate limit with a 429 naming the wait, in every language, and sends nothing', async () => {
    const id = await sale('limit@example.com');
    for (let i = 0; i < MESSAGE_LIMITS.certificate.max; i += 1) expect((await bill(id, i % 2 ? 'email' : 'sms')).statusCode).toBe(200);
    const before = await smsCount();
    const refused = await bill(id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'E_TOO_MANY_REQUESTS', message: 'По этому сертификату отправлено слишком много сообщений: следующее можно отправить через 15 мин' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await bill(id, 'sms', 'kk')).json().message).toBe('Бұл сертификат бойынша хабарламалар тым көп жіберілді: келесісін 15 минуттан кейін жіберуге болады');
    expect((await bill(id, 'email', 'en')).json().message).toBe('Too many messages were sent for this certificate: the next one can be sent in 15 min');
    expect(await smsCount()).toBe(before);
    // another certificate of the same sender is still allowed
    expect((await bill(await sale())).statusCode).toBe(200);
  });

  it('holds across server processes: the count lives in the database, not in one process', async () => {
    const id = await sale();
    const other = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
    try {
      for (let i = 0; i < MESSAGE_LIMITS.certificate.max; i += 1) expect((await bill(id, 'sms', 'ru', i % 2 ? other : ctx.app)).statusCode).toBe(200);
      expect((await bill(id, 'sms', 'ru', other)).statusCode).toBe(429);
      expect((await bill(id, 'sms', 'ru', ctx.app)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('refuses a sender over its limit, also before selling a basket whose bill it asked to send', async () => {
    const senderId = await agentUserId();
    const fresh = await sale();
    const sent = await db().selectFrom('message_sends').select((eb) => eb.fn.countAll<number>().as('n')).where('sender_id', '=', senderId).executeTakeFirstOrThrow();
    const missing = MESSAGE_LIMITS.sender.max - Number(sent.n);
    await db().insertInto('message_sends').values(Array.from({ length: missing }, () => ({ channel: 'sms' as const, certificate_id: null, sender_id: senderId }))).execute();
    const refused = await bill(fresh);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Вы отправили слишком много сообщений: следующее можно отправить через 60 мин');
    const rate = await fx.rate('TRIAL');
    const phone = fx.phone();
    const basket = await ctx.app.inject({ method: 'POST', url: '/gw/merchant/sberbank/order/light', headers: agent, payload: { phone, name: 'Корзина', certificates: [{ rateId: rate.id }], sendSms: true } });
    expect(basket.statusCode).toBe(429);
    expect(await db().selectFrom('clients').select('id').where('phone', '=', phone.replace(/\D/g, '')).execute()).toHaveLength(0);
    const admin = await authAs(ctx.app, 'admin');
    expect((await ctx.app.inject({ method: 'POST', url: '/gw/send/bill', headers: admin, payload: { certificate_id: fresh, channel: 'sms' } })).statusCode).toBe(200);
  });
});
