/**
 * Processing of bulk account tasks (M7) in the background, one task after another per process. A task is held
 * through a lease renewed with every row; a task whose lease ran out (its process stopped) is taken over and
 * continues after its last recorded row, so a restart neither loses nor repeats rows.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { FileStore } from '../../files/file-store';
import { resultWorkbook } from './result-file';
import { readAccountRows } from './sheet';
import { processRow, processedRowNumbers, recordedOutcomes } from './task-rows';

export const LEASE_MS = 60_000;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UNFINISHED = ['CREATED', 'IN_PROGRESS'] as const;
// the database's clock, so that processes on several machines agree on when a lease ends
const NOW = sql<Date>`now()`;
const LEASE_END = sql<Date>`now() + ${sql.lit(LEASE_MS)} * interval '1 millisecond'`;

export class LoaderQueue {
  readonly owner = randomUUID();
  private tail: Promise<void> = Promise.resolve();
  private stopping = false;
  private scanTimer?: NodeJS.Timeout;

  constructor(private readonly services: { db: Db; files: FileStore; log: FastifyBaseLogger }) {}

  /** Starts after the current request and after earlier tasks; the queue never rejects. */
  enqueue(taskId: string, takeOver = false): void {
    this.tail = this.tail.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => this.run(taskId, takeOver));
  }

  /** Takes over the unfinished tasks no process holds (all of them when `takeAll`: a single-process database), then keeps looking. */
  async start({ takeAll }: { takeAll: boolean }): Promise<void> {
    await this.resumeAbandoned(takeAll);
    this.scanTimer = setInterval(() => void this.resumeAbandoned(false), LEASE_MS / 2).unref();
  }

  /** Stops after the row in progress; the task stays unfinished and is resumed by the next process. */
  /** Its scan is scheduled: started and not stopped (readiness, server/ops/workers.ts). */
  isRunning(): boolean {
    return this.scanTimer !== undefined && !this.stopping;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.scanTimer);
    await this.tail;
  }

  private async resumeAbandoned(takeAll: boolean): Promise<void> {
    try {
      const tasks = await this.services.db
        .selectFrom('loader_tasks')
        .select('id')
        .where('status', 'in', UNFINISHED)
        .$if(!takeAll, (q) => q.where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', NOW)])))
        .orderBy('created_at')
        .execute();
      for (const task of tasks) this.enqueue(task.id, takeAll);
    } catch (error) {
      this.services.log.error({ err: error }, 'could not look for abandoned bulk account tasks');
    }
  }

  /** Holds the task for this process, if it is unfinished and nobody else holds it; renewing our own lease also holds. */
  private async claim(taskId: string, takeOver: boolean): Promise<boolean> {
    const result = await this.services.db
      .updateTable('loader_tasks')
      .set({ lease_owner: this.owner, lease_until: LEASE_END, updated_at: new Date() })
      .where('id', '=', taskId)
      .where('status', 'in', UNFINISHED)
      .$if(!takeOver, (q) => q.where((eb) => eb.or([eb('lease_owner', '=', this.owner), eb('lease_until', 'is', null), eb('lease_until', '<', NOW)])))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async run(taskId: string, takeOver: boolean): Promise<void> {
    const { db, log } = this.services;
    try {
      if (this.stopping || !(await this.claim(taskId, takeOver))) return;
      await this.process(taskId);
    } catch (error) {
      log.error({ err: error, taskId }, 'bulk account task failed');
      await db
        .updateTable('loader_tasks')
        .set({ status: 'ERRORED', lease_until: null, updated_at: new Date() })
        .where('id', '=', taskId)
        .where('lease_owner', '=', this.owner)
        .execute()
        .catch((updateError: unknown) => log.error({ err: updateError, taskId }, 'could not mark the task errored'));
    }
  }

  private async process(taskId: string): Promise<void> {
    const { db, files } = this.services;
    const task = await db.selectFrom('loader_tasks').select(['partner_id', 'source_file_id']).where('id', '=', taskId).executeTakeFirstOrThrow();
    if (!task.source_file_id) throw new Error('the uploaded sheet of the task is gone');
    const rows = await readAccountRows((await files.read(task.source_file_id)).data);
    const done = await processedRowNumbers(db, taskId);
    let processed = done.numbers.size;
    let created = done.created;
    for (const row of rows) {
      if (this.stopping) return;
      if (done.numbers.has(row.number)) continue;
      if (await processRow(db, taskId, task.partner_id, row)) created += 1;
      processed += 1;
      if (!(await this.progress(taskId, { status: 'IN_PROGRESS', completed_tasks: created, progress_percentage: Math.floor((processed * 100) / rows.length) }))) return;
    }
    const outcomes = await recordedOutcomes(db, taskId, rows);
    const data = await resultWorkbook(outcomes, 'withheld');
    const stored = await files.save({ ownerKind: 'loader-result', ownerId: taskId, originalName: `loader-result-${taskId}.xlsx`, mime: XLSX_MIME, data });
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('loader_tasks').set({ status: 'COMPLETED', progress_percentage: 100, completed_tasks: created, result_file_id: stored.id, lease_until: null, updated_at: new Date() }).where('id', '=', taskId).execute();
      // only the generated passwords stay, until the first download takes them (service.ts taskResult)
      await tx.deleteFrom('loader_task_rows').where('task_id', '=', taskId).where('generated_password', 'is', null).execute();
    });
  }

  /** Writes progress and renews the lease; false when another process has taken the task over meanwhile. */
  private async progress(taskId: string, values: { status: 'IN_PROGRESS'; completed_tasks: number; progress_percentage: number }): Promise<boolean> {
    const result = await this.services.db
      .updateTable('loader_tasks')
      .set({ ...values, lease_until: LEASE_END, updated_at: new Date() })
      .where('id', '=', taskId)
      .where('lease_owner', '=', this.owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
