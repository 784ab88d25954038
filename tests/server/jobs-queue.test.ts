import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobQueue } from '../../server/jobs/queue';
import { MAX_ATTEMPTS, retryDelayMs } from '../../server/jobs/retry';
import { enqueue } from '../../server/jobs/store';
import type { QueueDefinition } from '../../server/jobs/types';
import { type TestContext, buildTestApp } from './helper';

/**
 * The one job queue (server/jobs): one job per key, a lease no other process takes before it ends, retries with
 * backoff up to a final 'failed', a refusal failing at once, the queue's concurrency, progress, a stop that lets the
 * running step finish and releases a long job, and a wake-up by NOTIFY long before the next poll.
 */
let ctx: TestContext;
const queues: JobQueue[] = [];
const db = () => ctx.database.db;
const jobOf = (key: string) => db().selectFrom('jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
let keys = 0;
const key = () => `probe:${Date.now()}:${(keys += 1)}`;

beforeAll(async () => {
  ctx = await buildTestApp();
}, 300_000);
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await db().deleteFrom('jobs').where('queue', 'like', 'probe%').execute();
  await ctx?.close();
});

function queueWith(definition: Omit<QueueDefinition, 'name'>, name = 'probe') {
  const queue = new JobQueue({ db: db(), log: ctx.app.log, notifier: ctx.app.notifier }).define({ name, ...definition });
  queues.push(queue);
  return queue;
}

describe('the job queue', () => {
  it('keeps one job per key however often it is enqueued', async () => {
    const k = key();
    await Promise.all([enqueue(db(), { queue: 'probe-once', key: k }), enqueue(db(), { queue: 'probe-once', key: k })]);
    const runs: string[] = [];
    await queueWith({ run: async (context) => void runs.push(context.job.key) }, 'probe-once').tick(new Date(Date.now() + 1000));
    expect(runs).toEqual([k]);
    expect(await jobOf(k)).toMatchObject({ status: 'done', attempts: 1, lease_until: null, locked_by: null, finished_at: expect.any(Date) });
  });

  it('retries a failed attempt with backoff, then fails it finally with its last error in words', async () => {
    const k = key();
    await enqueue(db(), { queue: 'probe-retry', key: k });
    const queue = queueWith({ run: async () => { throw new Error('the register is unavailable'); } }, 'probe-retry');
    let clock = new Date(Date.now() + 1000);
    await queue.tick(clock);
    expect(await jobOf(k)).toMatchObject({ status: 'queued', attempts: 1, last_error: 'the register is unavailable', error_kind: 'unavailable', run_at: new Date(clock.getTime() + retryDelayMs(1)) });
    // nothing runs before the retry is due
    expect(await queue.tick(new Date(clock.getTime() + retryDelayMs(1) - 1))).toBe(0);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      clock = new Date(clock.getTime() + retryDelayMs(attempt));
      expect(await queue.tick(clock)).toBe(1);
    }
    expect(await jobOf(k)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, error_kind: 'unavailable', finished_at: clock });
    expect(await queue.tick(new Date(clock.getTime() + 3600_000))).toBe(0);
  });

  it('fails a refusal at once', async () => {
    const k = key();
    await enqueue(db(), { queue: 'probe-refused', key: k });
    class Refused extends Error {}
    await queueWith({ run: async () => { throw new Refused('number blocked'); }, permanent: (error) => error instanceof Refused }, 'probe-refused').tick(new Date(Date.now() + 1000));
    expect(await jobOf(k)).toMatchObject({ status: 'failed', attempts: 1, error_kind: 'refused', last_error: 'number blocked' });
  });

  it('runs at most the queue\'s concurrency at once, and a next step after its pause', async () => {
    const all = Array.from({ length: 5 }, key);
    for (const k of all) await enqueue(db(), { queue: 'probe-parallel', key: k });
    let running = 0;
    let most = 0;
    const queue = queueWith({
      concurrency: 2,
      run: async (context) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
        if (context.job.key === all[0] && !context.job.last_error && context.job.attempts === 1 && !context.job.progress) {
          await context.progress(40);
          return { again: 60_000 };
        }
      },
    }, 'probe-parallel');
    const now = new Date(Date.now() + 1000);
    expect(await queue.tick(now)).toBe(5);
    expect(most).toBe(2);
    expect(await jobOf(all[0]!)).toMatchObject({ status: 'queued', attempts: 0, progress: 40, run_at: new Date(now.getTime() + 60_000) });
    expect(await queue.tick(new Date(now.getTime() + 60_000))).toBe(1);
    expect(await jobOf(all[0]!)).toMatchObject({ status: 'done', progress: 100 });
  });

  it('runs each job once when two processes tick at the same moment (SKIP LOCKED on PostgreSQL)', async () => {
    const all = Array.from({ length: 12 }, key);
    for (const k of all) await enqueue(db(), { queue: 'probe-two', key: k });
    const runs: string[] = [];
    const definition = { concurrency: 3, run: async (context: { job: { key: string } }) => {
      runs.push(context.job.key);
      await new Promise((resolve) => setTimeout(resolve, 5));
    } };
    const now = new Date(Date.now() + 1000);
    await Promise.all([queueWith(definition, 'probe-two').tick(now), queueWith(definition, 'probe-two').tick(now)]);
    expect(runs.sort()).toEqual([...all].sort());
  });

  it('leaves a job whose lease another process holds, and takes it again once that lease has run out', async () => {
    const k = key();
    await enqueue(db(), { queue: 'probe-lease', key: k });
    const lease = new Date(Date.now() + 60_000);
    await db().updateTable('jobs').set({ status: 'active', locked_by: 'a-live-process', lease_until: lease, attempts: 1 }).where('key', '=', k).execute();
    const queue = queueWith({ run: async () => undefined }, 'probe-lease');
    expect(await queue.tick(new Date(lease.getTime() - 1))).toBe(0);
    expect(await queue.tick(new Date(lease.getTime() + 1))).toBe(1);
    expect(await jobOf(k)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('fails a job whose processes kept dying mid-run instead of taking it again and again', async () => {
    const k = key();
    await enqueue(db(), { queue: 'probe-dying', key: k });
    await db().updateTable('jobs').set({ status: 'active', locked_by: 'a-dead-process', lease_until: new Date(Date.now() - 1000), attempts: MAX_ATTEMPTS }).where('key', '=', k).execute();
    const runs: string[] = [];
    await queueWith({ run: async (context) => void runs.push(context.job.key) }, 'probe-dying').tick(new Date(Date.now() + 1000));
    expect(runs).toEqual([]);
    expect(await jobOf(k)).toMatchObject({ status: 'failed', error_kind: 'abandoned', locked_by: null });
  });

  it('takes a job due by the database clock though the clock of the caller is a little behind (microseconds, another host)', async () => {
    const k = key();
    const behind = new Date(Date.now() - 5_000);
    await enqueue(db(), { queue: 'probe-clock', key: k });
    await sql`update jobs set run_at = ${behind}::timestamptz + interval '500 microseconds' where key = ${k}`.execute(db());
    expect(await queueWith({ run: async () => undefined }, 'probe-clock').tick(behind)).toBe(1);
    expect(await jobOf(k)).toMatchObject({ status: 'done' });
  });

  it('wakes at a NOTIFY long before its poll, and a stop lets the step finish and releases the long job', async () => {
    let steps = 0;
    const queue = queueWith({
      pollMs: 600_000,
      run: async (context) => {
        for (;;) {
          if (context.stopping()) return 'released';
          steps += 1;
          await context.progress(Math.min(steps, 99));
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
    }, 'probe-long');
    await queue.start({ takeAll: false });
    expect(queue.running()).toBe(true);
    const k = key();
    await enqueue(db(), { queue: 'probe-long', key: k });
    await vi.waitFor(() => expect(steps).toBeGreaterThan(2), { timeout: 5_000, interval: 10 });
    await queue.stop();
    expect(queue.running()).toBe(false);
    const stepsAtStop = steps;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(steps).toBe(stepsAtStop);
    expect(await jobOf(k)).toMatchObject({ status: 'queued', attempts: 0, locked_by: null, progress: expect.any(Number) });
  });
});
