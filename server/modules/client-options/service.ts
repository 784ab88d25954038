/** Queries behind the client card's options (E9). Routes check access to the client; this file checks rules, reads and writes. */
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import type { MessageKey } from '../../i18n/messages';
import type { RequestUser } from '../auth/tokens';
import { scopeToUser } from '../certificates/list-service';
import { activeServiceLimits, privilegeService, tariffService } from '../certificates/service-limits';
import type { ActiveOption, PrivilegeInput } from './schemas';

/** The services of the client's active certificates, with their limits; an agent sees those of its own certificates (C1). */
async function tariffOptions(db: Db, user: RequestUser, clientId: string): Promise<ActiveOption[]> {
  const rows = await activeServiceLimits(scopeToUser(db.selectFrom('certificates'), user), clientId).select('s.bot').execute();
  return rows.map((row) => ({
    kind: 'tariff',
    id: `${row.certificate_id}:${row.service_id}`,
    service_id: row.service_id,
    ...tariffService(row),
    bot: row.bot,
    certificate: { id: row.certificate_id, number: row.number },
    author: null,
    created_at: null,
  }));
}

const privileges = (db: Db) =>
  db
    .selectFrom('privilege_services as p')
    .leftJoin('users as u', 'u.id', 'p.created_by')
    .selectAll('p')
    .select('u.name as author_name');

type PrivilegeRow = Awaited<ReturnType<ReturnType<typeof privileges>['executeTakeFirstOrThrow']>>;

function toOption(row: PrivilegeRow): ActiveOption {
  return {
    kind: 'privilege',
    id: row.id,
    service_id: row.service_id,
    ...privilegeService(row),
    bot: row.bot,
    certificate: null,
    author: row.created_by && row.author_name !== null ? { id: row.created_by, name: row.author_name } : null,
    created_at: row.created_at.toISOString(),
  };
}

/** Tariff options first (by certificate number), then the privilege ones, newest first. */
export async function listActiveOptions(db: Db, user: RequestUser, clientId: string): Promise<ActiveOption[]> {
  const [tariff, privilege] = await Promise.all([
    tariffOptions(db, user, clientId),
    privileges(db).where('p.client_id', '=', clientId).orderBy('p.created_at', 'desc').orderBy('p.id').execute(),
  ]);
  return [...tariff, ...privilege.map(toOption)];
}

const trimmed = (text: string | null | undefined) => text?.trim() || null;

/** O6: the name always, the description on a plain card (no catalogue service behind it), a limit unless unlimited. */
function checked(input: PrivilegeInput) {
  const name = trimmed(input.name);
  const description = trimmed(input.description);
  const unlimited = input.unlimited ?? false;
  const errors: Record<string, MessageKey> = {};
  if (!name) errors.name = 'options.nameRequired';
  if (!description && !input.service_id) errors.description = 'options.descriptionRequired';
  if (!unlimited && (input.limit === undefined || input.limit === null)) errors.limit = 'validation.required';
  if (Object.keys(errors).length) throw badRequest(errors);
  return { name: name!, description, unlimited, limit: unlimited ? null : input.limit!, unit: unlimited ? null : (input.unit ?? null) };
}

export async function createPrivilege(db: Db, user: RequestUser, input: PrivilegeInput): Promise<ActiveOption> {
  const values = checked(input);
  const serviceId = input.service_id ?? null;
  if (serviceId && !(await db.selectFrom('services').select('id').where('id', '=', serviceId).executeTakeFirst())) {
    throw badRequest({ service_id: 'error.notFound' });
  }
  const { id } = await db
    .insertInto('privilege_services')
    .values({ ...values, client_id: input.client_id, service_id: serviceId, bot: input.bot ?? null, created_by: user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { client_id: _, ...option } = await findPrivilege(db, id);
  return option;
}

export async function findPrivilege(db: Db, id: string): Promise<ActiveOption & { client_id: string }> {
  const row = await privileges(db).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return { ...toOption(row), client_id: row.client_id };
}

export async function deletePrivilege(db: Db, id: string): Promise<void> {
  await db.deleteFrom('privilege_services').where('id', '=', id).execute();
}
