import { isAdminNotAgent } from '../../../common/roles';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';

/**
 * An agent may open only the clients of its own certificates; an admin who is not an agent, any client.
 * An unknown client is 404 for everyone, so ids cannot be probed through the 403.
 */
export async function assertClientAccess(db: Db, user: RequestUser, clientId: string): Promise<void> {
  const client = await db.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst();
  if (!client) throw notFound();
  if (isAdminNotAgent(user.roles)) return;
  const own = user.agentId
    ? await db
        .selectFrom('certificates')
        .select('id')
        .where('client_id', '=', clientId)
        .where('agent_id', '=', user.agentId)
        .limit(1)
        .executeTakeFirst()
    : undefined;
  if (!own) throw forbidden();
}
