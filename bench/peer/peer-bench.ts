import { type LoadTarget, loadUrl, warmUp } from '../api/load';
import { p95Ratio } from '../api/rounds';
import { type BenchRole, type ListScenario, toQueryString } from '../api/scenarios';
import { type StatsScenario, statsQueryString } from '../api/stats-bench';
import type { LatencySummary } from '../stats';
import { directusListPath, directusStatsBody } from './directus-queries';
import type { DirectusServer } from './directus-process';

export interface PeerFigures {
  /** The scenario's role and name, as in /gw's own rows (`agent first page`, `agent stats agent month`). */
  query: string;
  concurrency: number;
  gw: LatencySummary;
  peer: LatencySummary;
  /** /gw p95 ÷ the peer's p95: below 1 /gw answers faster. */
  p95Ratio: number;
}

export interface PeerQuery {
  query: string;
  kind: 'list' | 'stats';
  gw: LoadTarget;
  peer: LoadTarget;
}

/** Whose scope each side answers for: /gw signs each role in; Directus gets its admin and the demo agent's id. */
export interface PeerAudience {
  gwUrl: string;
  tokens: Record<BenchRole, string>;
  /** The demo agent's id: the filter Directus adds to the agent's queries. */
  agentId: string;
}

/**
 * The list scenarios Directus can say the same way (NOT NULL sorts), the admin's and the agent's, and the stats
 * scenarios whose scope is one filter (the network's, a partner's, the agent's own).
 */
export function peerQueries(audience: PeerAudience, directus: DirectusServer, scenarios: ListScenario[], stats: StatsScenario[]): PeerQuery[] {
  const { gwUrl, tokens, agentId } = audience;
  const gwHeaders = (role: BenchRole) => ({ authorization: `Bearer ${tokens[role]}` });
  const peerHeaders = { authorization: `Bearer ${directus.token}` };
  const queries: PeerQuery[] = [];
  for (const scenario of scenarios) {
    const peerPath = directusListPath(scenario, agentId);
    if (!peerPath) continue;
    queries.push({
      query: `${scenario.role} ${scenario.name}`,
      kind: 'list',
      gw: { url: `${gwUrl}/gw/certificates?${toQueryString(scenario.query)}`, headers: gwHeaders(scenario.role) },
      peer: { url: `${directus.baseUrl}${peerPath}`, headers: peerHeaders },
    });
  }
  for (const scenario of stats) {
    const body = directusStatsBody(scenario, agentId);
    if (!body) continue;
    queries.push({
      query: `${scenario.role} ${scenario.name}`,
      kind: 'stats',
      gw: { url: `${gwUrl}/gw/analytics/stats?${statsQueryString(scenario)}`, headers: gwHeaders(scenario.role) },
      peer: { url: `${directus.baseUrl}/graphql`, headers: { ...peerHeaders, 'content-type': 'application/json' }, body },
    });
  }
  return queries;
}

/** Each query through /gw and then through the peer, at each concurrency, back to back on the same data. */
export async function measurePeer(queries: PeerQuery[], concurrencies: number[], durationSeconds: number, log: (line: string) => void) {
  const figures: PeerFigures[] = [];
  for (const { query, gw: gwTarget, peer: peerTarget } of queries) {
    await warmUp(gwTarget);
    await warmUp(peerTarget);
    for (const concurrency of concurrencies) {
      const gw = await loadUrl(gwTarget, concurrency, durationSeconds);
      // a failing side loses its row, not the run's figures
      const peer = await loadUrl(peerTarget, concurrency, durationSeconds).catch((error: Error) => log(`  ${query} c${concurrency}: directus ${error.message}`));
      if (!peer) continue;
      const ratio = p95Ratio(gw, peer);
      figures.push({ query, concurrency, gw, peer, p95Ratio: ratio });
      log(`  ${query} c${concurrency}: /gw p95 ${gw.p95} ms, directus p95 ${peer.p95} ms, ÷ ${ratio}`);
    }
  }
  return figures;
}
