/** An agent's subdivision (G9): ADMIN for any agent, PARTNER_ADMIN for the agents of its own partner. */
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { placement } from './placement';

async function placedAgent(db: Db, user: RequestUser, agentId: string) {
  const agent = await db
    .selectFrom('agents')
    .leftJoin('partners', 'partners.id', 'agents.partner_id')
    .leftJoin('subdivisions', 'subdivisions.id', 'agents.subdivision_id')
    .select(['agents.id', 'agents.partner_id', 'agents.subdivision_id', 'partners.name as partner_name', 'subdivisions.name as subdivision_name'])
    .where('agents.id', '=', agentId)
    .executeTakeFirst();
  if (!agent) throw notFound();
  if (!user.roles.includes('ADMIN') && (!user.partnerId || agent.partner_id !== user.partnerId)) throw forbidden();
  return agent;
}

export async function agentSubdivision(db: Db, user: RequestUser, agentId: string) {
  const agent = await placedAgent(db, user, agentId);
  return {
    agent_id: agent.id,
    partner: agent.partner_id ? { id: agent.partner_id, name: agent.partner_name ?? '' } : null,
    subdivision: agent.subdivision_id ? { id: agent.subdivision_id, name: agent.subdivision_name ?? '' } : null,
  };
}

export async function setAgentSubdivision(db: Db, user: RequestUser, agentId: string, subdivisionId: string | null) {
  const agent = await placedAgent(db, user, agentId);
  const where = await placement(db, agent.partner_id, subdivisionId);
  await db.updateTable('agents').set(where).where('id', '=', agentId).execute();
  return agentSubdivision(db, user, agentId);
}
