/** An agent's subdivision (G9): ADMIN for any agent, PARTNER_ADMIN for the agents of its own partner. */
import { type AuditActor, writeAudit } from '../../audit/record';
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

/** The move and its audit row in one transaction, the agent's row locked so that concurrent moves chain. */
export async function setAgentSubdivision(db: Db, user: RequestUser, actor: AuditActor, agentId: string, subdivisionId: string | null) {
  await db.transaction().execute(async (tx) => {
    await tx.selectFrom('agents').select('id').where('id', '=', agentId).forUpdate().execute();
    const agent = await placedAgent(tx, user, agentId);
    const where = await placement(tx, agent.partner_id, subdivisionId);
    await tx.updateTable('agents').set(where).where('id', '=', agentId).execute();
    const before = { partner_id: agent.partner_id, subdivision_id: agent.subdivision_id };
    await writeAudit(tx, actor, { resource: 'agents', recordId: agentId, action: 'update', before, after: { ...where } });
  });
  return agentSubdivision(db, user, agentId);
}
