/**
 * The outbox's queues on the job queue (decision M1/outbox, Jobs/queue): an SMS's job `sms:<id>` and an e-mail's
 * `email:<id>` are enqueued by the insert of the queued row (migration 0570). A queued message is sent through the
 * configured gateway, outside any transaction; a sent SMS's job then asks for SMS.ru's delivery report as its next
 * step, every minute during a day. The row keeps its own record (status, attempts, last error, next try); the
 * retry rule is the queue's, and a refused number or mailbox fails at once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { JobContext, JobResult, QueueDefinition } from '../../jobs/types';
import type { Providers } from '../../providers/index';
import { MessageRefused } from '../../providers/messages/errors';
import { countBusiness } from '../../ops/metrics';
import { REPORT_EVERY_MS, REPORT_WINDOW_MS, errorText, later } from './retry';

type Table = 'sms_log' | 'email_outbox';
type Services = { db: Db; gateways: Providers['gateways']; log: FastifyBaseLogger };
type Claimed = { id: string; status: string; attempts: number; sent_at: Date | null; provider_id: string | null };
/** What one attempt changed on the row. */
type Outcome = Partial<{ status: 'sent' | 'delivered' | 'failed'; provider: string; provider_id: string; price: number | null; attempts: number; last_error: string | null; sent_at: Date; next_attempt_at: Date | null }>;

const COLUMNS = ['id', 'status', 'attempts', 'sent_at', 'provider_id'] as const;
/** Messages of one kind sent at once by one process. */
const CONCURRENCY = 4;

/** One queue over one outbox table: `attempt` does the work of a row the job found still to be done. */
function outboxQueue(name: 'sms' | 'email', table: Table, services: Services, pollMs: number, attempt: (row: Claimed, now: Date) => Promise<Outcome>): QueueDefinition {
  // both tables share the outbox's columns, all this touches; Kysely cannot type a union of tables
  const t = table as 'sms_log';
  const write = (db: Db, id: string, outcome: Outcome, now: Date) => db.updateTable(t).set({ ...outcome, updated_at: now }).where('id', '=', id).execute();
  return {
    name,
    concurrency: CONCURRENCY,
    pollMs,
    permanent: (error) => error instanceof MessageRefused,
    async run(context: JobContext): Promise<JobResult> {
      const row = await services.db.selectFrom(t).select([...COLUMNS]).where('id', '=', context.id).executeTakeFirst();
      if (!row || row.status === 'delivered' || row.status === 'failed' || (row.status === 'sent' && table === 'email_outbox')) return;
      const now = context.now();
      const outcome = await attempt(row, now);
      await write(services.db, row.id, outcome, now);
      if (table === 'sms_log') countSms(services.db, row.status, outcome.status);
      if (outcome.next_attempt_at) return { again: outcome.next_attempt_at.getTime() - now.getTime() };
    },
    async failed(tx, context, { error, final, retryAt }) {
      const row = await tx.selectFrom(t).select([...COLUMNS]).where('id', '=', context.id).executeTakeFirst();
      if (!row) return;
      // a failed delivery-report request changes nothing on a sent message but the time of the next one
      const outcome: Outcome = row.status === 'sent'
        ? { next_attempt_at: retryAt }
        : { attempts: row.attempts + 1, last_error: errorText(error), next_attempt_at: retryAt, ...(final ? { status: 'failed' } : {}) };
      await write(tx, row.id, outcome, context.now());
      if (table === 'sms_log') countSms(services.db, row.status, outcome.status);
    },
  };
}

/** A message handed over now (not the delivery report of one sent before), or one given up or reported undelivered. */
function countSms(db: Db, before: string, after: Outcome['status']): void {
  if (before !== 'sent' && (after === 'sent' || after === 'delivered')) countBusiness(db, 'smsSent');
  if (after === 'failed') countBusiness(db, 'smsFailed');
}

export function smsQueue(services: Services, pollMs = 0): QueueDefinition {
  const { db, gateways } = services;
  /** SMS.ru's delivery report of a sent SMS, asked for during a day; then it stays 'sent'. */
  async function report(row: Claimed, now: Date): Promise<Outcome> {
    const { status } = gateways.sms;
    if (!status || !row.provider_id) return { next_attempt_at: null };
    const { state, price } = await status.call(gateways.sms, row.provider_id);
    const priced = price === null ? {} : { price };
    if (state !== 'sent') return { ...priced, status: state, last_error: state === 'failed' ? 'not delivered' : null, next_attempt_at: null };
    const expired = !row.sent_at || now.getTime() - row.sent_at.getTime() > REPORT_WINDOW_MS;
    return { ...priced, next_attempt_at: expired ? null : later(now, REPORT_EVERY_MS) };
  }
  return outboxQueue('sms', 'sms_log', services, pollMs, async (row, now) => {
    const gateway = gateways.sms;
    if (row.status === 'sent') return report(row, now);
    const message = await db.selectFrom('sms_log').select(['phone', 'text']).where('id', '=', row.id).executeTakeFirstOrThrow();
    const sent = await gateway.send(message.phone, message.text);
    const awaitsReport = sent.state === 'sent' && !!gateway.status;
    return {
      status: sent.state, provider: gateway.name, provider_id: sent.providerId, price: sent.price, attempts: row.attempts + 1,
      last_error: sent.state === 'failed' ? 'not delivered' : null, sent_at: now, next_attempt_at: awaitsReport ? later(now, REPORT_EVERY_MS) : null,
    };
  });
}

export function emailQueue(services: Services, pollMs = 0): QueueDefinition {
  const { db, gateways } = services;
  return outboxQueue('email', 'email_outbox', services, pollMs, async (row, now) => {
    const message = await db.selectFrom('email_outbox').select(['recipient', 'subject', 'body']).where('id', '=', row.id).executeTakeFirstOrThrow();
    const sent = await gateways.email.send({ to: message.recipient, subject: message.subject, body: message.body });
    return { status: 'sent', provider: gateways.email.name, provider_id: sent.providerId, attempts: row.attempts + 1, last_error: null, sent_at: now, next_attempt_at: null };
  });
}
