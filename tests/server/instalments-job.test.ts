import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueue } from '../../server/jobs/store';
import { INSTALMENTS_JOB } from '../../server/modules/instalments/scheduler';
import { type TestContext, buildTestApp } from './helper';

/**
 * The credit autopay is one recurring job of the job queue: the process that starts queues it (once, whichever
 * processes start), each run schedules the next as its next step, and a failed one is queued again at the next start.
 */
let ctx: TestContext;
const job = () => ctx.database.db.selectFrom('jobs').selectAll().where('queue', '=', INSTALMENTS_JOB.queue).execute();

beforeAll(async () => {
  ctx = await buildTestApp({ instalmentJobSeconds: 3600 });
  await ctx.app.ready();
}, 300_000);
afterAll(async () => ctx?.close());

describe('the credit autopay job', () => {
  it('runs once at the start and waits for its next run, one job however often it is queued', async () => {
    await vi.waitFor(async () => expect((await job())[0]).toMatchObject({ status: 'queued', started_at: expect.any(Date) }), { timeout: 20_000, interval: 50 });
    const [run] = await job();
    expect(run).toMatchObject({ key: INSTALMENTS_JOB.key, attempts: 0, last_error: null });
    expect(run!.run_at.getTime()).toBeGreaterThan(Date.now() + 3500_000);
    expect(ctx.app.jobs.running()).toBe(true);
  });

  it('is queued again at the next start after it failed', async () => {
    await ctx.database.db.updateTable('jobs').set({ status: 'failed', last_error: 'the acquirer was down', error_kind: 'unavailable', finished_at: new Date() }).where('key', '=', INSTALMENTS_JOB.key).execute();
    await enqueue(ctx.database.db, { ...INSTALMENTS_JOB, revive: true });
    await vi.waitFor(async () => expect((await job())[0]).toMatchObject({ status: 'queued', last_error: null, error_kind: null, finished_at: null }), { timeout: 20_000, interval: 50 });
    expect(await job()).toHaveLength(1);
  });
});
