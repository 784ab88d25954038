/**
 * Generation jobs (M6) in the background, one after another per process, as the loader's tasks (M7). A job is held
 * through a lease renewed with every chunk; a job whose lease ran out (its process stopped) is taken over by any
 * process and continues after its last committed chunk, and the unique (job, seq) of its codes means no code is
 * made twice, whichever processes run it.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { LEASE_END, UNFINISHED, writeChunk } from './codes';

/** How often a process looks for jobs nobody holds: new ones (another process's too) and abandoned ones. */
export const SCAN_MS = 2_000;
const NOW = sql<Date>`now()`;

export class GenerationQueue {
  readonly owner = randomUUID();
  private tail: Promise<void> = Promise.resolve();
  private readonly queued = new Set<string>();
  private stopping = false;
  private scanTimer?: NodeJS.Timeout;

  constructor(private readonly services: { db: Db; log: FastifyBaseLogger }) {}

  /** Takes the unfinished jobs no process holds (all of them when `takeAll`: a single-process database), then keeps looking. */
  async start({ takeAll }: { takeAll: boolean }): Promise<void> {
    await this.scan(takeAll);
    this.scanTimer = setInterval(() => void this.scan(false), SCAN_MS).unref();
  }

  /** A job was just created: look now rather than at the next scan (its transaction has committed by then). */
  wake(): void {
    if (!this.stopping) setTimeout(() => void this.scan(false), 20).unref();
  }

  /** Stops after the chunk in progress; the job stays unfinished and is resumed by the next process. */
  /** Its scan is scheduled: started and not stopped (readiness, server/ops/workers.ts). */
  isRunning(): boolean {
    return this.scanTimer !== undefined && !this.stopping;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.scanTimer);
    await this.tail;
  }

  private async scan(takeAll: boolean): Promise<void> {
    if (this.stopping) return;
    try {
      const jobs = await this.services.db
        .selectFrom('promo_files')
        .select('id')
        .where('status', 'in', UNFINISHED)
        .$if(!takeAll, (q) => q.where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', NOW)])))
        .orderBy('created_at')
        .execute();
      for (const job of jobs) this.enqueue(job.id, takeAll);
    } catch (error) {
      this.services.log.error({ err: error }, 'could not look for generation jobs');
    }
  }

  private enqueue(jobId: string, takeOver: boolean): void {
    if (this.queued.has(jobId)) return;
    this.queued.add(jobId);
    this.tail = this.tail
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => this.run(jobId, takeOver))
      .finally(() => this.queued.delete(jobId));
  }

  /** Holds the job for this process if it is unfinished and nobody else holds it (or `takeOver`: its holder is gone). */
  private async claim(jobId: string, takeOver: boolean): Promise<boolean> {
    const result = await this.services.db
      .updateTable('promo_files')
      .set({ lease_owner: this.owner, lease_until: LEASE_END, updated_at: new Date() })
      .where('id', '=', jobId)
      .where('status', 'in', UNFINISHED)
      .$if(!takeOver, (q) => q.where((eb) => eb.or([eb('lease_owner', '=', this.owner), eb('lease_until', 'is', null), eb('lease_until', '<', NOW)])))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async run(jobId: string, takeOver: boolean): Promise<void> {
    const { db, log } = this.services;
    try {
      if (this.stopping || !(await this.claim(jobId, takeOver))) return;
      for (;;) {
        if (this.stopping) return;
        const outcome = await db.transaction().execute((tx) => writeChunk(tx, jobId, this.owner));
        if (outcome !== 'more') return;
        // let requests in between chunks
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      log.error({ err: error, jobId }, 'generation job failed');
      await db
        .updateTable('promo_files')
        .set({ status: 'ERRORED', lease_until: null, updated_at: new Date() })
        .where('id', '=', jobId)
        .where('lease_owner', '=', this.owner)
        .execute()
        .catch((updateError: unknown) => log.error({ err: updateError, jobId }, 'could not mark the generation job errored'));
    }
  }
}

/** The process's queue, by its database: the generated create's hook wakes it (hooks see the app, not the plugin). */
const queues = new WeakMap<Db, GenerationQueue>();
export const registerQueue = (db: Db, queue: GenerationQueue) => queues.set(db, queue);
export const queueOf = (db: Db) => queues.get(db);
