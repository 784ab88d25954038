/**
 * Bulk account tasks (M7) as a queue of the job queue (decision Jobs/queue): a task's job `loader:<id>` is enqueued
 * by the insert of its row (migration 0570) and processes the sheet row after row, renewing its lease with each. A
 * task whose process stopped is taken over after its lease and continues after its last recorded row, so a restart
 * neither loses nor repeats rows. The loader_tasks row stays the task's record for the screen.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { FileStore } from '../../files/file-store';
import type { JobContext, JobResult, QueueDefinition } from '../../jobs/types';
import { resultWorkbook } from './result-file';
import { readAccountRows } from './sheet';
import { processRow, processedRowNumbers, recordedOutcomes } from './task-rows';

export const LEASE_MS = 60_000;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UNFINISHED = ['CREATED', 'IN_PROGRESS'] as const;
/** How often a process looks for tasks nobody holds, besides each wake-up. */
const SCAN_MS = LEASE_MS / 2;

type Services = { db: Db; files: FileStore; log: FastifyBaseLogger };

export function loaderQueue(services: Services): QueueDefinition {
  return {
    name: 'loader',
    pollMs: SCAN_MS,
    leaseMs: LEASE_MS,
    run: (context) => processTask(services, context),
    async failed(tx, context, { final }) {
      if (final) await tx.updateTable('loader_tasks').set({ status: 'ERRORED', updated_at: new Date() }).where('id', '=', context.id).where('status', 'in', UNFINISHED).execute();
    },
  };
}

async function processTask({ db, files }: Services, context: JobContext): Promise<JobResult> {
  const taskId = context.id;
  const task = await db.selectFrom('loader_tasks').select(['partner_id', 'source_file_id', 'status']).where('id', '=', taskId).executeTakeFirst();
  if (!task || !UNFINISHED.includes(task.status as (typeof UNFINISHED)[number])) return;
  if (!task.source_file_id) throw new Error('the uploaded sheet of the task is gone');
  const rows = await readAccountRows((await files.read(task.source_file_id)).data);
  const done = await processedRowNumbers(db, taskId);
  let processed = done.numbers.size;
  let created = done.created;
  for (const row of rows) {
    if (context.stopping()) return 'released';
    if (done.numbers.has(row.number)) continue;
    if (await processRow(db, taskId, task.partner_id, row)) created += 1;
    processed += 1;
    const percent = Math.floor((processed * 100) / rows.length);
    await db.updateTable('loader_tasks').set({ status: 'IN_PROGRESS', completed_tasks: created, progress_percentage: percent, updated_at: new Date() }).where('id', '=', taskId).execute();
    // another process has taken the task over meanwhile: it carries on from the rows recorded
    if (!(await context.progress(percent))) return;
  }
  const outcomes = await recordedOutcomes(db, taskId, rows);
  const data = await resultWorkbook(outcomes, 'withheld');
  const stored = await files.save({ ownerKind: 'loader-result', ownerId: taskId, originalName: `loader-result-${taskId}.xlsx`, mime: XLSX_MIME, data });
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('loader_tasks').set({ status: 'COMPLETED', progress_percentage: 100, completed_tasks: created, result_file_id: stored.id, updated_at: new Date() }).where('id', '=', taskId).execute();
    // only the generated passwords stay, until the first download takes them (service.ts taskResult)
    await tx.deleteFrom('loader_task_rows').where('task_id', '=', taskId).where('generated_password', 'is', null).execute();
  });
}
