import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { isAdminNotAgent } from '../../../common/roles';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import { containsPattern, escapeLike, offsetOf } from '../../http/list';
import type { RequestUser } from '../auth/tokens';
import type { CertificateListQuery, CertificateRow } from './schemas';

type CertificatesQuery = SelectQueryBuilder<DB, 'certificates', object>;

const asArray = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

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

export function applyFilters(query: CertificatesQuery, filters: CertificateListQuery): CertificatesQuery {
  let q = query;
  if (filters.client_name) q = q.where('certificates.client_name', 'ilike', containsPattern(filters.client_name) ?? '%');
  if (filters.agent_name) q = q.where('certificates.agent_name', 'ilike', containsPattern(filters.agent_name) ?? '%');
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
  if (filters.ids?.length) q = q.where('certificates.id', 'in', filters.ids);
  if (filters.finish_from) q = q.where('certificates.finish_date', '>=', new Date(`${filters.finish_from}T00:00:00Z`));
  if (filters.finish_to) q = q.where('certificates.finish_date', '<', sql<Date>`${filters.finish_to}::date + 1`);
  return q;
}

export async function listCertificates(db: Db, user: RequestUser, query: CertificateListQuery) {
  const base = applyFilters(scopeToUser(db.selectFrom('certificates'), user), query);
  const direction = query.order === 'ASC' ? 'asc' : 'desc';
  const page = base
    .selectAll('certificates')
    .orderBy(sql.ref(`certificates.${query.sort}`), (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
    .orderBy('certificates.id', direction)
    .limit(query.perPage)
    .offset(offsetOf(query));
  const [rows, count] = await Promise.all([
    db
      .selectFrom(page.as('c'))
      .leftJoin('partners as p', 'p.id', 'c.partner_id')
      .leftJoin('subdivisions as s', 's.id', 'c.subdivision_id')
      .leftJoin('clients as cl', 'cl.id', 'c.client_id')
      .selectAll('c')
      .select(['p.name as partner_name', 's.name as subdivision_name', 'cl.type as client_type', sql<string | null>`cl.entity->>'company'`.as('company')])
      .orderBy(sql.ref(`c.${query.sort}`), (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      .orderBy('c.id', direction)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toRow), total: Number(count.total), perPage: query.perPage, page: query.page };
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
    status: String(row.status),
    cost,
    promo_discount: promo,
    bonus,
    price: cost + promo + bonus,
    blocked: Boolean(row.blocked),
    created_at: (row.created_at as Date).toISOString(),
    start_date: row.start_date ? (row.start_date as Date).toISOString() : null,
    finish_date: row.finish_date ? (row.finish_date as Date).toISOString() : null,
  };
}
