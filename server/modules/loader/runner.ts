/** Processing of bulk account tasks (M7) in this process, one task after another, each row its own transaction. */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { FileStore } from '../../files/file-store';
import { ApiError } from '../../http/errors';
import { translate } from '../../i18n/messages';
import { AGENT_ROLES } from '../agents/schemas';
import { createAgent } from '../agents/write';
import { type RowOutcome, resultWorkbook } from './result-file';
import type { SheetRow } from './sheet';

export interface LoaderJob {
  taskId: string;
  partnerId: string;
  rows: SheetRow[];
}

type AgentRole = (typeof AGENT_ROLES)[number];
const isAgentRole = (role: string): role is AgentRole => (AGENT_ROLES as readonly string[]).includes(role);
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function reasonOf(error: unknown): string {
  if (!(error instanceof ApiError)) return translate('ru', 'error.internal');
  const fields = Object.values(error.fieldErrors ?? {}).map((key) => translate('ru', key, error.params));
  return (fields.length ? fields : [translate('ru', error.messageKey, error.params)]).join('; ');
}

async function createAccount(db: Db, partnerId: string, row: SheetRow): Promise<RowOutcome> {
  const roles = row.role ? row.role.toUpperCase().split(/[\s,;]+/).filter(Boolean) : [];
  if (!roles.every(isAgentRole)) return { row, created: false, reason: translate('ru', 'loader.roleInvalid') };
  const generatedPassword = row.password ? undefined : randomBytes(6).toString('base64url');
  try {
    await createAgent(db, {
      name: row.name,
      login: row.login,
      phone: row.phone,
      email: row.email,
      password: row.password || generatedPassword!,
      role: [...new Set(roles)] as AgentRole[],
      partner_id: partnerId,
      subdivision_id: null,
      type: 'NETTO',
      is_manager: false,
    });
    return { row, created: true, generatedPassword };
  } catch (error) {
    return { row, created: false, reason: reasonOf(error) };
  }
}

export class LoaderQueue {
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly services: { db: Db; files: FileStore; log: FastifyBaseLogger }) {}

  /** Starts after the current request and after earlier tasks; the queue never rejects. */
  enqueue(job: LoaderJob): void {
    this.tail = this.tail.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => this.run(job));
  }

  /** Resolves when every task taken so far is done (the server waits for it on close). */
  idle(): Promise<void> {
    return this.tail;
  }

  private async run({ taskId, partnerId, rows }: LoaderJob): Promise<void> {
    const { db, files, log } = this.services;
    const progress = (values: Record<string, unknown>) => db.updateTable('loader_tasks').set({ ...values, updated_at: new Date() }).where('id', '=', taskId).execute();
    try {
      await progress({ status: 'IN_PROGRESS' });
      const outcomes: RowOutcome[] = [];
      for (const row of rows) {
        // a row's account is written in its own transaction (createAgent), so a refused row leaves nothing behind
        outcomes.push(await createAccount(db, partnerId, row));
        const completed = outcomes.filter((outcome) => outcome.created).length;
        await progress({ completed_tasks: completed, progress_percentage: Math.floor((outcomes.length * 100) / rows.length) });
      }
      const stored = await files.save({ ownerKind: 'loader-result', ownerId: taskId, originalName: `loader-result-${taskId}.xlsx`, mime: XLSX_MIME, data: await resultWorkbook(outcomes) });
      await progress({ status: 'COMPLETED', progress_percentage: 100, result_file_id: stored.id });
    } catch (error) {
      log.error({ err: error, taskId }, 'bulk account task failed');
      await progress({ status: 'ERRORED' }).catch((updateError: unknown) => log.error({ err: updateError, taskId }, 'could not mark the task errored'));
    }
  }
}
