import type { Db } from '../../db/database';
import { offsetOf } from '../../http/list';
import type { RequestUser } from '../auth/tokens';
import { scopeToUser } from '../certificates/list-service';
import { hasStatus, statusOf } from '../certificates/status';
import type { ClientCertificatesQuery } from './schemas';

/** C13: a certificate is active when its status is (server/modules/certificates/status.ts). */
export const isActive = hasStatus(['ACTIVE']);

/**
 * The client card's certificates: active ones first, by creation date (newest first by default) within each group; the inactive
 * ones only when asked for. An agent sees only its own certificates of the client, as in the list (C1); a client all of its own.
 */
export async function listClientCertificates(db: Db, user: RequestUser, query: ClientCertificatesQuery & { client_id: string }, staff = true) {
  // a client's own list is not narrowed to a seller (the route checked the client is the caller)
  const all = db.selectFrom('certificates');
  const base = (staff ? scopeToUser(all, user) : all)
    .where('certificates.client_id', '=', query.client_id)
    .$if(!query.show_inactive, (q) => q.where(isActive));
  const [rows, count] = await Promise.all([
    base
      .select([
        'certificates.id',
        'certificates.number',
        'certificates.rate_name',
        statusOf().as('status'),
        'certificates.blocked',
        'certificates.cost',
        'certificates.start_date',
        'certificates.finish_date',
        isActive.as('active'),
      ])
      .orderBy(isActive, 'desc')
      .orderBy('certificates.created_at', query.order === 'ASC' ? 'asc' : 'desc')
      .orderBy('certificates.id')
      .limit(query.perPage)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((row) => ({
      ...row,
      active: Boolean(row.active),
      cost: Number(row.cost),
      start_date: row.start_date?.toISOString() ?? null,
      finish_date: row.finish_date?.toISOString() ?? null,
    })),
    total: Number(count.total),
    perPage: query.perPage,
    page: query.page,
  };
}

/** The services of the tariffs on the client's certificates, each once, by name (E3 `services`). */
export async function listClientServices(db: Db, clientId: string) {
  const rows = await db
    .selectFrom('rate_services as rs')
    .innerJoin('services as sv', 'sv.id', 'rs.service_id')
    .innerJoin('certificates as c', 'c.rate_id', 'rs.rate_id')
    .where('c.client_id', '=', clientId)
    .select(['sv.id', 'sv.name', 'rs.limit', 'rs.unit'])
    .distinctOn('sv.id')
    .orderBy('sv.id')
    .execute();
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}
