import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHUNK_SIZE } from '../../server/modules/generation/codes';
import { JobQueue } from '../../server/jobs/queue';
import { generationQueue } from '../../server/modules/generation/runner';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let rateId: string;
const queues: JobQueue[] = [];

beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.ready();
  // the test's queues are the processes: the app's own stays out of the way
  await ctx.app.jobs.stop();
  rateId = (await ctx.app.db.selectFrom('rates').select('id').where('code_name', '=', 'BASIC').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await ctx?.close();
});

/** Another process's job queue, working the generation queue alone. */
function newQueue(): JobQueue {
  const queue = new JobQueue({ db: ctx.app.db, log: ctx.app.log, notifier: ctx.app.notifier }).define(generationQueue({ db: ctx.app.db, log: ctx.app.log }));
  queues.push(queue);
  return queue;
}

/** A job as a process that died mid-way leaves it: its lease held by that process until `leaseUntil`. */
async function jobHeldBy(owner: string, count: number, leaseUntil: Date) {
  return ctx.app.db.transaction().execute(async (tx) => {
    const job = await tx
      .insertInto('promo_files')
      .values({ kind: 'CERTIFICATES', rate_id: rateId, count, type: 'PERCENT', amount: 100, all_use: 1, expires_at: null, author_id: null, status: 'IN_PROGRESS' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // its insert queued the job; the dead process had claimed it
    await tx.updateTable('jobs').set({ status: 'active', locked_by: owner, lease_until: leaseUntil, attempts: 1 }).where('key', '=', `generation:${job.id}`).execute();
    return job;
  });
}
const queueJobOf = (id: string) => ctx.app.db.selectFrom('jobs').selectAll().where('key', '=', `generation:${id}`).executeTakeFirstOrThrow();

const jobOf = (id: string) => ctx.app.db.selectFrom('promo_files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const codeCount = async (id: string) => {
  const rows = await ctx.app.db.selectFrom('promo_codes').select('promo_file_seq').where('promo_file_id', '=', id).execute();
  return { rows: rows.length, places: new Set(rows.map((row) => row.promo_file_seq)).size };
};
const completed = (id: string) =>
  vi.waitFor(
    async () => {
      const job = await jobOf(id);
      if (job.status !== 'COMPLETED') throw new Error(`still ${job.status} at ${job.generated}`);
      return job;
    },
    { timeout: 60_000, interval: 50 },
  );

describe('generation workers (M6)', () => {
  it('two processes starting on the same abandoned job make each code once', async () => {
    const count = CHUNK_SIZE * 6 + 7;
    const { id } = await jobHeldBy('a-stopped-process', count, new Date(Date.now() - 1_000));
    await Promise.all([newQueue().start({ takeAll: false }), newQueue().start({ takeAll: false })]);
    expect(await completed(id)).toMatchObject({ generated: count, progress_percentage: 100 });
    await vi.waitFor(async () => expect(await queueJobOf(id)).toMatchObject({ status: 'done', progress: 100, lease_until: null }));
    expect(await codeCount(id)).toEqual({ rows: count, places: count });
  }, 90_000);

  it('a process taking a job over mid-way (its holder thought dead) shares it without a code made twice', async () => {
    const count = CHUNK_SIZE * 8;
    const { id } = await jobHeldBy('a-stopped-process', count, new Date(Date.now() - 1_000));
    const first = newQueue();
    await first.start({ takeAll: false });
    await vi.waitFor(async () => expect((await jobOf(id)).generated).toBeGreaterThan(0), { timeout: 30_000, interval: 5 });
    // as an embedded database's next process does: every unfinished job is taken, held or not
    await newQueue().start({ takeAll: true });
    await completed(id);
    expect(await codeCount(id)).toEqual({ rows: count, places: count });
  }, 90_000);

  it('a stopped process leaves its job unfinished after a whole chunk, and the next continues from there', async () => {
    // the earlier tests' processes end first: a job released at the stop is any live process's to take
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    const count = CHUNK_SIZE * 10;
    const { id } = await jobHeldBy('a-stopped-process', count, new Date(Date.now() + 600_000));
    const first = newQueue();
    await first.start({ takeAll: true });
    await vi.waitFor(async () => expect((await jobOf(id)).generated).toBeGreaterThan(0), { timeout: 30_000, interval: 5 });
    await first.stop();
    const stopped = await jobOf(id);
    expect(stopped.status).toBe('IN_PROGRESS');
    // released at once for the next process rather than held until its lease ends
    expect((await queueJobOf(id)).status).not.toBe('failed');
    expect(stopped.generated % CHUNK_SIZE).toBe(0);
    expect(stopped.generated).toBeLessThan(count);
    expect((await codeCount(id)).rows).toBe(stopped.generated);

    await newQueue().start({ takeAll: true });
    expect(await completed(id)).toMatchObject({ generated: count });
    expect(await codeCount(id)).toEqual({ rows: count, places: count });
  }, 90_000);

  it('leaves a job alone while another process holds its lease', async () => {
    const { id } = await jobHeldBy('a-live-process', 10, new Date(Date.now() + 600_000));
    await newQueue().start({ takeAll: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await jobOf(id)).toMatchObject({ status: 'IN_PROGRESS', generated: 0 });
    expect(await queueJobOf(id)).toMatchObject({ status: 'active', locked_by: 'a-live-process' });
  });
});
