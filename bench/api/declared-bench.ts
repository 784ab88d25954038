/**
 * Issue 10's measure: the generated list (the declared view of the certificates, bench/api/certificates-view.ts)
 * against the hand-written certificate list, the same queries on the same server, back to back at each concurrency.
 */
import type { LatencySummary } from '../stats';
import type { Timing } from './list-bench';
import { loadUrl, warmUp } from './load';
import { type BenchRole, type ListScenario, toQueryString } from './scenarios';

/** The group's name in BENCH_SCENARIOS. */
export const DECLARED_GROUP = 'declared view';

/** The list's queries the view declares too: its default order, deep page, agent filter and index-backed sorts. */
export const DECLARED_QUERIES = ['first page', 'deep page', 'agent filter', 'sort by price', 'sort by package'];

/** Where the server's entry adds the view to the declared resources (server/launch.mjs bundles it). */
export const DECLARED_SERVER_ENTRY = 'bench/api/declared-server.ts';

export interface DeclaredFigures {
  name: string;
  role: BenchRole;
  concurrency: number;
  /** GET /gw/certificates (hand-written). */
  written: LatencySummary;
  /** GET /gw/certificates-view (generated from the declaration). */
  generated: LatencySummary;
  /** generated p95 ÷ hand-written p95. */
  p95Ratio: number;
}

export async function measureDeclaredView(
  baseUrl: string,
  scenarios: ListScenario[],
  tokens: Record<BenchRole, string>,
  timing: Pick<Timing, 'concurrencies' | 'durationSeconds'>,
  log: (line: string) => void,
): Promise<DeclaredFigures[]> {
  const figures: DeclaredFigures[] = [];
  for (const scenario of scenarios) {
    const target = (path: string) => ({
      url: `${baseUrl}/gw${path}?${toQueryString(scenario.query)}`,
      headers: { authorization: `Bearer ${tokens[scenario.role]}` },
    });
    const written = target('/certificates');
    const generated = target('/certificates-view');
    await warmUp(written);
    await warmUp(generated);
    for (const concurrency of timing.concurrencies) {
      const hand = await loadUrl(written, concurrency, timing.durationSeconds);
      const declared = await loadUrl(generated, concurrency, timing.durationSeconds);
      const p95Ratio = Math.round((declared.p95 / hand.p95) * 100) / 100;
      figures.push({ name: scenario.name, role: scenario.role, concurrency, written: hand, generated: declared, p95Ratio });
      log(`  ${scenario.role} ${scenario.name} c${concurrency}: hand-written p95 ${hand.p95} ms, generated p95 ${declared.p95} ms (${p95Ratio}×)`);
    }
  }
  return figures;
}
