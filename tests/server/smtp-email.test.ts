import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../server/jobs/queue';
import { emailQueue, smsQueue } from '../../server/modules/messages/worker';
import { retryDelayMs } from '../../server/modules/messages/retry';
import type { EmailGateway } from '../../server/providers/email/index';
import { SmtpEmail } from '../../server/providers/email/smtp';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { LocalSmtp, UNKNOWN_MAILBOX } from './support/local-smtp';

/** M2: e-mail over SMTP with nodemailer, against a local SMTP server the test starts; through the outbox and its retries. */
const smtp = new LocalSmtp();
let ctx: TestContext;
let worker: JobQueue;
let sandbox: EmailGateway;
let mailer: SmtpEmail;
beforeAll(async () => {
  await smtp.start();
  ctx = await buildTestApp();
  sandbox = ctx.app.providers.gateways.email;
  mailer = new SmtpEmail({ url: smtp.url, from: 'Certificates <noreply@certificates.test>' });
  ctx.app.providers.gateways.email = mailer;
  worker = new JobQueue({ db: ctx.app.db, log: ctx.app.log }).define(smsQueue({ db: ctx.app.db, gateways: ctx.app.providers.gateways, log: ctx.app.log })).define(emailQueue({ db: ctx.app.db, gateways: ctx.app.providers.gateways, log: ctx.app.log }));
}, 300_000);
afterAll(async () => {
  mailer?.close();
  if (ctx) ctx.app.providers.gateways.email = sandbox;
  await ctx?.close();
  await smtp.stop();
});

const row = (recipient: string) => ctx.app.db.selectFrom('email_outbox').selectAll().where('recipient', '=', recipient).executeTakeFirstOrThrow();
const soon = () => new Date(Date.now() + 1);

describe('e-mail over SMTP', () => {
  it('delivers the admin\'s e-mail to the SMTP server, with its sender, subject and text, and logs its Message-ID', async () => {
    const admin = await authAs(ctx.app, 'admin');
    const created = await ctx.app.inject({ method: 'POST', url: '/gw/notifications/email', headers: admin, payload: { recipient: 'client@example.com', subject: 'Your bill', body: 'Pay here: https://certificates.test/pay/1' } });
    expect(created.statusCode).toBe(201);
    await worker.tick(soon());
    const [mail] = smtp.received.filter((one) => one.to.includes('client@example.com'));
    expect(mail.from).toBe('noreply@certificates.test');
    expect(mail.raw).toMatch(/^Subject: Your bill$/m);
    expect(mail.raw).toContain('Pay here: https://certificates.test/pay/1');
    const logged = await row('client@example.com');
    expect(logged).toMatchObject({ status: 'sent', attempts: 1, provider: 'smtp', last_error: null });
    expect(mail.raw).toContain(`Message-ID: ${logged.provider_id}`);
  });

  it('fails a refused mailbox at once', async () => {
    await ctx.app.providers.email.send({ to: UNKNOWN_MAILBOX, subject: 'Code', body: '123456' });
    await worker.tick(soon());
    expect(await row(UNKNOWN_MAILBOX)).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null, last_error: expect.stringContaining('550') });
  });

  it('keeps an e-mail queued while the SMTP server is down and sends it when it is back', async () => {
    await smtp.stop();
    const to = 'later@example.com';
    await ctx.app.providers.email.send({ to, subject: 'Code', body: 'Your code is 654321' });
    const now = soon();
    await worker.tick(now);
    expect(await row(to)).toMatchObject({ status: 'queued', attempts: 1, last_error: expect.any(String) });
    expect(smtp.received.some((one) => one.to.includes(to))).toBe(false);
    await smtp.start();
    await worker.tick(new Date(now.getTime() + retryDelayMs(1)));
    expect(await row(to)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(smtp.received.filter((one) => one.to.includes(to))).toHaveLength(1);
  });
});
