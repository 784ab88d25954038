import { type Expression, type SqlBool, sql } from 'kysely';
import { isAdminNotAgent } from '../../../common/roles';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { normalizeMobilePhone } from './phone';
import { mayOpenClient } from './scope';

const MAX_MATCHES = 10;

/** The name as compared: lower case, single spaces, ё as е; the same expression as the index clients_name_key_idx. */
const nameKey = sql<string>`replace(lower(regexp_replace(btrim(clients.name), '[[:space:]]+', ' ', 'g')), 'ё', 'е')`;
const toNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase().replaceAll('ё', 'е');

type Field = 'phone' | 'email' | 'name';
/** A contact match outweighs a name match; more matches come first. */
const WEIGHT: Record<Field, number> = { phone: 2, email: 2, name: 1 };

/**
 * E7, the add-client form's duplicate check: clients with the same normalised phone, the same e-mail (any case) or the
 * same full name (ignoring case, spaces and ё), best matches first. can_open is the card's rule (ACC-1); an agent gets
 * no contacts, and the name only of a client it may open or whose name it typed itself.
 */
export async function checkClients(db: Db, user: RequestUser, query: { phone?: string; email?: string; name?: string }) {
  const phone = query.phone ? normalizeMobilePhone(query.phone) : undefined;
  const email = query.email?.trim().toLowerCase();
  const name = query.name ? toNameKey(query.name) : '';
  if (!query.phone?.trim() && !email && !name) throw badRequest({ phone: 'clients.checkRequired' });
  const tests: Partial<Record<Field, Expression<SqlBool>>> = {};
  if (phone) tests.phone = sql<SqlBool>`clients.phone = ${phone}`;
  if (email) tests.email = sql<SqlBool>`lower(clients.email) = ${email}`;
  if (name) tests.name = sql<SqlBool>`${nameKey} = ${name}`;
  const fields = Object.keys(tests) as Field[];
  if (!fields.length) return { data: [] };
  const admin = isAdminNotAgent(user.roles);
  const rows = await db
    .selectFrom('clients')
    .select(['clients.id', 'clients.name', 'clients.phone', 'clients.email', 'clients.type', 'clients.created_at'])
    .select(fields.map((field) => sql<boolean>`${tests[field]}`.as(`by_${field}`)))
    .select(mayOpenClient(user, sql.ref('clients.id')).as('can_open'))
    .where((eb) => eb.or(fields.map((field) => tests[field]!)))
    .orderBy(sql`${sql.join(fields.map((field) => sql`(${tests[field]})::int * ${WEIGHT[field]}`), sql` + `)}`, 'desc')
    .orderBy('clients.created_at')
    .limit(MAX_MATCHES)
    .execute();
  return {
    data: rows.map((row) => {
      const flags = row as unknown as Record<string, boolean>;
      const matched = fields.filter((field) => flags[`by_${field}`]);
      const canOpen = Boolean(row.can_open);
      const name = admin || canOpen || matched.includes('name') ? row.name : null;
      const base = { id: row.id, name, matched, can_open: canOpen };
      return admin ? { ...base, phone: row.phone, email: row.email, type: row.type, created_at: row.created_at.toISOString() } : base;
    }),
  };
}
