import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { type BlockServices, setUserBlocked } from '../users/block';

/**
 * Blocks or unblocks an agent's account (G8: POST /agents/new/{id}); without an explicit state the
 * current one is toggled. Blocking signs the agent's open tabs out through setUserBlocked.
 */
export async function setAgentBlocked(app: BlockServices & { db: Db }, actorId: string, agentId: string, wanted: boolean | undefined) {
  const agent = await app.db
    .selectFrom('agents')
    .innerJoin('users', 'users.id', 'agents.user_id')
    .select(['agents.user_id', 'users.blocked'])
    .where('agents.id', '=', agentId)
    .executeTakeFirst();
  if (!agent) throw notFound();
  await setUserBlocked(app, actorId, agent.user_id, wanted ?? !agent.blocked);
  const user = await app.db.selectFrom('users').select(['roles', 'blocked']).where('id', '=', agent.user_id).executeTakeFirstOrThrow();
  return { id: agentId, roles: user.roles, blocked: user.blocked };
}
