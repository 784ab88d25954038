import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

/** D1: the sale's 'Отправить SMS клиенту' sends the client an SMS through the SMS provider (the sandbox's outbox, sms_log). */
let ctx: TestContext;
let agent: Record<string, string>;
const fx = saleFixtures(() => ctx);
const outbox = (phone: string) => ctx.database.db.selectFrom('sms_log').select('text').where('phone', '=', phone).execute();

beforeAll(async () => {
  ctx = await buildTestApp();
  agent = await authAs(ctx.app, 'agent');
});
afterAll(async () => ctx?.close());

async function sell(sendSms: boolean, language = 'ru') {
  const basic = await fx.rate('BASIC');
  const typed = fx.phone();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/gw/certificates',
    headers: { ...agent, 'accept-language': language },
    payload: { rate_id: basic.id, send_sms: sendSms, client: { phone: typed, name: 'Смс Клиент' }, paymentType: 'AGENT' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { sale: res.json(), phone: `7${typed.replace(/\D/g, '').slice(1)}` };
}

describe('the sale’s SMS to the client (D1, issue 27)', () => {
  it('goes to the client’s phone with the number, the tariff, the sum and the cabinet when the switch is on', async () => {
    const { sale, phone } = await sell(true);
    expect(await outbox(phone)).toEqual([
      { text: `Вам оформлен сертификат № ${sale.number} «Базовый» на сумму 9 600,00 ₽. Личный кабинет: https://certificates.test/cabinet/` },
    ]);
    const counted = await ctx.database.db.selectFrom('message_sends').select(['channel']).where('certificate_id', '=', sale.id).execute();
    expect(counted).toEqual([{ channel: 'sms' }]);
  });

  it('speaks the language of the request', async () => {
    const { sale, phone } = await sell(true, 'en');
    expect((await outbox(phone))[0].text).toContain(`Certificate No. ${sale.number} "Базовый" has been issued to you`);
    // the sum in the one money format, the language's decimal mark (issue 27)
    expect((await outbox(phone))[0].text).toContain('amount 9 600.00 ₽.');
  });

  it('refuses a seller over its message limit before selling anything (429)', async () => {
    const { id: senderId } = await ctx.database.db.selectFrom('users').select('id').where('login', '=', 'agent').executeTakeFirstOrThrow();
    await ctx.database.db.insertInto('message_sends').values(Array.from({ length: 30 }, () => ({ channel: 'sms' as const, certificate_id: null, sender_id: senderId }))).execute();
    const basic = await fx.rate('BASIC');
    const typed = fx.phone();
    const res = await fx.sell(agent, { rate_id: basic.id, send_sms: true, client: { phone: typed, name: 'Лимит' }, paymentType: 'AGENT' });
    expect(res.statusCode, res.body).toBe(429);
    expect(await ctx.database.db.selectFrom('clients').select('id').where('phone', '=', `7${typed.replace(/\D/g, '').slice(1)}`).execute()).toEqual([]);
    await ctx.database.db.deleteFrom('message_sends').where('sender_id', '=', senderId).execute();
  });

  it('sends nothing when the switch is off', async () => {
    const { phone } = await sell(false);
    expect(await outbox(phone)).toEqual([]);
  });
});
