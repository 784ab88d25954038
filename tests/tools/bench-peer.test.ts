import { describe, expect, it } from 'vitest';
import { loadBenchConfig } from '../../bench/config';
import { listScenarios } from '../../bench/api/scenarios';
import type { StatsScenario } from '../../bench/api/stats-bench';
import { directusListPath, directusStatsBody } from '../../bench/peer/directus-queries';
import type { DirectusServer } from '../../bench/peer/directus-process';
import { peerQueries } from '../../bench/peer/peer-bench';
import { sameAnswers } from '../../bench/peer/run-peer';

const AGENT = '11111111-1111-4111-8111-111111111111';
const context = { agentId: AGENT, agentNameWord: 'Агентов', pages: { admin: 1000, agent: 67 }, today: new Date('2026-11-25T03:00:00Z') };
const scenario = (role: 'admin' | 'agent', name: string) => {
  const found = listScenarios(context, [name]).find((item) => item.role === role);
  if (!found) throw new Error(`no ${role} ${name}`);
  return found;
};
const filterOf = (path: string | null) => JSON.parse(new URL(`http://peer${path}`).searchParams.get('filter') ?? 'null') as unknown;

const month = { from: '2026-11-01', to: '2026-11-25' };
const agentMonth: StatsScenario = { name: 'stats agent month', role: 'agent', period: month };
const networkYear: StatsScenario = { name: 'stats network year', role: 'admin', period: { from: '2025-11-26', to: '2026-11-25' } };
const directus = { baseUrl: 'http://directus', sandbox: 'stub', token: 'peer-admin', rssMiB: () => ({ now: 0, peak: 0 }), stop: async () => undefined } satisfies DirectusServer;

describe('bench: the agent-scoped comparison beside Directus', () => {
  it("asks Directus for the agent's list with the agent's own filter, the admin's without one", () => {
    expect(filterOf(directusListPath(scenario('agent', 'first page'), AGENT))).toEqual({ _and: [{ agent_id: { _eq: AGENT } }] });
    expect(filterOf(directusListPath(scenario('agent', 'client name'), AGENT))).toEqual({
      _and: [{ agent_id: { _eq: AGENT } }, { client_name: { _icontains: 'Петров Иван' } }],
    });
    expect(filterOf(directusListPath(scenario('admin', 'first page'), AGENT))).toBeNull();
    const deep = new URL(`http://peer${directusListPath(scenario('agent', 'deep page'), AGENT)}`).searchParams;
    expect([deep.get('page'), deep.get('sort'), deep.get('limit')]).toEqual(['67', '-created_at,-id', '30']);
    // nulls sort first descending in Directus, last in /gw: not compared
    expect(directusListPath(scenario('agent', 'sort by finish date'), AGENT)).toBeNull();
  });

  it("sums the agent's month with the agent's filter; a subdivision's subtree has no single filter", () => {
    const query = (body: string | null) => (JSON.parse(body ?? '{}') as { query: string }).query;
    expect(query(directusStatsBody(agentMonth, AGENT))).toContain(`agent_id:{id:{_eq:"${AGENT}"}}`);
    expect(query(directusStatsBody(agentMonth, AGENT))).toContain('start_date:{_gte:"2026-11-01T00:00:00Z"}');
    expect(query(directusStatsBody(networkYear, AGENT))).not.toContain('agent_id:{id');
    expect(directusStatsBody({ ...networkYear, name: 'stats structure node year', node: { type: 'subdivision', id: AGENT } }, AGENT)).toBeNull();
  });

  it("sends each role's token to /gw and Directus' admin token to the peer", () => {
    const queries = peerQueries({ gwUrl: 'http://gw', tokens: { admin: 'gw-admin', agent: 'gw-agent' }, agentId: AGENT }, directus, [scenario('agent', 'first page')], [agentMonth]);
    expect(queries.map((query) => [query.query, query.gw.headers?.authorization, query.peer.headers?.authorization])).toEqual([
      ['agent first page', 'Bearer gw-agent', 'Bearer peer-admin'],
      ['agent stats agent month', 'Bearer gw-agent', 'Bearer peer-admin'],
    ]);
    expect(queries[1]?.gw.url).toBe('http://gw/gw/analytics/stats?dateFrom=2026-11-01&dateTo=2026-11-25');
  });

  it('takes an empty page as the same answer only where both sides count none', () => {
    const list = { query: 'agent number mask', kind: 'list' as const };
    expect(() => sameAnswers(list, { data: [], total: 0 }, { data: [], meta: { filter_count: 0 } })).not.toThrow();
    expect(() => sameAnswers(list, { data: [], total: 3 }, { data: [], meta: { filter_count: 0 } })).toThrow(/empty page/);
    expect(() => sameAnswers(list, { data: [{ id: 'a' }], total: 1 }, { data: [{ id: 'b' }] })).toThrow(/different rows/);
    const stats = { query: 'agent stats agent month', kind: 'stats' as const };
    const peer = (count: number, cost: string) => ({ data: { totals: [{ count: { id: count }, sum: { cost } }] } });
    expect(() => sameAnswers(stats, { count: 55, brutto: 123456.7 }, peer(55, '123456.70'))).not.toThrow();
    expect(() => sameAnswers(stats, { count: 55, brutto: 123456.7 }, peer(54, '123456.70'))).toThrow(/counts/);
  });

  it('leaves the run without a peer unless BENCH_PEER names one', () => {
    expect(loadBenchConfig({ DATABASE_URL: 'postgres://x' }).peer).toBeUndefined();
    expect(loadBenchConfig({ DATABASE_URL: 'postgres://x', BENCH_PEER: 'directus' }).peer).toBe('directus');
    expect(() => loadBenchConfig({ BENCH_PEER: 'directus' })).toThrow(/DATABASE_URL/);
  });
});
