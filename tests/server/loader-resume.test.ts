import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobQueue } from '../../server/jobs/queue';
import { XLSX_MIME, loaderQueue } from '../../server/modules/loader/runner';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let partnerId: string;
const queues: JobQueue[] = [];

beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.ready();
  // the test's queues are the processes: the app's own stays out of the way
  await ctx.app.jobs.stop();
  partnerId = (await ctx.database.db.selectFrom('partners').select('id').where('name', '=', 'Бета Партнер').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await ctx?.close();
});

/** Another process's job queue, working the loader queue alone. */
function newQueue(): JobQueue {
  const queue = new JobQueue({ db: ctx.database.db, log: ctx.app.log, notifier: ctx.app.notifier }).define(loaderQueue({ db: ctx.database.db, files: ctx.app.files, log: ctx.app.log }));
  queues.push(queue);
  return queue;
}

const rowsOf = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => [`Resumed ${index}`, `79${prefix}0${String(index).padStart(4, '0')}`, `${prefix}-${index}@example.ru`, `bulk${prefix}-${index}`, 'bulk-secret-1']);

/** A task as a process that died mid-way leaves it: IN_PROGRESS, its lease held by that process until `leaseUntil`. */
async function abandonedTask(prefix: string, count: number, leaseUntil: Date) {
  const data = await writeXlsxFile([['name', 'phone', 'email', 'login', 'password'], ...rowsOf(prefix, count)].map((row) => row.map((value) => ({ value })))).toBuffer();
  const source = await ctx.app.files.save({ ownerKind: 'loader-upload', originalName: 'accounts.xlsx', mime: XLSX_MIME, data });
  return ctx.database.db.transaction().execute(async (tx) => {
    const task = await tx
      .insertInto('loader_tasks')
      .values({ partner_id: partnerId, author_id: null, file_name: 'accounts.xlsx', total_tasks: count, status: 'IN_PROGRESS', result_file_id: null, source_file_id: source.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    // its insert queued the job; the dead process had claimed it
    await tx.updateTable('jobs').set({ status: 'active', locked_by: 'a-stopped-process', lease_until: leaseUntil, attempts: 1 }).where('key', '=', `loader:${task.id}`).execute();
    return task;
  });
}

const jobOf = (id: string) => ctx.database.db.selectFrom('jobs').selectAll().where('key', '=', `loader:${id}`).executeTakeFirstOrThrow();
const taskOf = (id: string) => ctx.database.db.selectFrom('loader_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const accountsWith = async (prefix: string) => (await ctx.database.db.selectFrom('users').select('login').where('login', 'like', `bulk${prefix}-%`).execute()).length;
const completed = (id: string) =>
  vi.waitFor(
    async () => {
      const task = await taskOf(id);
      if (task.status !== 'COMPLETED') throw new Error(`still ${task.status}`);
      return task;
    },
    { timeout: 60_000, interval: 100 },
  );

describe('bulk account tasks after a restart (M7)', () => {
  it('a stopped queue leaves its task unfinished, and the next process continues after the last recorded row without repeating one', async () => {
    const { id } = await abandonedTask('8801', 12, new Date(Date.now() + 60_000));
    const first = newQueue();
    await first.start({ takeAll: true });
    await vi.waitFor(async () => expect((await taskOf(id)).completed_tasks).toBeGreaterThan(2), { timeout: 30_000, interval: 20 });
    await first.stop();
    const stopped = await taskOf(id);
    expect(stopped.status).toBe('IN_PROGRESS');
    // released for the next process at once: only the dead process's attempt counted
    expect(await jobOf(id)).toMatchObject({ status: 'queued', locked_by: null, attempts: 1 });
    const recorded = await ctx.database.db.selectFrom('loader_task_rows').select('row_number').where('task_id', '=', id).execute();
    expect(recorded.length).toBe(await accountsWith('8801'));
    expect(recorded.length).toBeLessThan(12);

    await newQueue().start({ takeAll: true });
    const task = await completed(id);
    expect(task).toMatchObject({ completed_tasks: 12, progress_percentage: 100 });
    await vi.waitFor(async () => expect(await jobOf(id)).toMatchObject({ status: 'done', progress: 100, lease_until: null }));
    expect(await accountsWith('8801')).toBe(12);
    expect(await ctx.database.db.selectFrom('loader_task_rows').select('row_number').where('task_id', '=', id).execute()).toEqual([]);
  }, 90_000);

  it('leaves a task alone while another process holds its lease, and takes it once the lease has run out', async () => {
    const held = await abandonedTask('8802', 2, new Date(Date.now() + 60_000));
    const expired = await abandonedTask('8803', 2, new Date(Date.now() - 1_000));
    await newQueue().start({ takeAll: false });
    expect((await completed(expired.id)).completed_tasks).toBe(2);
    const stillHeld = await taskOf(held.id);
    expect(stillHeld).toMatchObject({ status: 'IN_PROGRESS' });
    expect(await jobOf(held.id)).toMatchObject({ status: 'active', locked_by: 'a-stopped-process' });
    expect(await accountsWith('8802')).toBe(0);
  });
});
