/**
 * The outbox worker (decision M1/outbox): delivers the queued SMS and e-mails and reads SMS delivery reports. Each
 * tick claims the due rows of a table with a lease (FOR UPDATE SKIP LOCKED, as the credit job's claim.ts), so several
 * processes on one PostgreSQL share the work and a row held by a stopped process is taken again when its lease ends;
 * the provider is called outside any transaction. A shared job queue can replace `tick` later: the rows are the jobs.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Providers } from '../../providers/index';
import { MessageRefused } from '../../providers/messages/errors';
import { countBusiness } from '../../ops/metrics';
import { LEASE_MS, MAX_ATTEMPTS, REPORT_EVERY_MS, REPORT_WINDOW_MS, errorText, later, retryDelayMs } from './retry';

const BATCH = 20;
type Table = 'sms_log' | 'email_outbox';
type Gateways = Providers['gateways'];

interface Claimed {
  id: string;
  status: string;
  attempts: number;
  sent_at: Date | null;
  provider_id: string | null;
}

/** What one attempt changed on the row. */
type Outcome = Partial<{ status: 'sent' | 'delivered' | 'failed'; provider: string; provider_id: string; price: number | null; attempts: number; last_error: string | null; sent_at: Date; next_attempt_at: Date | null }>;

export class MessageWorker {
  private running: Promise<unknown> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private wakeTimer?: NodeJS.Timeout;
  private stopped = false;

  constructor(private readonly services: { db: Db; gateways: Gateways; log: FastifyBaseLogger }) {}

  /** Delivers what is due at `now` (the tests pass a later clock instead of waiting); the counts of rows handled. */
  async tick(now = new Date()): Promise<{ sms: number; email: number }> {
    const sms = await this.claim('sms_log', now);
    for (const row of sms) await this.settle('sms_log', row, now, () => this.deliverSms(row, now));
    const email = await this.claim('email_outbox', now);
    for (const row of email) await this.settle('email_outbox', row, now, () => this.deliverEmail(row, now));
    return { sms: sms.length, email: email.length };
  }

  /** Scans every `seconds`, and soon after each queued message of this process. */
  start(seconds: number): void {
    const loop = () => {
      this.runOnce();
      void this.running.then(() => {
        if (!this.stopped) this.timer = setTimeout(loop, seconds * 1000).unref();
      });
    };
    this.timer = setTimeout(loop, 0).unref();
  }

  /**
   * A message was queued: a tick shortly (a write's transaction commits after its hook runs; a row not yet visible
   * is found by the next scan).
   */
  wake(): void {
    if (this.stopped || this.wakeTimer) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = undefined;
      this.runOnce();
    }, 50).unref();
  }

  /** Its loop is scheduled: started and not stopped (readiness, server/ops/workers.ts). */
  isRunning(): boolean {
    return this.timer !== undefined && !this.stopped;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.wakeTimer);
    await this.running;
  }

  /** Ticks never overlap in one process. */
  private runOnce(): void {
    this.running = this.running.then(() => this.tick()).catch((error: unknown) => this.services.log.error({ err: error }, 'the message outbox tick failed'));
  }

  private async claim(table: Table, now: Date): Promise<Claimed[]> {
    const { db } = this.services;
    // both tables share the outbox's columns, all this touches; Kysely cannot type a union of tables
    const t = table as 'sms_log';
    return db.transaction().execute(async (tx) => {
      const due = await tx
        .selectFrom(t)
        .select(['id', 'status', 'attempts', 'sent_at', 'provider_id'])
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .orderBy('next_attempt_at')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length) await tx.updateTable(t).set({ lease_until: later(now, LEASE_MS) }).where('id', 'in', due.map((row) => row.id)).execute();
      return due;
    });
  }

  /** Runs the attempt and writes its outcome, releasing the lease; an unexpected error is logged and retried. */
  private async settle(table: Table, row: Claimed, now: Date, attempt: () => Promise<Outcome>): Promise<void> {
    let outcome: Outcome;
    try {
      outcome = await attempt();
    } catch (error) {
      outcome = this.failure(row, now, error);
      this.services.log.warn({ err: error, table, id: row.id }, 'a message could not be sent');
    }
    if (table === 'sms_log') countSms(this.services.db, row.status, outcome.status);
    await this.services.db
      .updateTable(table as 'sms_log')
      .set({ ...outcome, lease_until: null, updated_at: now })
      .where('id', '=', row.id)
      .execute();
  }

  private failure(row: Claimed, now: Date, error: unknown): Outcome {
    // a failed delivery-report request changes nothing but the time of the next one
    if (row.status === 'sent') return { next_attempt_at: later(now, REPORT_EVERY_MS) };
    const attempts = row.attempts + 1;
    const final = error instanceof MessageRefused || attempts >= MAX_ATTEMPTS;
    return { attempts, last_error: errorText(error), ...(final ? { status: 'failed', next_attempt_at: null } : { next_attempt_at: later(now, retryDelayMs(attempts)) }) };
  }

  private async deliverSms(row: Claimed, now: Date): Promise<Outcome> {
    const gateway = this.services.gateways.sms;
    if (row.status === 'sent') return this.report(row, now);
    const message = await this.services.db.selectFrom('sms_log').select(['phone', 'text']).where('id', '=', row.id).executeTakeFirstOrThrow();
    const sent = await gateway.send(message.phone, message.text);
    const awaitsReport = sent.state === 'sent' && !!gateway.status;
    return {
      status: sent.state, provider: gateway.name, provider_id: sent.providerId, price: sent.price, attempts: row.attempts + 1,
      last_error: sent.state === 'failed' ? 'not delivered' : null, sent_at: now, next_attempt_at: awaitsReport ? later(now, REPORT_EVERY_MS) : null,
    };
  }

  /** SMS.ru's delivery report of a sent SMS, asked for during a day; then it stays 'sent'. */
  private async report(row: Claimed, now: Date): Promise<Outcome> {
    const { status } = this.services.gateways.sms;
    if (!status || !row.provider_id) return { next_attempt_at: null };
    const { state, price } = await status.call(this.services.gateways.sms, row.provider_id);
    const priced = price === null ? {} : { price };
    if (state !== 'sent') return { ...priced, status: state, last_error: state === 'failed' ? 'not delivered' : null, next_attempt_at: null };
    const expired = !row.sent_at || now.getTime() - row.sent_at.getTime() > REPORT_WINDOW_MS;
    return { ...priced, next_attempt_at: expired ? null : later(now, REPORT_EVERY_MS) };
  }

  private async deliverEmail(row: Claimed, now: Date): Promise<Outcome> {
    const gateway = this.services.gateways.email;
    const message = await this.services.db.selectFrom('email_outbox').select(['recipient', 'subject', 'body']).where('id', '=', row.id).executeTakeFirstOrThrow();
    const sent = await gateway.send({ to: message.recipient, subject: message.subject, body: message.body });
    return { status: 'sent', provider: gateway.name, provider_id: sent.providerId, attempts: row.attempts + 1, last_error: null, sent_at: now, next_attempt_at: null };
  }
}

/** A message handed over now (not the delivery report of one sent before), or one given up or reported undelivered. */
function countSms(db: Db, before: string, after: Outcome['status']): void {
  if (before !== 'sent' && (after === 'sent' || after === 'delivered')) countBusiness(db, 'smsSent');
  if (after === 'failed') countBusiness(db, 'smsFailed');
}
