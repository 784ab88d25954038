/** Queries behind the services routes and the public catalogue. Routes validate; this file reads and writes. */
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { ListReply } from '../../../common/errors';
import type { Db } from '../../db/database';
import type { DB, ServicesTable } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { type Paging, offsetOf } from '../../http/list';
import { containsPattern } from '../../http/list';
import { type PublicService, type SERVICE_SORT_FIELDS, SERVICE_DEFAULTS, type Service, type ServiceInput, type ServiceLookup } from './schemas';
import { FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION, pgCode } from '../../db/pg-errors';

type ServiceRow = Selectable<ServicesTable>;

export interface ServiceListRequest extends Paging {
  q?: string;
  ids?: string[];
  sort: (typeof SERVICE_SORT_FIELDS)[number];
  order: 'ASC' | 'DESC';
  /** The public catalogue shows only the services sold on their own. */
  soloOnly?: boolean;
}

export function toService(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cost: Number(row.cost),
    limit: row.limit,
    unit: row.unit,
    solo: row.solo,
    bot: row.bot,
    options: { is_dinamic: row.is_dinamic, max_limit: row.max_limit },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toPublicService({ id, name, description, cost, limit, unit, bot }: Service): PublicService {
  return { id, name, description, cost, limit, unit, bot };
}

/** Form input as columns: trimmed texts, '' as null, and no count for an unlimited service. */
function toColumns(input: ServiceInput) {
  const name = input.name.trim();
  if (!name) throw badRequest({ name: 'validation.required' });
  const unit = input.unit?.trim() || SERVICE_DEFAULTS.unit;
  return {
    name,
    description: input.description?.trim() || null,
    cost: input.cost ?? SERVICE_DEFAULTS.cost,
    limit: unit ? (input.limit ?? SERVICE_DEFAULTS.limit) : 0,
    unit,
    solo: input.solo ?? SERVICE_DEFAULTS.solo,
    bot: input.bot ?? SERVICE_DEFAULTS.bot,
    is_dinamic: input.options?.is_dinamic ?? SERVICE_DEFAULTS.is_dinamic,
    max_limit: input.options?.max_limit ?? SERVICE_DEFAULTS.max_limit,
  };
}

function matching(request: Pick<ServiceListRequest, 'q' | 'ids' | 'soloOnly'>) {
  const pattern = containsPattern(request.q);
  return (eb: ExpressionBuilder<DB, 'services'>) =>
    eb.and([
      ...(pattern ? [eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern)])] : []),
      ...(request.ids ? [request.ids.length ? eb('id', 'in', request.ids) : eb.lit(false)] : []),
      ...(request.soloOnly ? [eb('solo', '=', true)] : []),
    ]);
}

export async function listServices(db: Db, request: ServiceListRequest): Promise<ListReply<Service>> {
  const where = matching(request);
  const direction = request.order === 'ASC' ? 'asc' : 'desc';
  const [count, rows] = await Promise.all([
    db.selectFrom('services').where(where).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    db
      .selectFrom('services')
      .selectAll()
      .where(where)
      .orderBy(request.sort, direction)
      .orderBy('id')
      .limit(request.perPage)
      .offset(offsetOf(request))
      .execute(),
  ]);
  return { data: rows.map(toService), total: Number(count.total), perPage: request.perPage, page: request.page };
}

function found(row: ServiceRow | undefined): Service {
  if (!row) throw notFound();
  return toService(row);
}

export async function findService(db: Db, id: string, soloOnly = false): Promise<Service> {
  const row = await db
    .selectFrom('services')
    .selectAll()
    .where('id', '=', id)
    .$if(soloOnly, (query) => query.where('solo', '=', true))
    .executeTakeFirst();
  return found(row);
}

export async function createService(db: Db, input: ServiceInput): Promise<Service> {
  const row = await db.insertInto('services').values(toColumns(input)).returningAll().executeTakeFirstOrThrow();
  return toService(row);
}

/** PUT replaces the whole editable set. */
export async function replaceService(db: Db, id: string, input: ServiceInput): Promise<Service> {
  const row = await db
    .updateTable('services')
    .set({ ...toColumns(input), updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return found(row);
}

/** restrict_violation (ON DELETE RESTRICT) and foreign_key_violation (NO ACTION). */
const STILL_REFERENCED = new Set([RESTRICT_VIOLATION, FOREIGN_KEY_VIOLATION]);

/** Answers the deleted service; one still attached to a tariff or a certificate stays (409). */
export async function deleteService(db: Db, id: string): Promise<Service> {
  try {
    return found(await db.deleteFrom('services').where('id', '=', id).returningAll().executeTakeFirst());
  } catch (error) {
    if (STILL_REFERENCED.has(pgCode(error))) throw conflict(undefined, 'services.inUse');
    throw error;
  }
}

export async function allServices(db: Db): Promise<ServiceLookup[]> {
  const rows = await db.selectFrom('services').select(['id', 'name', 'cost', 'limit', 'unit']).orderBy('name').orderBy('id').execute();
  return rows.map((row) => ({ ...row, cost: Number(row.cost) }));
}

export async function additionalServices(db: Db): Promise<PublicService[]> {
  const rows = await db.selectFrom('services').selectAll().where('solo', '=', true).orderBy('name').orderBy('id').execute();
  return rows.map((row) => toPublicService(toService(row)));
}
