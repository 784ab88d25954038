/** Reading agents (G8): the list's page of agents rows, searched and sorted by their users' columns. */
import type { ExpressionBuilder } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { ListReply } from '../../../common/errors';
import type { Infer } from '../../../common/resource';
import { agents } from '../../../common/resources/agents';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import { contactSearch, readPage } from '../../http/list';
import { readRecord, recordsOf } from '../../resources/records';
import type { AgentListQuery } from './schemas';
import { agentHooks } from './promo-codes';

/** An agent as the API answers it: the declared record (common/resources/agents.ts). */
export type Agent = Infer<typeof agents>;

const SORT_COLUMNS = { created_at: 'agents.created_at', name: 'users.name', login: 'users.login' } as const;
const resource = { declaration: agents, hooks: agentHooks };

type Eb = ExpressionBuilder<DB & { users: DB['users'] }, 'agents' | 'users'>;

function matching(query: AgentListQuery) {
  const search = contactSearch(query.q, ['users.name', 'users.login', 'users.email'], 'users.phone');
  return (eb: Eb) =>
    eb.and([
      ...(search ? [search] : []),
      ...(query.partner_id ? [eb('agents.partner_id', '=', query.partner_id)] : []),
      ...(query.subdivision_id ? [eb('agents.subdivision_id', '=', query.subdivision_id)] : []),
    ]);
}

/** A page of agents: the rows found by the user's name, login, email or phone, answered as the declared records. */
export async function listAgents(db: Db, query: AgentListQuery, request: FastifyRequest): Promise<ListReply<Agent>> {
  const where = matching(query);
  const direction = query.order === 'ASC' ? 'asc' : 'desc';
  const withUsers = db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').where(where);
  const page = await readPage(
    query,
    withUsers.selectAll('agents').orderBy(SORT_COLUMNS[query.sort], direction).orderBy('agents.id', direction),
    withUsers.select((eb) => eb.fn.countAll<number>().as('total')),
  );
  return { ...page, data: (await recordsOf(db, resource, page.data, request)) as Agent[] };
}

/** One agent as GET /agents/{id} answers it (404 when there is none). */
export const findAgent = async (db: Db, id: string, request: FastifyRequest) => (await readRecord(db, resource, id, request)) as Agent;
