/** Reading agents (G8): an agent is its users row joined with the agents row, partner and subdivision. */
import type { ExpressionBuilder } from 'kysely';
import type { ListReply } from '../../../common/errors';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { contactSearch, readPage } from '../../http/list';
import { ACCOUNT_COLUMNS } from '../users/columns';
import type { Agent, AgentListQuery } from './schemas';

const SORT_COLUMNS = { created_at: 'agents.created_at', name: 'users.name', login: 'users.login' } as const;

export const agentsWithUsers = (db: Db) =>
  db
    .selectFrom('agents')
    .innerJoin('users', 'users.id', 'agents.user_id')
    .leftJoin('partners', 'partners.id', 'agents.partner_id')
    .leftJoin('subdivisions', 'subdivisions.id', 'agents.subdivision_id');

const AGENT_COLUMNS = [
  'agents.id',
  'agents.user_id',
  'agents.partner_id',
  'agents.subdivision_id',
  'agents.type',
  'agents.is_manager',
  'agents.created_at',
  ...ACCOUNT_COLUMNS,
  'partners.name as partner_name',
  'subdivisions.name as subdivision_name',
] as const;

type AgentRow = Omit<Agent, 'partner' | 'subdivision' | 'created_at'> & {
  created_at: Date;
  partner_name: string | null;
  subdivision_name: string | null;
};

export function toAgent({ partner_name, subdivision_name, created_at, ...row }: AgentRow): Agent {
  return {
    ...row,
    partner: row.partner_id ? { id: row.partner_id, name: partner_name ?? '' } : null,
    subdivision: row.subdivision_id ? { id: row.subdivision_id, name: subdivision_name ?? '' } : null,
    created_at: created_at.toISOString(),
  };
}

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

export async function listAgents(db: Db, query: AgentListQuery): Promise<ListReply<Agent>> {
  const where = matching(query);
  const direction = query.order === 'ASC' ? 'asc' : 'desc';
  const page = await readPage(
    query,
    agentsWithUsers(db).select(AGENT_COLUMNS).where(where).orderBy(SORT_COLUMNS[query.sort], direction).orderBy('agents.id', direction),
    db
      .selectFrom('agents')
      .innerJoin('users', 'users.id', 'agents.user_id')
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('total')),
  );
  return { ...page, data: page.data.map(toAgent) };
}

export async function findAgent(db: Db, id: string): Promise<Agent> {
  const row = await agentsWithUsers(db).select(AGENT_COLUMNS).where('agents.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toAgent(row);
}
