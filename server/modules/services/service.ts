/** Queries behind the public catalogue and the services lookups (the CRUD is generated: ../../resources). Routes validate; this file reads and writes. */
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { ListReply } from '../../../common/errors';
import type { Db } from '../../db/database';
import type { DB, ServicesTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { services } from '../../../common/resources/services';
import { toRecord } from '../../resources/rows';
import { localized } from '../../../common/resource';
import type { Language } from '../../i18n/messages';
import { translated } from '../../i18n/translated';
import { type Paging, offsetOf } from '../../http/list';
import { containsPattern } from '../../http/list';
import type { PublicService, SERVICE_SORT_FIELDS, Service, ServiceLookup } from './schemas';

type ServiceRow = Selectable<ServicesTable>;

export interface ServiceListRequest extends Paging {
  q?: string;
  ids?: string[];
  sort: (typeof SERVICE_SORT_FIELDS)[number];
  order: 'ASC' | 'DESC';
  /** The public catalogue shows only the services sold on their own. */
  soloOnly?: boolean;
}

export const toService = (row: ServiceRow): Service => toRecord(services, row) as Service;

/** A service as its readers (catalogue, pickers) show it: name and description in the caller's language. */
export const inCallersLanguage = (service: Service, language: Language): Service => localized(services.fields, service, language);

export function toPublicService({ id, name, description, cost, limit, unit, bot }: Service): PublicService {
  return { id, name, description, cost, limit, unit, bot };
}

function matching(request: Pick<ServiceListRequest, 'q' | 'ids' | 'soloOnly'>) {
  const pattern = containsPattern(request.q);
  return (eb: ExpressionBuilder<DB, 'services'>) =>
    eb.and([
      ...(pattern ? [eb.or(['name', 'description', 'name_kk', 'name_en', 'description_kk', 'description_en'].map((column) => eb(eb.ref(column as 'name'), 'ilike', pattern)))] : []),
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

export async function allServices(db: Db, language: Language = 'ru'): Promise<ServiceLookup[]> {
  const rows = await db.selectFrom('services').select(['id', translated('name', language).as('name'), 'cost', 'limit', 'unit']).orderBy('name').orderBy('id').execute();
  return rows.map((row) => ({ ...row, cost: Number(row.cost) }));
}

export async function additionalServices(db: Db, language: Language = 'ru'): Promise<PublicService[]> {
  const rows = await db.selectFrom('services').selectAll().where('solo', '=', true).orderBy('name').orderBy('id').execute();
  return rows.map((row) => toPublicService(inCallersLanguage(toService(row), language)));
}
