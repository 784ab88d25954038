import { type LoadTarget, loadUrl, warmUp } from '../api/load';
import { type ListScenario, toQueryString } from '../api/scenarios';
import type { LatencySummary } from '../stats';
import { directusListPath, directusStatsBody } from './directus-queries';
import type { DirectusServer } from './directus-process';
import { gwStatsPath, statsPeriod } from './stats-query';

export interface PeerFigures {
  /** The list scenario's role and name, or `admin stats`. */
  query: string;
  concurrency: number;
  gw: LatencySummary;
  peer: LatencySummary;
  /** /gw p95 ÷ the peer's p95: below 1 /gw answers faster. */
  p95Ratio: number;
}

interface PeerQuery {
  query: string;
  gw: LoadTarget;
  peer: LoadTarget;
}

/** The list scenarios Directus can say the same way (admin, NOT NULL sorts), and the year's statistics. */
export function peerQueries(gwUrl: string, adminToken: string, directus: DirectusServer, scenarios: ListScenario[], today: Date): PeerQuery[] {
  const gwHeaders = { authorization: `Bearer ${adminToken}` };
  const peerHeaders = { authorization: `Bearer ${directus.token}` };
  const queries: PeerQuery[] = [];
  for (const scenario of scenarios) {
    const peerPath = directusListPath(scenario);
    if (!peerPath) continue;
    queries.push({
      query: `${scenario.role} ${scenario.name}`,
      gw: { url: `${gwUrl}/gw/certificates?${toQueryString(scenario.query)}`, headers: gwHeaders },
      peer: { url: `${directus.baseUrl}${peerPath}`, headers: peerHeaders },
    });
  }
  const period = statsPeriod(today);
  queries.push({
    query: 'admin stats (a year)',
    gw: { url: `${gwUrl}${gwStatsPath(period)}`, headers: gwHeaders },
    peer: { url: `${directus.baseUrl}/graphql`, headers: { ...peerHeaders, 'content-type': 'application/json' }, body: directusStatsBody(period) },
  });
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
      const peer = await loadUrl(peerTarget, concurrency, durationSeconds);
      const p95Ratio = Math.round((gw.p95 / peer.p95) * 100) / 100;
      figures.push({ query, concurrency, gw, peer, p95Ratio });
      log(`  ${query} c${concurrency}: /gw p95 ${gw.p95} ms, directus p95 ${peer.p95} ms, ÷ ${p95Ratio}`);
    }
  }
  return figures;
}
