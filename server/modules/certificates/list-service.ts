import { type ExpressionBuilder, sql } from 'kysely';
import { isAdminNotAgent } from '../../../common/roles';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import { escapeLike, offsetOf } from '../../http/list';
import type { RequestUser } from '../auth/tokens';
import { type CertificateCounts, filteredTotal, maintainedCounts } from './list-total';
import { orderOf, pageIds } from './list-shapes';
import { type CertificatesQuery, NAME_FIELDS, type PageOrder, lookUpNames, planSearch, walksAnIndex } from './name-search';
import { clientPhoneFilter } from './phone-filter';
import type { CertificateListQuery, CertificateRow } from './schemas';
import { hasStatus, statusOf } from './status';

const asArray = <T extends string>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** An agent sees only its own certificates; an admin who is not an agent sees all (C1). The server enforces it. */
export function scopeToUser(query: CertificatesQuery, user: RequestUser): CertificatesQuery {
  if (isAdminNotAgent(user.roles)) return query;
  return user.agentId ? query.where('certificates.agent_id', '=', user.agentId) : query.where(sql<boolean>`false`);
}

/** The number filter takes the card mask: digits with * for any digit; spaces and slashes are ignored. */
export function numberFilter(eb: ExpressionBuilder<DB, 'certificates'>, raw: string) {
  const mask = raw.replace(/[\s/]/g, '');
  if (!mask.includes('*')) return eb('certificates.number', 'like', `${escapeLike(mask)}%`);
  const conditions = [eb('certificates.number', 'like', mask.replace(/\*/g, '_'))];
  const tail = mask.slice(-4);
  if (mask.length === 16 && /^\d{4}$/.test(tail)) conditions.push(eb(sql`right(certificates.number, 4)`, '=', tail));
  return eb.and(conditions);
}

/** Every filter but the name searches, which name-search.ts applies in the shape that suits each search. */
export function applyFilters(query: CertificatesQuery, filters: CertificateListQuery): CertificatesQuery {
  let q = query;
  if (filters.number) {
    const number = filters.number;
    q = q.where((eb) => numberFilter(eb, number));
  }
  const rates = asArray(filters.rate_id);
  if (rates.length) q = q.where('certificates.rate_id', 'in', rates);
  const partners = asArray(filters.partner_id);
  if (partners.length) q = q.where('certificates.partner_id', 'in', partners);
  const agents = asArray(filters.agent_id);
  if (agents.length) q = q.where('certificates.agent_id', 'in', agents);
  if (filters.client_id) q = q.where('certificates.client_id', '=', filters.client_id);
  if (filters.phone) q = q.where(clientPhoneFilter(filters.phone));
  if (filters.ids?.length) q = q.where('certificates.id', 'in', filters.ids);
  const statuses = asArray(filters.status);
  if (statuses.length) q = q.where(hasStatus(statuses));
  if (filters.finish_from) q = q.where('certificates.finish_date', '>=', new Date(`${filters.finish_from}T00:00:00Z`));
  if (filters.finish_to) q = q.where('certificates.finish_date', '<', sql<Date>`${filters.finish_to}::date + 1`);
  return q;
}

/** NOT NULL sort columns: NULLS LAST would change nothing on them but keep their (column desc, id desc) indexes out of the plan. */
const NOT_NULL_SORTS = new Set<string>(['created_at', 'number', 'cost']);
const PAGING_KEYS = new Set<string>(['page', 'perPage', 'sort', 'order']);

/** Filters that narrow the list, besides paging and sort (unknown ones too, so a new filter is never miscounted). */
const filterKeys = (query: CertificateListQuery) =>
  Object.entries(query)
    .filter(([key, value]) => !PAGING_KEYS.has(key) && value !== undefined && !(Array.isArray(value) && value.length === 0))
    .map(([key]) => key);

const EMPTY = { data: [] as CertificateRow[], total: 0 };

export async function listCertificates(db: Db, user: RequestUser, query: CertificateListQuery) {
  const filters = filterKeys(query);
  let counted: Promise<CertificateCounts> | undefined;
  const counts = () => (counted ??= maintainedCounts(db, user));
  const searching = NAME_FIELDS.some((field) => query[field]);
  const [searches] = await Promise.all([lookUpNames(db, query), searching ? counts() : undefined]);
  const reply = (found: { data: CertificateRow[]; total: number }) => ({ ...found, perPage: query.perPage, page: query.page });
  if (searches.some((search) => search.size?.names === 0)) return reply(EMPTY);
  const otherFilters = filters.some((key) => !(NAME_FIELDS as string[]).includes(key));
  const order: PageOrder = {
    sort: query.sort,
    direction: query.order === 'ASC' ? 'asc' : 'desc',
    nullsLast: !NOT_NULL_SORTS.has(query.sort),
    perPage: query.perPage,
    offset: offsetOf(query),
  };
  const base = applyFilters(scopeToUser(db.selectFrom('certificates'), user), query);
  const agentScoped = !isAdminNotAgent(user.roles) || asArray(query.agent_id).length > 0 || asArray(query.partner_id).length > 0;
  const plan = searches.length
    ? planSearch(searches, { ...(await counts()), agentScoped, otherFilters }, order)
    : { kind: walksAnIndex(order, agentScoped) ? ('walk' as const) : ('filter' as const) };
  // the page's ids first: skipping rows over the (sort, id) index needs no table reads, so deep pages stay cheap
  const ids = pageIds(db, base, searches, plan, order);
  const rowsOf = db
    .selectFrom(db.selectFrom('certificates').selectAll('certificates').where('certificates.id', 'in', ids).as('c'))
    .leftJoin('partners as p', 'p.id', 'c.partner_id')
    .leftJoin('subdivisions as s', 's.id', 'c.subdivision_id')
    .leftJoin('clients as cl', 'cl.id', 'c.client_id')
    .selectAll('c')
    .select(['p.name as partner_name', 's.name as subdivision_name', 'cl.type as client_type', sql<string | null>`cl.entity->>'company'`.as('company')])
    .select(statusOf('c').as('current_status'))
    .orderBy(sql.ref(`c.${query.sort}`), orderOf(order))
    .orderBy('c.id', order.direction);
  // an unfiltered list's total is kept by counters, so it is read beside the page; a filtered one may need the page
  const [rows, maintained] = await Promise.all([rowsOf.execute(), filters.length ? undefined : counts()]);
  const total = maintained
    ? maintained.scope
    : await filteredTotal(db, user, { base, searches, plan, counts, otherFilters, offset: order.offset, perPage: order.perPage, rows: rows.length });
  return reply({ data: rows.map(toRow), total });
}

type JoinedRow = Record<string, unknown>;

function ref(id: unknown, name: unknown) {
  return id ? { id: String(id), name: String(name ?? '') } : null;
}

function toRow(row: JoinedRow): CertificateRow {
  const cost = Number(row.cost);
  const promo = Number(row.promo_discount);
  const bonus = Number(row.bonus);
  return {
    id: String(row.id),
    number: String(row.number),
    rate: ref(row.rate_id, row.rate_name),
    client: row.client_id
      ? { id: String(row.client_id), name: String(row.client_name ?? ''), type: String(row.client_type ?? 'INDIVIDUAL'), company: (row.company as string | null) ?? null }
      : null,
    partner: ref(row.partner_id, row.partner_name),
    agent: ref(row.agent_id, row.agent_name),
    subdivision: ref(row.subdivision_id, row.subdivision_name),
    status: row.current_status as CertificateRow['status'],
    cost,
    promo_discount: promo,
    bonus,
    price: cost + promo + bonus,
    blocked: Boolean(row.blocked),
    blocked_type: (row.blocked_type as string | null) ?? null,
    block_date: row.block_date ? (row.block_date as Date).toISOString() : null,
    created_at: (row.created_at as Date).toISOString(),
    start_date: row.start_date ? (row.start_date as Date).toISOString() : null,
    finish_date: row.finish_date ? (row.finish_date as Date).toISOString() : null,
  };
}
