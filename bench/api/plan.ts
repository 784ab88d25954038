import type { Db } from '../../server/db/database';
import { listCertificates } from '../../server/modules/certificates/list-service';
import { requestUserOf } from './floor';
import { type BenchRole, asServiceQuery, firstPage, listScenarios } from './scenarios';

/** Demo logins that play each role: the seeded admin and the seeded NETTO agent. */
export const ROLE_LOGINS: Record<BenchRole, string> = { admin: 'admin', agent: 'agent' };

/** The scenarios with their data-dependent parts (the agent's id, page counts) read from the generated data. */
export async function planScenarios(db: Db, only: string[] = []) {
  const users = { admin: await requestUserOf(db, ROLE_LOGINS.admin), agent: await requestUserOf(db, ROLE_LOGINS.agent) };
  if (!users.agent.agentId) throw new Error(`${ROLE_LOGINS.agent} is not an agent`);
  const pagesOf = async (role: BenchRole) => {
    const { total } = await listCertificates(db, users[role], asServiceQuery(firstPage));
    return Math.ceil(total / firstPage.perPage);
  };
  const pages = { admin: await pagesOf('admin'), agent: await pagesOf('agent') };
  const { name } = await db.selectFrom('users').select('name').where('login', '=', ROLE_LOGINS.agent).executeTakeFirstOrThrow();
  const agentNameWord = name.split(/\s+/).reduce((longest, word) => (word.length > longest.length ? word : longest), '');
  return { users, scenarios: listScenarios({ agentId: users.agent.agentId, agentNameWord, pages, today: new Date() }, only) };
}
