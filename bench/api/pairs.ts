/** Each scenario on its two sides in alternating rounds, at each concurrency: one path for the list, the stats and the declared view. */
import { type Sample, type Side, type SideFigures, callSide, measureRounds, p95Ratio, recordRounds, recordedSide } from './rounds';

export interface Timing {
  concurrencies: number[];
  /** Seconds of load through /gw per scenario and concurrency, split over the rounds. */
  durationSeconds: number;
  /** Seconds of the floor per scenario and concurrency, split over the rounds. */
  floorSeconds: number;
  rounds: number;
}

export interface PairedRow<S> {
  scenario: S;
  concurrency: number;
  base: SideFigures;
  measured: SideFigures;
  /** At c = 1 with a fixed-cost side: its rounds, taken after the two sides of each round. */
  fixedCost?: SideFigures;
}

export interface PairOptions extends Pick<Timing, 'concurrencies' | 'rounds'> {
  /** GET /gw/auth/check: what HTTP, the token, the session and a reply cost, sampled at c = 1 beside each scenario. */
  fixedCost?: Side;
}

/** Base then measured (then the fixed cost at c = 1), round after round, each scenario warmed once. */
export async function measurePairs<S>(
  scenarios: S[],
  sidesOf: (scenario: S) => Promise<{ base: Side; measured: Side }>,
  options: PairOptions,
  onRow: (row: PairedRow<S>) => void,
): Promise<PairedRow<S>[]> {
  const rows: PairedRow<S>[] = [];
  await options.fixedCost?.warm();
  for (const scenario of scenarios) {
    const { base, measured } = await sidesOf(scenario);
    await base.warm();
    await measured.warm();
    for (const concurrency of options.concurrencies) {
      const fixedCost = concurrency === 1 ? options.fixedCost : undefined;
      const [baseFigures, measuredFigures, fixedFigures] = await measureRounds([base, measured, ...(fixedCost ? [fixedCost] : [])], concurrency, options.rounds);
      const row = { scenario, concurrency, base: baseFigures, measured: measuredFigures, ...(fixedFigures ? { fixedCost: fixedFigures } : {}) };
      rows.push(row);
      onRow(row);
    }
  }
  return rows;
}

/**
 * The floor's side of each scenario: on PostgreSQL called live, in turn with /gw; on the embedded database (which
 * one process owns) its rounds are taken now, before the server starts, and handed back in their order.
 */
export async function floorSidesOf<S>(
  scenarios: S[],
  callOf: (scenario: S) => Promise<() => Promise<unknown>>,
  timing: Timing,
  live: boolean,
): Promise<(scenario: S) => Promise<Side>> {
  const seconds = timing.floorSeconds / timing.rounds;
  if (live) return async (scenario) => callSide(await callOf(scenario), seconds);
  const recorded = new Map<S, Map<number, Sample[]>>();
  for (const scenario of scenarios) recorded.set(scenario, await recordRounds(callSide(await callOf(scenario), seconds), timing.concurrencies, timing.rounds));
  return async (scenario) => {
    const rounds = recorded.get(scenario);
    if (!rounds) throw new Error('no recorded floor for the scenario');
    return recordedSide(rounds);
  };
}

/** One line of the log: the pooled p95s, their ratio and each round's. */
export function describeRow(label: string, base: string, measured: string, row: PairedRow<unknown>): string {
  const rounds = row.measured.rounds.map((summary, index) => p95Ratio(summary, row.base.rounds[index])).join(' ');
  const fixed = row.fixedCost ? `; auth check p50 ${row.fixedCost.pooled.p50} p95 ${row.fixedCost.pooled.p95} ms` : '';
  return `  ${label} c${row.concurrency}: ${measured} p95 ${row.measured.pooled.p95} ms, ${base} p95 ${row.base.pooled.p95} ms, ÷ ${p95Ratio(row.measured.pooled, row.base.pooled)} (rounds ${rounds})${fixed}`;
}
