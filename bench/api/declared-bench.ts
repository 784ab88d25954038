/**
 * Issue 10's measure: the generated list (the declared view of the certificates, bench/api/certificates-view.ts)
 * against the hand-written certificate list, the same queries on the same server, in alternating rounds at each concurrency.
 */
import type { LatencySummary } from '../stats';
import { type Timing, describeRow, measurePairs } from './pairs';
import { p95Ratio, urlSide } from './rounds';
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
  /** GET /gw/certificates (hand-written), pooled over the rounds. */
  written: LatencySummary;
  /** GET /gw/certificates-view (generated from the declaration), pooled over the rounds. */
  generated: LatencySummary;
  /** generated p95 ÷ hand-written p95. */
  p95Ratio: number;
  /** Each round, the hand-written list first; absent in runs before the rounds. */
  rounds?: { written: LatencySummary; generated: LatencySummary; p95Ratio: number }[];
}

/** The hand-written list and the generated one in alternating rounds, each scenario at each concurrency. */
export async function measureDeclaredView(
  baseUrl: string,
  scenarios: ListScenario[],
  tokens: Record<BenchRole, string>,
  timing: Pick<Timing, 'concurrencies' | 'durationSeconds' | 'rounds'>,
  log: (line: string) => void,
): Promise<DeclaredFigures[]> {
  const seconds = timing.durationSeconds / timing.rounds;
  const side = (scenario: ListScenario, path: string) =>
    urlSide({ url: `${baseUrl}/gw${path}?${toQueryString(scenario.query)}`, headers: { authorization: `Bearer ${tokens[scenario.role]}` } }, seconds);
  const sidesOf = async (scenario: ListScenario) => ({ base: side(scenario, '/certificates'), measured: side(scenario, '/certificates-view') });
  const rows = await measurePairs(scenarios, sidesOf, timing, (row) =>
    log(describeRow(`${row.scenario.role} ${row.scenario.name}`, 'hand-written', 'generated', row)),
  );
  return rows.map(({ scenario, concurrency, base, measured }) => ({
    name: scenario.name,
    role: scenario.role,
    concurrency,
    written: base.pooled,
    generated: measured.pooled,
    p95Ratio: p95Ratio(measured.pooled, base.pooled),
    rounds: measured.rounds.map((generated, index) => {
      const written = base.rounds[index];
      return { written, generated, p95Ratio: p95Ratio(generated, written) };
    }),
  }));
}
