/**
 * The one job queue of the background work (decision Jobs/queue): the receipts, the SMS and e-mails, certificate
 * generation, the loader's tasks and the instalment run are queues of it. Each queue's jobs are claimed with a
 * lease (store.ts), run up to the queue's concurrency at once, retried with backoff (retry.ts) and finally failed;
 * a process hears of new jobs through the notifier (NOTIFY 'jobs', at the enqueuing transaction's commit) and also
 * looks every `pollMs` for retries due and jobs whose holder is gone. `tick` runs whatever is due now, once, to the
 * end (the tests, with a later clock instead of waiting); `start` is the one place the process starts working.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { Notifier } from '../db/notifier';
import { JobAbandoned, errorKind } from './errors';
import { LEASE_MS, MAX_ATTEMPTS, errorText, later, retryDelayMs } from './retry';
import { claim, failFinally, finish, releaseAll, renew, requeue } from './store';
import type { Job, JobContext, JobResult, QueueDefinition } from './types';

type Clock = () => Date;
const DRAIN_ROUNDS = 1_000;

export class JobQueue {
  readonly owner = randomUUID();
  private readonly queues = new Map<string, QueueDefinition>();
  private readonly inflight = new Map<string, Set<Promise<void>>>();
  private readonly claiming = new Map<string, number>();
  /** Queues woken while a claim of theirs was running: looked at again when it ends (the job may have come after it). */
  private readonly missed = new Set<string>();
  private readonly pumps = new Set<Promise<unknown>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private unsubscribe?: () => Promise<void>;
  private live = false;
  private stopping = false;

  constructor(private readonly services: { db: Db; log: FastifyBaseLogger; notifier?: Notifier }) {}

  define(queue: QueueDefinition): this {
    if (this.queues.has(queue.name)) throw new Error(`job queue ${queue.name} is defined twice`);
    this.queues.set(queue.name, queue);
    this.inflight.set(queue.name, new Set());
    return this;
  }

  /** The names of the queues this process has defined. */
  names(): string[] {
    return [...this.queues.keys()];
  }

  /** Whether this process is working its queues (started and not stopped). */
  running(): boolean {
    return this.live && !this.stopping;
  }

  /** Runs every job due at `now` (and what falls due while they run) to the end; the number of runs. */
  async tick(now = new Date(), names = this.names()): Promise<number> {
    // one instant for the whole tick: its leases end after it and its retries fall after it, so it ends
    const clock = () => now;
    let runs = 0;
    for (let round = 0; round < DRAIN_ROUNDS; round += 1) {
      const started = (await Promise.all(names.map((name) => this.pump(this.definition(name), clock)))).flat();
      if (!started.length) break;
      runs += started.length;
      await Promise.all(started);
    }
    return runs;
  }

  /** Works the queues with a `pollMs`: takes over what a gone process held (all of it when `takeAll`), listens and looks. */
  async start({ takeAll }: { takeAll: boolean }): Promise<void> {
    const worked = [...this.queues.values()].filter((queue) => (queue.pollMs ?? 0) > 0);
    if (this.live || !worked.length) return;
    this.live = true;
    if (takeAll) {
      await releaseAll(this.services.db, worked.map((queue) => queue.name), new Date()).catch((error: unknown) =>
        this.services.log.error({ err: error }, 'could not take over the jobs left active'),
      );
    }
    this.unsubscribe = await this.services.notifier?.subscribe('jobs', (name) => this.wake(name));
    for (const queue of worked) {
      this.timers.push(setInterval(() => this.wake(queue.name), queue.pollMs).unref());
      this.wake(queue.name);
    }
  }

  /** Something was queued: look now rather than at the next poll. */
  wake(name: string): void {
    const queue = this.queues.get(name);
    if (!this.running() || !queue?.pollMs) return;
    void this.pump(queue, () => new Date(), true);
  }

  /** Stops taking jobs and waits for the running ones' current step; a long job is released for the next process. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.unsubscribe?.().catch(() => undefined);
    await Promise.allSettled([...this.pumps]);
    await Promise.all([...this.inflight.values()].flatMap((set) => [...set]));
  }

  private definition(name: string): QueueDefinition {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`no job queue ${name}`);
    return queue;
  }

  /** Claims up to the queue's free places and starts the jobs; `again`: claim more as each one ends. */
  private pump(queue: QueueDefinition, clock: Clock, again = false): Promise<Promise<void>[]> {
    const pumping = this.claimAndStart(queue, clock, again);
    this.pumps.add(pumping);
    void pumping.finally(() => this.pumps.delete(pumping));
    return pumping;
  }

  private async claimAndStart(queue: QueueDefinition, clock: Clock, again: boolean): Promise<Promise<void>[]> {
    const running = this.inflight.get(queue.name)!;
    // places being claimed count as taken, so a wake-up and a poll at once never claim beyond the concurrency
    const claimingNow = this.claiming.get(queue.name) ?? 0;
    const free = (queue.concurrency ?? 1) - running.size - claimingNow;
    if (free <= 0 || this.stopping) {
      // a wake-up during a claim that may have run before the job was committed (PostgreSQL's NOTIFY comes after)
      if (claimingNow > 0 && !this.stopping) this.missed.add(queue.name);
      return [];
    }
    this.claiming.set(queue.name, (this.claiming.get(queue.name) ?? 0) + free);
    let jobs: Job[];
    try {
      jobs = await claim(this.services.db, queue.name, this.owner, clock(), queue.leaseMs ?? LEASE_MS, free);
    } catch (error) {
      this.services.log.error({ err: error, queue: queue.name }, 'could not claim jobs');
      return [];
    } finally {
      this.claiming.set(queue.name, this.claiming.get(queue.name)! - free);
    }
    // claimed while the process began to stop: back to the queue for the next process, the attempt not counted
    if (this.stopping) {
      const now = clock();
      await Promise.all(jobs.map((job) => requeue(this.services.db, job, this.owner, now, { runAt: now, attempts: Math.max(0, job.attempts - 1), lastError: job.last_error, errorKind: job.error_kind })));
      return [];
    }
    const runs = jobs.map((job) => {
      const run = this.run(queue, job, clock).finally(() => {
        running.delete(run);
        if (again) this.wake(queue.name);
      });
      running.add(run);
      return run;
    });
    if (this.missed.delete(queue.name)) this.wake(queue.name);
    return runs;
  }

  private async run(queue: QueueDefinition, job: Job, clock: Clock): Promise<void> {
    const { db, log } = this.services;
    const context: JobContext = {
      job,
      id: String(job.payload.id ?? ''),
      now: clock,
      stopping: () => this.stopping,
      progress: (percent, tx) => renew(tx ?? db, job, this.owner, clock(), queue.leaseMs ?? LEASE_MS, percent),
    };
    let result: JobResult;
    try {
      // a job whose holders kept dying mid-run (each claim counted) is not taken again and again
      if (job.attempts > (queue.maxAttempts ?? MAX_ATTEMPTS)) throw new JobAbandoned();
      result = await queue.run(context);
    } catch (error) {
      await this.failed(queue, context, error).catch((writeError: unknown) => log.error({ err: writeError, job: job.id }, 'could not record a failed job'));
      return;
    }
    const now = clock();
    await (result === undefined
      ? finish(db, job, this.owner, now)
      : result === 'released'
        ? requeue(db, job, this.owner, now, { runAt: now, attempts: Math.max(0, job.attempts - 1), lastError: job.last_error, errorKind: job.error_kind })
        : requeue(db, job, this.owner, now, { runAt: later(now, result.again), attempts: 0, lastError: null, errorKind: null })
    ).catch((error: unknown) => log.error({ err: error, job: job.id }, 'could not record a finished job'));
  }

  private async failed(queue: QueueDefinition, context: JobContext, error: unknown): Promise<void> {
    const { job } = context;
    const now = context.now();
    const permanent = queue.permanent?.(error) ?? false;
    const final = permanent || job.attempts >= (queue.maxAttempts ?? MAX_ATTEMPTS) || error instanceof JobAbandoned;
    const kind = errorKind(error, permanent);
    const retryAt = final ? null : later(now, retryDelayMs(job.attempts));
    this.services.log.warn({ err: error, queue: queue.name, job: job.id, attempts: job.attempts, final }, 'a job failed');
    await this.services.db.transaction().execute(async (tx) => {
      await queue.failed?.(tx, context, { error, attempts: job.attempts, final, retryAt });
      await (retryAt
        ? requeue(tx, job, this.owner, now, { runAt: retryAt, attempts: job.attempts, lastError: errorText(error), errorKind: kind })
        : failFinally(tx, job, this.owner, now, errorText(error), kind));
    });
  }
}
