import type { Db } from '../../db/database';
import type { FileStore } from '../../files/file-store';
import { badRequest, notFound } from '../../http/errors';
import { XLSX_MIME } from './runner';
import { withPasswords } from './result-file';
import type { SheetRow } from './sheet';

interface NewTask {
  partnerId: string;
  authorId: string;
  fileName: string;
  rows: SheetRow[];
  sheet: Buffer;
}

/**
 * Keeps the uploaded sheet (the task reads it again when it resumes after a restart) and records the task, whose
 * insert enqueues its job (migration 0570); answers its row (the declared record).
 */
export async function createTask(db: Db, files: FileStore, input: NewTask) {
  const partner = await db.selectFrom('partners').select('id').where('id', '=', input.partnerId).executeTakeFirst();
  if (!partner) throw badRequest({ partnerId: 'agents.partnerNotFound' });
  const source = await files.save({ ownerKind: 'loader-upload', originalName: input.fileName, mime: XLSX_MIME, data: input.sheet });
  return db
    .insertInto('loader_tasks')
    .values({
      partner_id: input.partnerId,
      author_id: input.authorId,
      file_name: input.fileName,
      total_tasks: input.rows.length,
      result_file_id: null,
      source_file_id: source.id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The result sheet of a completed task; 404 while there is none. The first download takes the generated passwords
 * out of the database and is the only sheet that holds them; the stored sheet, and every later download, does not.
 */
export async function taskResult(db: Db, files: FileStore, taskId: string) {
  const task = await db.selectFrom('loader_tasks').select('result_file_id').where('id', '=', taskId).executeTakeFirst();
  if (!task?.result_file_id) throw notFound();
  const stored = await files.read(task.result_file_id);
  const taken = await db
    .deleteFrom('loader_task_rows')
    .where('task_id', '=', taskId)
    .where('generated_password', 'is not', null)
    .returning(['row_number', 'generated_password'])
    .execute();
  if (!taken.length) return stored;
  const passwords = new Map(taken.map((row) => [row.row_number, row.generated_password!]));
  return { ...stored, data: await withPasswords(stored.data, passwords) };
}
