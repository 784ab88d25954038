/** One row of a bulk account task (M7): its account and the record of what became of it, written together. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/errors';
import { translate } from '../../i18n/messages';
import { AGENT_ROLES, type AgentRole } from '../../../common/roles';
import { createAgent } from '../agents/write';
import type { RowOutcome } from './result-file';
import type { SheetRow } from './sheet';

const isAgentRole = (role: string): role is AgentRole => (AGENT_ROLES as readonly string[]).includes(role);

function reasonOf(error: unknown): string {
  if (!(error instanceof ApiError)) return translate('ru', 'error.internal');
  const fields = Object.values(error.fieldErrors ?? {}).map((key) => translate('ru', key, error.params));
  return (fields.length ? fields : [translate('ru', error.messageKey, error.params)]).join('; ');
}

interface RecordedOutcome {
  created: boolean;
  reason?: string;
  generatedPassword?: string;
}

const record = (db: Db, taskId: string, rowNumber: number, outcome: RecordedOutcome) =>
  db
    .insertInto('loader_task_rows')
    .values({ task_id: taskId, row_number: rowNumber, created: outcome.created, reason: outcome.reason ?? null, generated_password: outcome.generatedPassword ?? null })
    .onConflict((oc) => oc.columns(['task_id', 'row_number']).doNothing())
    .execute()
    .then(() => undefined);

/** Creates the row's account; a refused row leaves no account behind, only the reason. Answers whether an account was created. */
export async function processRow(db: Db, taskId: string, partnerId: string, row: SheetRow): Promise<boolean> {
  const roles = row.role ? row.role.toUpperCase().split(/[\s,;]+/).filter(Boolean) : [];
  if (!roles.every(isAgentRole)) {
    await record(db, taskId, row.number, { created: false, reason: translate('ru', 'loader.roleInvalid') });
    return false;
  }
  const generatedPassword = row.password ? undefined : randomBytes(9).toString('base64url');
  const account = {
    name: row.name,
    login: row.login,
    phone: row.phone,
    email: row.email,
    password: row.password || generatedPassword!,
    role: [...new Set(roles)] as AgentRole[],
    partner_id: partnerId,
    subdivision_id: null,
    type: 'NETTO' as const,
    is_manager: false,
  };
  try {
    await createAgent(db, account, (tx) => record(tx, taskId, row.number, { created: true, generatedPassword }));
    return true;
  } catch (error) {
    await record(db, taskId, row.number, { created: false, reason: reasonOf(error) });
    return false;
  }
}

/** The recorded outcomes in sheet order, joined with the sheet's rows for the result file. */
export async function recordedOutcomes(db: Db, taskId: string, rows: readonly SheetRow[]): Promise<RowOutcome[]> {
  const recorded = await db.selectFrom('loader_task_rows').selectAll().where('task_id', '=', taskId).execute();
  const byNumber = new Map(recorded.map((outcome) => [outcome.row_number, outcome]));
  return rows.flatMap((row) => {
    const outcome = byNumber.get(row.number);
    if (!outcome) return [];
    return [{ row, created: outcome.created, reason: outcome.reason ?? undefined, generatedPassword: outcome.generated_password ?? undefined }];
  });
}

export async function processedRowNumbers(db: Db, taskId: string): Promise<{ numbers: Set<number>; created: number }> {
  const rows = await db.selectFrom('loader_task_rows').select(['row_number', 'created']).where('task_id', '=', taskId).execute();
  return { numbers: new Set(rows.map((row) => row.row_number)), created: rows.filter((row) => row.created).length };
}
