/** Reading registries (G4/C15): scoped to the caller, rows with their certificates and translated reasons. */
import { isAdminNotAgent } from '../../../common/roles';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { offsetOf } from '../../http/list';
import { type Language, type MessageKey, translate } from '../../i18n/messages';
import type { RequestUser } from '../auth/tokens';
import type { Registry, RegistryDetail, RegistryListQuery, RegistryRow } from './schemas';

/** Admins see every registry, everyone else (agents) those they uploaded. */
function scoped(db: Db, user: RequestUser) {
  const query = db
    .selectFrom('registries')
    .leftJoin('partners', 'partners.id', 'registries.partner_id')
    .leftJoin('users', 'users.id', 'registries.created_by');
  return isAdminNotAgent(user.roles) ? query : query.where('registries.created_by', '=', user.id);
}

const withNames = (db: Db, user: RequestUser) => scoped(db, user).selectAll('registries').select(['partners.name as partner_name', 'users.name as author_name']);
type RegistryRecord = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

function toRegistry(row: RegistryRecord): Registry {
  return {
    id: row.id,
    partner: row.partner_name === null ? null : { id: row.partner_id, name: row.partner_name },
    kind: row.kind,
    file_name: row.file_name,
    status: row.status,
    total_rows: row.total_rows,
    imported_rows: row.imported_rows,
    refused_rows: row.refused_rows,
    created_by: row.created_by === null || row.author_name === null ? null : { id: row.created_by, name: row.author_name },
    created_at: row.created_at.toISOString(),
  };
}

export async function listRegistries(db: Db, user: RequestUser, query: RegistryListQuery) {
  const direction = query.order === 'ASC' ? 'asc' : 'desc';
  let page = withNames(db, user);
  let count = scoped(db, user).select((eb) => eb.fn.countAll<number>().as('total'));
  if (query.partner_id) {
    page = page.where('registries.partner_id', '=', query.partner_id);
    count = count.where('registries.partner_id', '=', query.partner_id);
  }
  const [rows, total] = await Promise.all([
    page.orderBy('registries.created_at', direction).orderBy('registries.id', direction).limit(query.perPage).offset(offsetOf(query)).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toRegistry), total: Number(total.total), perPage: query.perPage, page: query.page };
}

/** 404 for an unknown registry and for one outside the caller's scope alike. */
export async function findRegistry(db: Db, user: RequestUser, id: string): Promise<Registry> {
  const row = await withNames(db, user).where('registries.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRegistry(row);
}

export async function registryRows(db: Db, registryId: string, language: Language): Promise<RegistryRow[]> {
  const rows = await db
    .selectFrom('registry_rows')
    .leftJoin('certificates', 'certificates.id', 'registry_rows.certificate_id')
    .select(['registry_rows.row_number', 'registry_rows.status', 'registry_rows.reason', 'registry_rows.data', 'certificates.id as certificate_id', 'certificates.number'])
    .where('registry_rows.registry_id', '=', registryId)
    .orderBy('registry_rows.row_number')
    .execute();
  return rows.map((row) => ({
    row_number: row.row_number,
    status: row.status,
    certificate: row.certificate_id && row.number !== null ? { id: row.certificate_id, number: row.number } : null,
    reason: row.reason === null ? null : translate(language, row.reason as MessageKey),
    data: row.data,
  }));
}

export async function registryDetail(db: Db, user: RequestUser, id: string, language: Language): Promise<RegistryDetail> {
  const registry = await findRegistry(db, user, id);
  return { ...registry, rows: await registryRows(db, id, language) };
}
