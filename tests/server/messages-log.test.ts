import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_MAX_LENGTH } from '../../common/resources/sms';
import { buildApp } from '../../server/app';
import { JobQueue } from '../../server/jobs/queue';
import { emailQueue, smsQueue } from '../../server/modules/messages/worker';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp, testConfig } from './helper';
import { freshIp, freshPhone, post } from './onboarding-support';

/**
 * M1, M2: every SMS and e-mail goes through the outbox — queued, then sent by the worker — and the admin's logs at
 * GET /notifications/sms|email show each with its status, price and provider id; the admin sends from there too.
 */
let ctx: TestContext;
let admin: { authorization: string };
let worker: JobQueue;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  worker = new JobQueue({ db: ctx.app.db, log: ctx.app.log }).define(smsQueue({ db: ctx.app.db, gateways: ctx.app.providers.gateways, log: ctx.app.log })).define(emailQueue({ db: ctx.app.db, gateways: ctx.app.providers.gateways, log: ctx.app.log }));
}, 300_000);
afterAll(async () => ctx?.close());

/** The worker's clock a moment on: a row's time has microseconds the JS clock has not. */
const soon = () => new Date(Date.now() + 1000);
const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = admin, payload?: object) =>
  ctx.app.inject({ method, url: `/gw${url}`, headers, payload });

describe('the SMS log (M1)', () => {
  it('queues a sign-in code, and the worker sends it: the row has its status, price, provider id and attempts', async () => {
    const phone = freshPhone();
    expect((await post(ctx.app, '/auth/registration', { phone, role: 'CLIENT' }, { ip: freshIp() })).statusCode).toBe(200);
    const queued = (await call('GET', `/notifications/sms?q=${phone}`)).json();
    expect(queued.data).toEqual([
      expect.objectContaining({ phone, text: expect.stringMatching(/\d{6}/), status: 'queued', price: null, provider_id: null, attempts: 0, last_error: null }),
    ]);
    await worker.tick(soon());
    const [sent] = (await call('GET', `/notifications/sms?q=${phone}`)).json().data;
    expect(sent).toMatchObject({ phone, status: 'delivered', price: 0, provider_id: expect.stringMatching(/^sandbox-/), attempts: 1 });
    expect(new Date(sent.created_at).toISOString()).toBe(sent.created_at);
  });

  it('sends the admin\'s SMS: 201 with the queued row, newest first in the list, and a status filter', async () => {
    const created = await call('POST', '/notifications/sms', admin, { phone: '79161234567', text: 'Ваш сертификат готов' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: expect.any(String), phone: '79161234567', text: 'Ваш сертификат готов', status: 'queued' });
    const list = (await call('GET', '/notifications/sms?perPage=1')).json();
    expect(list).toMatchObject({ page: 1, perPage: 1, total: expect.any(Number), data: [{ id: created.json().id }] });
    expect((await call('GET', '/notifications/sms?status=queued&perPage=100')).json().data.map((row: { id: string }) => row.id)).toContain(created.json().id);
    await worker.tick(soon());
    expect((await call('GET', '/notifications/sms?status=queued')).json().data).toEqual([]);
  });

  it('answers the balance: none for the sandbox', async () => {
    const reply = await call('GET', '/notifications/sms/balance');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ balance: null, provider: 'sandbox' });
  });

  it('refuses a bad number, an empty text and an oversized one with the error contract', async () => {
    const bad = await call('POST', '/notifications/sms', admin, { phone: '12345', text: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'E_VALIDATION', errors: { phone: expect.any(String) } });
    const long = await call('POST', '/notifications/sms', admin, { phone: '79161234567', text: 'я'.repeat(SMS_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'E_VALIDATION', errors: { text: expect.any(String) } });
    const empty = await call('POST', '/notifications/sms', admin, { phone: '79161234567' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: { text: expect.any(String) } });
  });

  it('is the admin\'s only: other roles are refused, strangers must sign in', async () => {
    for (const login of ['agent', 'agent-admin', 'partner-admin', 'client', 'partner'] as const) {
      const headers = await authAs(ctx.app, login);
      for (const [method, url] of [['GET', '/notifications/sms'], ['POST', '/notifications/sms'], ['GET', '/notifications/sms/balance'], ['GET', '/notifications/email'], ['POST', '/notifications/email']] as const) {
        const reply = await call(method, url, headers, method === 'POST' ? { phone: '79161234567', text: 'x', recipient: 'a@example.com', subject: 's', body: 'b' } : undefined);
        expect(reply.statusCode, `${login} ${method} ${url}`).toBe(403);
      }
    }
    expect((await call('GET', '/notifications/sms', {})).statusCode).toBe(401);
  });
});

describe('the e-mail log (M2)', () => {
  it('queues the admin\'s e-mail and the worker sends it; the log shows subject, body and status', async () => {
    const body = JSON.stringify({ Номер: 'A-1', Сумма: '1 000 ₽' });
    const created = await call('POST', '/notifications/email', admin, { recipient: 'client@example.com', subject: 'Счет', body });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ recipient: 'client@example.com', subject: 'Счет', body, status: 'queued' });
    await worker.tick(soon());
    const [row] = (await call('GET', '/notifications/email?q=client@example.com')).json().data;
    expect(row).toMatchObject({ id: created.json().id, status: 'sent', provider_id: expect.stringMatching(/^sandbox-/), attempts: 1 });
  });

  it('refuses a bad address and an empty subject with the error contract', async () => {
    const bad = await call('POST', '/notifications/email', admin, { recipient: 'not-an-address', subject: '', body: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'E_VALIDATION', errors: { recipient: expect.any(String), subject: expect.any(String) } });
  });
});

describe('the admin\'s sends and the SMS account', () => {
  it('counts them in the per-sender message limit: 429 in the error contract past 30 an hour, nothing queued', async () => {
    const other = await authAs(ctx.app, 'admin');
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 40 && !refused; i++) {
      const reply = await call('POST', '/notifications/sms', other, { phone: '79161234568', text: `limit ${i}` });
      if (reply.statusCode === 201) accepted += 1;
      else refused = reply;
    }
    expect(accepted).toBeLessThanOrEqual(30);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json()).toMatchObject({ code: 'E_TOO_MANY_REQUESTS', message: expect.any(String) });
    const queued = await ctx.app.db.selectFrom('sms_log').select('id').where('phone', '=', '79161234568').execute();
    expect(queued).toHaveLength(accepted);
  });
});

describe('the worker of a running server', () => {
  it('sends a queued message at once, woken by the queue, long before its next scan', async () => {
    const running = await buildApp({ config: testConfig({ messageJobSeconds: 3600 }), database: ctx.database, logger: false });
    try {
      await running.ready();
      // the start's own scan is over before the message is queued: only the wake can send it now
      await new Promise((resolve) => setTimeout(resolve, 500));
      const phone = freshPhone();
      await running.providers.sms.send(phone, 'woken');
      let status = 'queued';
      for (let tries = 0; tries < 100 && status === 'queued'; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await ctx.app.db.selectFrom('sms_log').select('status').where('phone', '=', phone).executeTakeFirstOrThrow()).status;
      }
      expect(status).toBe('delivered');
    } finally {
      await running.close();
    }
  });
});
