import { type Action, canAccess } from '../../../common/access';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';

/**
 * Loads the certificate's owner and applies the record rule of the access matrix: an agent may
 * read or change only its own certificates, whatever the SPA shows.
 */
export async function assertCertificateAccess(db: Db, user: RequestUser, id: string, action: Action, resource = 'certificates') {
  const row = await db.selectFrom('certificates').select(['id', 'agent_id', 'blocked']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const ownerRule = canAccess(user, { resource: 'certificates', action: 'show', record: row });
  if (!ownerRule || !canAccess(user, { resource, action, record: row })) throw forbidden();
  return row;
}
