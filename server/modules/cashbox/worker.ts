/**
 * M4: the receipt queue of the job queue (decision M4/worker, Jobs/queue). A receipt's job is `receipt:<id>`,
 * enqueued by the insert of its QUEUED row (migration 0570). A QUEUED receipt is sent (our id is the register's
 * external id: a repeat after a lost answer is the same receipt there), then its job asks for the result as its next
 * step until it is DONE with its fiscal data and URL, or FAILED; the register is called outside any transaction. The
 * receipt row keeps its own record (attempts, last error, next try); the retry rule is the queue's. A refused receipt
 * fails at once; a sent one is never marked FAILED by a lost connection, as it may be printed already.
 */
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../audit/record';
import type { Db } from '../../db/database';
import { type FiscalRegister, ReceiptRefused } from '../../providers/fiscal/types';
import { errorText, later } from '../../jobs/retry';
import type { JobContext, JobResult, QueueDefinition } from '../../jobs/types';
import { requestOf } from './request';

/** The first ask for a result, and every ask after it while the register says it is still working. */
export const FIRST_REPORT_MS = 1000;
export const REPORT_EVERY_MS = 5000;
/** A receipt's step is one or two register calls of at most 15 s each (the adapter's timeout): its lease outlasts them. */
export const RECEIPT_LEASE_MS = 45_000;
/** The worker writes as nobody signed in: the journal shows the change without a person. */
const WORKER = { userId: null, ip: null };

type Services = { db: Db; register: FiscalRegister; log: FastifyBaseLogger };
const COLUMNS = ['id', 'status', 'attempts', 'provider_id'] as const;

export function receiptQueue(services: Services, pollMs = 0): QueueDefinition {
  const { db, register } = services;
  const row = (id: string) => db.selectFrom('fiscal_receipts').select([...COLUMNS]).where('id', '=', id).executeTakeFirst();

  async function send(receipt: { id: string; attempts: number }, context: JobContext): Promise<JobResult> {
    const { providerId } = await register.register(await requestOf(db, receipt.id));
    const now = context.now();
    await db.updateTable('fiscal_receipts')
      .set({ status: 'SENT', provider: register.name, provider_id: providerId, attempts: receipt.attempts + 1, last_error: null, next_attempt_at: later(now, FIRST_REPORT_MS), updated_at: now })
      .where('id', '=', receipt.id).execute();
    return { again: FIRST_REPORT_MS };
  }

  async function result(receipt: { id: string; provider_id: string }, context: JobContext): Promise<JobResult> {
    const report = await register.report(receipt.provider_id);
    const now = context.now();
    if (report.state === 'wait') {
      await db.updateTable('fiscal_receipts').set({ next_attempt_at: later(now, REPORT_EVERY_MS), updated_at: now }).where('id', '=', receipt.id).execute();
      return { again: REPORT_EVERY_MS };
    }
    const after = report.state === 'fail'
      ? { status: 'FAILED' as const, last_error: report.error.slice(0, 500) }
      : { status: 'DONE' as const, fiscal: JSON.stringify(report.fiscal), receipt_url: report.url, registered_at: now, last_error: null };
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('fiscal_receipts').set({ ...after, next_attempt_at: null, updated_at: now }).where('id', '=', receipt.id).execute();
      await writeAudit(tx, WORKER, { resource: 'cashbox', recordId: receipt.id, action: 'update', before: { status: 'SENT' }, after: { status: after.status, receipt_url: report.state === 'done' ? report.url : undefined } });
    });
  }

  return {
    name: 'receipt',
    concurrency: 4,
    leaseMs: RECEIPT_LEASE_MS,
    pollMs,
    permanent: (error) => error instanceof ReceiptRefused,
    async run(context) {
      const receipt = await row(context.id);
      if (!receipt || receipt.status === 'DONE' || receipt.status === 'FAILED') return;
      return receipt.status === 'SENT' && receipt.provider_id ? result({ id: receipt.id, provider_id: receipt.provider_id }, context) : send(receipt, context);
    },
    async failed(tx, context, { error, final, retryAt }) {
      const receipt = await tx.selectFrom('fiscal_receipts').select([...COLUMNS]).where('id', '=', context.id).executeTakeFirst();
      if (!receipt) return;
      const gaveUp = final && receipt.status === 'QUEUED';
      await tx.updateTable('fiscal_receipts')
        .set({ attempts: receipt.attempts + 1, last_error: errorText(error), next_attempt_at: retryAt, updated_at: context.now(), ...(gaveUp ? { status: 'FAILED' } : {}) })
        .where('id', '=', receipt.id).execute();
      if (gaveUp) await writeAudit(tx, WORKER, { resource: 'cashbox', recordId: receipt.id, action: 'update', before: { status: receipt.status }, after: { status: 'FAILED', last_error: errorText(error) } });
    },
  };
}
