/**
 * M4: the receipt worker (decision M4/worker). Each tick claims due receipts with a lease (FOR UPDATE SKIP LOCKED, as
 * the message outbox), so processes share them and a receipt held by a stopped process is taken again when its lease
 * ends; the register is called outside any transaction. A QUEUED receipt is sent (our id is the register's external
 * id: a repeat after a lost answer is the same receipt there), a SENT one is asked for its result until it is DONE with
 * its fiscal data and URL, or FAILED. A register down is retried with backoff; a refused receipt fails at once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { type FiscalRegister, ReceiptRefused } from '../../providers/fiscal/types';
import { LEASE_MS, MAX_ATTEMPTS, errorText, later, retryDelayMs } from '../messages/retry';
import { requestOf } from './request';

const BATCH = 20;
/** The first ask for a result, and every ask after it while the register says it is still working. */
export const FIRST_REPORT_MS = 1000;
export const REPORT_EVERY_MS = 5000;

type Claimed = { id: string; status: string; attempts: number; provider_id: string | null };
type Outcome = Partial<{
  status: 'SENT' | 'DONE' | 'FAILED'; provider: string; provider_id: string; attempts: number; last_error: string | null;
  next_attempt_at: Date | null; fiscal: string; receipt_url: string | null; registered_at: Date;
}>;

export class ReceiptWorker {
  private running: Promise<unknown> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private wakeTimer?: NodeJS.Timeout;
  private stopped = false;

  constructor(private readonly services: { db: Db; register: FiscalRegister; log: FastifyBaseLogger }) {}

  /** Handles what is due at `now` (tests pass a later clock instead of waiting); the number of receipts handled. */
  async tick(now = new Date()): Promise<number> {
    const due = await this.claim(now);
    for (const row of due) await this.settle(row, now);
    return due.length;
  }

  start(seconds: number): void {
    const loop = () => {
      this.runOnce();
      void this.running.then(() => {
        if (!this.stopped) this.timer = setTimeout(loop, seconds * 1000).unref();
      });
    };
    this.timer = setTimeout(loop, 0).unref();
  }

  /** A receipt was queued by this process: a tick shortly (its transaction has committed by then, or the next scan finds it). */
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

  private runOnce(): void {
    this.running = this.running.then(() => this.tick()).catch((error: unknown) => this.services.log.error({ err: error }, 'the receipt worker tick failed'));
  }

  private claim(now: Date): Promise<Claimed[]> {
    return this.services.db.transaction().execute(async (tx) => {
      const due = await tx
        .selectFrom('fiscal_receipts')
        .select(['id', 'status', 'attempts', 'provider_id'])
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .orderBy('next_attempt_at')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length) await tx.updateTable('fiscal_receipts').set({ lease_until: later(now, LEASE_MS) }).where('id', 'in', due.map((row) => row.id)).execute();
      return due;
    });
  }

  private async settle(row: Claimed, now: Date): Promise<void> {
    let outcome: Outcome;
    try {
      outcome = row.status === 'SENT' && row.provider_id ? await this.result(row, now) : await this.send(row, now);
    } catch (error) {
      outcome = this.failure(row, now, error);
      this.services.log.warn({ err: error, receipt: row.id }, 'a receipt could not be fiscalised yet');
    }
    await this.services.db.updateTable('fiscal_receipts').set({ ...outcome, lease_until: null, updated_at: now }).where('id', '=', row.id).execute();
  }

  private failure(row: Claimed, now: Date, error: unknown): Outcome {
    const attempts = row.attempts + 1;
    const last_error = errorText(error);
    // a sent receipt may be printed already: it is asked about again, never given up on by itself
    if (row.status === 'SENT') return { attempts, last_error, next_attempt_at: later(now, retryDelayMs(attempts)) };
    const final = error instanceof ReceiptRefused || attempts >= MAX_ATTEMPTS;
    return { attempts, last_error, ...(final ? { status: 'FAILED', next_attempt_at: null } : { next_attempt_at: later(now, retryDelayMs(attempts)) }) };
  }

  private async send(row: Claimed, now: Date): Promise<Outcome> {
    const { register } = this.services;
    const { providerId } = await register.register(await requestOf(this.services.db, row.id));
    return { status: 'SENT', provider: register.name, provider_id: providerId, attempts: row.attempts + 1, last_error: null, next_attempt_at: later(now, FIRST_REPORT_MS) };
  }

  private async result(row: Claimed, now: Date): Promise<Outcome> {
    const report = await this.services.register.report(row.provider_id!);
    if (report.state === 'wait') return { next_attempt_at: later(now, REPORT_EVERY_MS) };
    if (report.state === 'fail') return { status: 'FAILED', last_error: report.error.slice(0, 500), next_attempt_at: null };
    return { status: 'DONE', fiscal: JSON.stringify(report.fiscal), receipt_url: report.url, registered_at: now, last_error: null, next_attempt_at: null };
  }
}
