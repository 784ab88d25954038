/**
 * The jobs table's statements. A claim takes due jobs — queued and due, or active with their lease run out (their
 * process stopped) — with FOR UPDATE SKIP LOCKED, so processes on one PostgreSQL never take the same job; the
 * embedded database has one connection, where the statement alone is atomic. Every later write names the holder,
 * so a process whose job was taken over changes nothing.
 */
import { type Transaction, sql } from 'kysely';
import type { Db } from '../db/database';
import type { DB } from '../db/schema';
import { later } from './retry';
import type { JobErrorKind } from '../db/schema';
import type { Job } from './types';

type Executor = Db | Transaction<DB>;

export interface Enqueue {
  queue: string;
  key: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  /** A failed job of the same key is queued again (a recurring job after a long outage). */
  revive?: boolean;
}

/** Adds the job unless its key is in the queue already; wakes the workers at commit (in a transaction) or now. */
export async function enqueue(db: Executor, job: Enqueue): Promise<void> {
  await db
    .insertInto('jobs')
    .values({ queue: job.queue, key: job.key, payload: JSON.stringify(job.payload ?? {}), ...(job.runAt ? { run_at: job.runAt } : {}) })
    .onConflict((oc) =>
      job.revive
        ? oc.columns(['queue', 'key']).doUpdateSet({ status: 'queued', attempts: 0, run_at: job.runAt ?? new Date(), finished_at: null, last_error: null, error_kind: null }).where('jobs.status', '=', 'failed')
        : oc.columns(['queue', 'key']).doNothing(),
    )
    .execute();
  await sql`select pg_notify('jobs', ${job.queue})`.execute(db);
}

/**
 * Due is by the caller's clock or the database's, whichever is later: a job queued by the database's now() has
 * microseconds the caller's milliseconds lack (and another host's clock may lag), and its NOTIFY can arrive within
 * the same millisecond; compared by the caller's clock alone it was not due yet, and it waited for the next poll.
 */
export async function claim(db: Db, queue: string, owner: string, now: Date, leaseMs: number, limit: number): Promise<Job[]> {
  return db
    .updateTable('jobs')
    .set({ status: 'active', attempts: sql`attempts + 1`, locked_by: owner, lease_until: later(now, leaseMs), started_at: sql`coalesce(started_at, ${now})`, updated_at: now })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('queue', '=', queue)
        .where((w) => w.or([w.and([w('status', '=', 'queued'), w('run_at', '<=', sql<Date>`greatest(${now}::timestamptz, statement_timestamp())`)]), w.and([w('status', '=', 'active'), w('lease_until', '<', now)])]))
        .orderBy('run_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

const held = (db: Executor, job: Job, owner: string) => db.updateTable('jobs').where('id', '=', job.id).where('locked_by', '=', owner).where('status', '=', 'active');
const released = { lease_until: null, locked_by: null } as const;

export const finish = (db: Executor, job: Job, owner: string, now: Date) =>
  held(db, job, owner).set({ ...released, status: 'done', last_error: null, error_kind: null, finished_at: now, updated_at: now, progress: sql`case when progress is null then null else 100 end` }).execute();

/** Runs again at `runAt`: a next step (attempts from 0), a retry (attempts kept), or a release (the attempt not counted). */
export const requeue = (db: Executor, job: Job, owner: string, now: Date, values: { runAt: Date; attempts: number; lastError: string | null; errorKind: JobErrorKind | null }) =>
  held(db, job, owner).set({ ...released, status: 'queued', run_at: values.runAt, attempts: values.attempts, last_error: values.lastError, error_kind: values.errorKind, updated_at: now }).execute();

export const failFinally = (db: Executor, job: Job, owner: string, now: Date, lastError: string, errorKind: JobErrorKind) =>
  held(db, job, owner).set({ ...released, status: 'failed', last_error: lastError, error_kind: errorKind, finished_at: now, updated_at: now }).execute();

export async function renew(db: Executor, job: Job, owner: string, now: Date, leaseMs: number, percent?: number): Promise<boolean> {
  const result = await held(db, job, owner).set({ lease_until: later(now, leaseMs), updated_at: now, ...(percent === undefined ? {} : { progress: Math.max(0, Math.min(100, Math.floor(percent))) }) }).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The embedded database is this process's alone: at start, every job left active was held by a process now gone. */
export const releaseAll = (db: Db, queues: string[], now: Date) =>
  queues.length ? db.updateTable('jobs').set({ ...released, status: 'queued', run_at: now, updated_at: now }).where('status', '=', 'active').where('queue', 'in', queues).execute() : Promise.resolve();
