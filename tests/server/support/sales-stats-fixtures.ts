import type { Db } from '../../../server/db/database';

/**
 * A partner of its own with a known set of sales in March 2025, away from the demo data:
 * subdivision S with a child S2, agents A1 (in S) and A2 (in S2), an AGENT_ADMIN of S and a PARTNER_ADMIN.
 * Tariff BASIC is linked to the partner with a 10 % commission; TRIAL is not linked (no commission).
 */
export interface StatsFixture {
  partnerId: string;
  subdivisionId: string;
  childSubdivisionId: string;
  agent1: string;
  agent2: string;
  basic: { id: string; name: string };
  trial: { id: string; name: string };
}

async function user(db: Db, login: string, name: string, roles: ('AGENT' | 'AGENT_ADMIN' | 'PARTNER_ADMIN')[]) {
  return (await db.insertInto('users').values({ login, name, phone: null, email: null, password_hash: null, roles, partner_id: null }).returning('id').executeTakeFirstOrThrow()).id;
}

async function agent(db: Db, userId: string, partnerId: string, subdivisionId: string | null) {
  return (await db.insertInto('agents').values({ user_id: userId, partner_id: partnerId, subdivision_id: subdivisionId, type: 'NETTO' }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function createStatsFixture(db: Db): Promise<StatsFixture> {
  const partnerId = (await db.insertInto('partners').values({ name: 'Отчетный Партнер', type: 'AGENCY', parent_id: null }).returning('id').executeTakeFirstOrThrow()).id;
  const subdivisionId = (await db.insertInto('subdivisions').values({ partner_id: partnerId, name: 'S', parent_id: null }).returning('id').executeTakeFirstOrThrow()).id;
  const childSubdivisionId = (await db.insertInto('subdivisions').values({ partner_id: partnerId, name: 'S2', parent_id: subdivisionId }).returning('id').executeTakeFirstOrThrow()).id;
  const agent1 = await agent(db, await user(db, 'stats-a1', 'Агент Один', ['AGENT']), partnerId, subdivisionId);
  const agent2 = await agent(db, await user(db, 'stats-a2', 'Агент Два', ['AGENT']), partnerId, childSubdivisionId);
  await agent(db, await user(db, 'stats-agent-admin', 'Старший S', ['AGENT', 'AGENT_ADMIN']), partnerId, subdivisionId);
  await agent(db, await user(db, 'stats-partner-admin', 'Админ Партнера', ['AGENT', 'PARTNER_ADMIN']), partnerId, null);
  const rate = (code: string) => db.selectFrom('rates').select(['id', 'name']).where('code_name', '=', code).executeTakeFirstOrThrow();
  const [basic, trial] = await Promise.all([rate('BASIC'), rate('TRIAL')]);
  const basicCommission = 10;
  await db.insertInto('rate_partners').values({ rate_id: basic.id, partner_id: partnerId, partner_price: null, commission: basicCommission }).execute();
  const clientId = (await db.insertInto('clients').values({ name: 'Клиент Отчета', phone: '79130000001', email: 'report@example.ru', user_id: null, address: null, entity: null }).returning('id').executeTakeFirstOrThrow()).id;

  const base = { client_id: clientId, client_name: 'Клиент Отчета', period: 12, partner_id: partnerId, promo_code_id: null, blocked_type: null, block_date: null, credit: null, meter: null, company: null };
  const sold = (rateId: string, rateName: string, agentId: string | null, agentName: string | null, subdivision: string | null) => ({
    ...base,
    rate_id: rateId,
    rate_name: rateName,
    // as a sale keeps it: the link's commission at the time
    commission: rateId === basic.id ? basicCommission : 0,
    agent_id: agentId,
    agent_name: agentName,
    subdivision_id: subdivision,
  });
  const a1 = sold(basic.id, basic.name, agent1, 'Агент Один', subdivisionId);
  const at = (iso: string) => ({ start_date: new Date(iso), finish_date: new Date(new Date(iso).getTime() + 365 * 86_400_000) });
  await db
    .insertInto('certificates')
    .values([
      { ...a1, number: 'ST-1', status: 'ACTIVE', cost: 900, promo_discount: 100, ...at('2025-03-01T10:00:00Z') },
      { ...sold(basic.id, basic.name, agent2, 'Агент Два', childSubdivisionId), number: 'ST-2', status: 'ACTIVE', cost: 1000, ...at('2025-03-01T23:30:00Z') },
      { ...sold(trial.id, trial.name, null, null, null), number: 'ST-3', status: 'ACTIVE', cost: 1999.99, bonus: 0.01, ...at('2025-03-05T00:00:00Z') },
      { ...a1, number: 'ST-4', status: 'PENDING', cost: 700, start_date: null, finish_date: null },
      { ...a1, number: 'ST-5', status: 'CANCELLED', cost: 800, ...at('2025-03-02T12:00:00Z') },
      { ...a1, number: 'ST-6', status: 'ACTIVE', cost: 600, ...at('2025-04-01T00:00:00Z') },
      { ...a1, number: 'ST-7', status: 'ACTIVE', cost: 500, blocked: true, ...at('2025-03-31T23:59:59Z') },
      { ...a1, number: 'ST-8', status: 'ACTIVE', cost: 300, ...at('2025-02-28T23:59:59Z') },
    ])
    .execute();
  return { partnerId, subdivisionId, childSubdivisionId, agent1, agent2, basic, trial };
}
