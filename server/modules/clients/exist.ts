import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { normalizeMobilePhone } from './phone';
import { mayOpenClient } from './scope';

/**
 * E7: is there a client with this phone (any format) or email? The sale fills the name in from it, but only for a
 * client the caller may open (ACC-1): another seller's client stays a bare 'exists'.
 */
export async function clientExists(db: Db, user: RequestUser, query: { phone?: string; email?: string }) {
  const phone = query.phone ? normalizeMobilePhone(query.phone) : undefined;
  const email = query.email?.trim().toLowerCase();
  if (!query.phone?.trim() && !email) throw badRequest({ phone: 'clients.contactRequired' });
  if (!phone && !email) return { exist: false, name: null };
  const row = await db
    .selectFrom('clients')
    .select(['name', mayOpenClient(user, sql.ref('clients.id')).as('may_open')])
    .where((eb) => eb.or([...(phone ? [eb('phone', '=', phone)] : []), ...(email ? [eb(sql`lower(email)`, '=', email)] : [])]))
    .orderBy('created_at')
    .executeTakeFirst();
  return { exist: !!row, name: row?.may_open ? row.name : null };
}
