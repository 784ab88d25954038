import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { SmsOutbox } from '../../server/providers/messages/outbox';
import { CODE_RULES } from '../../server/modules/auth/codes/limits';
import { type TestContext, buildTestApp, testConfig } from './helper';
import { postLogin } from './auth-sign-in';
import { ageCode, freshIp, freshPhone, post, sentSmsCode } from './onboarding-support';

/**
 * Issue 23, finding 4: password recovery must not tell which accounts exist, nor let strangers use up a person's
 * recovery. The reply, its time and its limits are the same for existing and unknown accounts.
 */
let ctx: TestContext;
/** A second app on the same database without demo mode: no sandbox code in the replies, as in production. */
let production: FastifyInstance;
beforeAll(async () => {
  ctx = await buildTestApp();
  production = await buildApp({ config: testConfig({ demo: false }), database: ctx.database, logger: false });
}, 300_000);
afterAll(async () => {
  await production?.close();
  await ctx?.close();
});

const restore = (login: string, ip = freshIp(), app = ctx.app) => post(app, '/auth/security/restore', { login, sendSms: true, sendEmail: true }, { ip });

/** An SMS outbox that holds every message until the test lets it go. */
class HeldSms extends SmsOutbox {
  release!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.release = resolve));
  override async send(phone: string, text: string) {
    await this.gate;
    await super.send(phone, text);
  }
}

describe('the reply and its time', () => {
  it('answers an existing account before its message is sent, with the body an unknown account gets', async () => {
    const held = new HeldSms(ctx.database.db);
    const sandbox = production.providers.sms;
    production.providers.sms = held;
    try {
      const unknown = await restore('+7 916 999 99 98', freshIp(), production);
      // the gateway holds the SMS for as long as the test runs: a reply that waits for it never comes
      const existing = restore('+7 900 000 00 06', freshIp(), production);
      const beforeDelivery = await Promise.race([existing, new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 15_000))]);
      expect(beforeDelivery, 'the reply waited for the SMS gateway').not.toBe('held');
      const known = await existing;
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      const { codeId: knownId, ...knownBody } = known.json();
      const { codeId: unknownId, ...unknownBody } = unknown.json();
      expect(knownBody).toEqual(unknownBody);
      expect([knownId, unknownId]).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), expect.stringMatching(/^[0-9a-f-]{36}$/)]);
      held.release();
      expect(await sentSmsCode(ctx.app, '79000000006', knownId)).toMatch(/^\d{6}$/);
    } finally {
      held.release();
      production.providers.sms = sandbox;
    }
  });
});

describe('limits keyed by the normalised input and the address', () => {
  it('a wait for one identifier says nothing about another identifier of the same account', async () => {
    expect((await restore('partner@demo.local')).statusCode).toBe(200);
    // the same account by its phone and its login: their own limits, not the e-mail's
    expect((await restore('+7 (900) 000-00-08')).statusCode).toBe(200);
    expect((await restore('partner')).statusCode).toBe(200);
    // the same input in another form waits, exactly as an unknown input does
    const again = await restore('Partner@Demo.Local');
    const phoneAgain = await restore('8 900 000 00 08');
    expect((await restore('nobody-here@demo.local')).statusCode).toBe(200);
    const unknownAgain = await restore('NOBODY-here@demo.local');
    for (const refused of [again, phoneAgain, unknownAgain]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: expect.stringMatching(/^Новый код можно запросить через \d+ с$/), code: 'E_TOO_MANY_REQUESTS' });
    }
  });

  it('waits between two codes of one purpose only: a person who just registered gets a recovery code at once', async () => {
    const phone = freshPhone();
    expect((await post(ctx.app, '/auth/registration', { phone, role: 'CLIENT' }, { ip: freshIp() })).statusCode).toBe(200);
    const first = await restore(phone);
    expect(first.statusCode, first.body).toBe(200);
    const again = await restore(phone);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Новый код можно запросить через \d+ с$/);
  });

  it('leaves the owner, from an address it signed in from, a code that works after strangers used up the hour', async () => {
    const owner = '10.60.0.1';
    expect((await postLogin(ctx.app, 'agent-admin', { ip: owner })).statusCode).toBe(200);
    for (let stranger = 0; stranger < CODE_RULES.perHour; stranger++) {
      const sent = await restore('79000000004', `10.61.0.${stranger + 1}`);
      expect(sent.statusCode, sent.body).toBe(200);
      await ageCode(ctx.database.db, sent.json().codeId, CODE_RULES.resendSeconds + 1);
    }
    const strangerAgain = await restore('79000000004', '10.61.1.1');
    expect(strangerAgain.statusCode).toBe(429);
    expect(strangerAgain.json().message).toMatch(/^Слишком много кодов для этого логина, телефона или email/);
    // an unknown input is refused the same way
    for (let stranger = 0; stranger < CODE_RULES.perHour; stranger++) {
      const sent = await restore('79169999997', `10.62.0.${stranger + 1}`);
      await ageCode(ctx.database.db, sent.json().codeId, CODE_RULES.resendSeconds + 1);
    }
    expect((await restore('79169999997', '10.62.1.1')).json()).toEqual(strangerAgain.json());

    const mine = await restore('+7 900 000 00 04', owner);
    expect(mine.statusCode, mine.body).toBe(200);
    const code = await sentSmsCode(ctx.app, '79000000004', mine.json().codeId);
    const confirmed = await post(ctx.app, '/auth/security/remind', { codeId: mine.json().codeId, code }, { ip: owner });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const set = await post(ctx.app, '/auth/security/password/new', { password: 'Owner-recovered-7' }, { token: confirmed.json().token });
    expect(set.statusCode, set.body).toBe(200);
    expect((await postLogin(ctx.app, 'agent-admin', { password: 'Owner-recovered-7', ip: owner })).statusCode).toBe(200);
  });
});
