import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../server/jobs/queue';
import { emailQueue, smsQueue } from '../../server/modules/messages/worker';
import { MAX_ATTEMPTS, REPORT_EVERY_MS, retryDelayMs } from '../../server/modules/messages/retry';
import { MessageRefused } from '../../server/providers/messages/errors';
import type { SmsGateway } from '../../server/providers/sms/index';
import { SmsRu } from '../../server/providers/sms/sms-ru';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { FAKE_API_ID, FakeSmsRu, REFUSED_PHONE } from './support/fake-sms-ru';

/**
 * M1: the SMS.ru adapter against a local fake of its API (send, status, balance), and the outbox over it: with the
 * provider down a message waits, queued, and goes out when it is back; a refused number fails at once.
 */
const fake = new FakeSmsRu();
let ctx: TestContext;
let worker: JobQueue;
let sandbox: SmsGateway;
beforeAll(async () => {
  await fake.start();
  ctx = await buildTestApp();
  sandbox = ctx.app.providers.gateways.sms;
  ctx.app.providers.gateways.sms = new SmsRu({ apiId: FAKE_API_ID, baseUrl: fake.url, from: 'Certs' });
  worker = new JobQueue({ db: ctx.app.db, log: ctx.app.log }).define(smsQueue({ db: ctx.app.db, gateways: ctx.app.providers.gateways, log: ctx.app.log })).define(emailQueue({ db: ctx.app.db, gateways: ctx.app.providers.gateways, log: ctx.app.log }));
}, 300_000);
afterAll(async () => {
  if (ctx) ctx.app.providers.gateways.sms = sandbox;
  await ctx?.close();
  await fake.stop();
});

const row = (id: string) => ctx.app.db.selectFrom('sms_log').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
async function queue(phone: string, text: string) {
  await ctx.app.providers.sms.send(phone, text);
  return ctx.app.db.selectFrom('sms_log').select('id').where('phone', '=', phone).where('text', '=', text).executeTakeFirstOrThrow();
}
const at = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe('the SMS.ru adapter', () => {
  const gateway = () => new SmsRu({ apiId: FAKE_API_ID, baseUrl: fake.url });

  it('sends, reads the delivery report and the balance', async () => {
    const before = await gateway().balance();
    const sent = await gateway().send('79161110001', 'Код 123456');
    expect(sent).toEqual({ providerId: expect.stringMatching(/^000000-\d+$/), price: 1.5, state: 'sent' });
    expect(fake.sent.at(-1)).toMatchObject({ to: '79161110001', msg: 'Код 123456' });
    expect(await gateway().status(sent.providerId)).toEqual({ state: 'sent', price: 1.5 });
    fake.report(sent.providerId, 103);
    expect(await gateway().status(sent.providerId)).toEqual({ state: 'delivered', price: 1.5 });
    expect(await gateway().balance()).toBe(before! - 1.5);
  });

  it('tells a refused number (final) from an account error (retried)', async () => {
    await expect(gateway().send(REFUSED_PHONE, 'x')).rejects.toBeInstanceOf(MessageRefused);
    const wrongKey = new SmsRu({ apiId: 'wrong', baseUrl: fake.url });
    const error = await wrongKey.send('79161110001', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(MessageRefused);
    expect((error as Error).message).toContain('200');
  });
});

describe('the outbox over SMS.ru', () => {
  it('delivers a message queued while the provider was down once it is back, and records the report', async () => {
    await fake.stop();
    const { id } = await queue('79161110002', 'Ссылка на оплату');
    // a millisecond on: the row's time has microseconds the JS clock has not
    const now = new Date(Date.now() + 1);
    await worker.tick(now);
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, provider_id: null });
    expect(waiting.last_error).toBeTruthy();
    expect(waiting.next_attempt_at!.getTime()).toBe(now.getTime() + retryDelayMs(1));
    // before its retry is due nothing happens, even with the provider back
    await fake.start();
    await worker.tick(at(now, 1000));
    expect((await row(id)).attempts).toBe(1);
    const retry = at(now, retryDelayMs(1));
    await worker.tick(retry);
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null, provider: 'smsru', provider_id: expect.stringMatching(/^000000-/), price: 1.5 });
    expect(fake.sent.filter((sms) => sms.msg === 'Ссылка на оплату')).toHaveLength(1);
    fake.report(sent.provider_id!, 103);
    await worker.tick(at(retry, REPORT_EVERY_MS));
    expect(await row(id)).toMatchObject({ status: 'delivered', next_attempt_at: null });
  });

  it('fails a refused number at once, and a message whose provider stays down after its last attempt', async () => {
    const refused = await queue(REFUSED_PHONE, 'refused');
    await worker.tick(new Date(Date.now() + 1));
    expect(await row(refused.id)).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null, last_error: expect.stringContaining('202') });

    await fake.stop();
    try {
      const { id } = await queue('79161110003', 'never');
      let clock = new Date(Date.now() + 1);
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        await worker.tick(clock);
        clock = at(clock, retryDelayMs(attempt));
      }
      expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, next_attempt_at: null });
    } finally {
      await fake.start();
    }
  });

  it('answers the balance through GET /notifications/sms/balance, and 502 with the error contract while SMS.ru is down', async () => {
    const admin = await authAs(ctx.app, 'admin');
    const reply = await ctx.app.inject({ method: 'GET', url: '/gw/notifications/sms/balance', headers: admin });
    expect(reply.json()).toEqual({ balance: fake.balance, provider: 'smsru' });
    await fake.stop();
    try {
      const down = await ctx.app.inject({ method: 'GET', url: '/gw/notifications/sms/balance', headers: admin });
      expect(down.statusCode).toBe(502);
      expect(down.json()).toMatchObject({ message: expect.stringContaining('SMS'), code: expect.any(String) });
    } finally {
      await fake.start();
    }
  });
});
