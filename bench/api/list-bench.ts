import type { Db } from '../../server/db/database';
import type { RequestUser } from '../../server/modules/auth/tokens';
import type { LatencySummary } from '../stats';
import { listFloorCall } from './floor';
import { loadUrl, warmUp } from './load';
import { type PairedRow, type Timing, describeRow, floorSidesOf, measurePairs } from './pairs';
import { type Side, p95Ratio, urlSide } from './rounds';
import { type BenchRole, type ListScenario, toQueryString } from './scenarios';

export type { Timing } from './pairs';

/** One round of a scenario: /gw, its floor and the fixed cost (c = 1), taken in turn. */
export interface RoundFigures {
  gw: LatencySummary;
  floor: LatencySummary;
  p95Ratio: number;
  authCheck?: LatencySummary;
}

export interface ListFigures {
  name: string;
  role: BenchRole;
  concurrency: number;
  /** Pooled over the rounds (on the embedded database the floor's rounds were taken before the server started). */
  gw: LatencySummary;
  floor: LatencySummary;
  /** p95 through /gw divided by the floor's p95. */
  p95Ratio: number;
  /** Each round; absent in runs before the rounds. */
  rounds?: RoundFigures[];
  /** c = 1: GET /gw/auth/check with the agent's token in the same rounds, the fixed cost of an authenticated request. */
  authCheck?: LatencySummary;
}

/** A measured call: its role and name. */
export interface BenchScenario {
  name: string;
  role: BenchRole;
}

/** The server's side of a comparison and the fixed cost beside it. */
export interface Gateway {
  baseUrl: string;
  tokens: Record<BenchRole, string>;
}

const gwSide = (gateway: Gateway, role: BenchRole, path: string, secondsPerRound: number) =>
  urlSide({ url: `${gateway.baseUrl}/gw${path}`, headers: { authorization: `Bearer ${gateway.tokens[role]}` } }, secondsPerRound);

/** GET /gw/auth/check with the agent's token: token, session, hooks, validation, a reply and HTTP, no query of its own. */
export const authCheckSide = (gateway: Gateway, timing: Timing): Side => gwSide(gateway, 'agent', '/auth/check', timing.floorSeconds / timing.rounds);

function toListFigures<S extends BenchScenario>({ scenario, concurrency, base, measured, fixedCost }: PairedRow<S>): ListFigures {
  const rounds = measured.rounds.map((gw, index) => {
    const floor = base.rounds[index];
    const authCheck = fixedCost?.rounds[index];
    return { gw, floor, p95Ratio: p95Ratio(gw, floor), ...(authCheck ? { authCheck } : {}) };
  });
  const pooled = { gw: measured.pooled, floor: base.pooled, p95Ratio: p95Ratio(measured.pooled, base.pooled) };
  return { name: scenario.name, role: scenario.role, concurrency, ...pooled, rounds, ...(fixedCost ? { authCheck: fixedCost.pooled } : {}) };
}

/**
 * Each scenario through /gw (`pathOf`: its path and query) against its floor (`floorOf`), in alternating rounds;
 * `floorOf` comes from `floorSidesOf`, so on the embedded database the floor's rounds are the ones taken earlier.
 */
export async function measureAgainstFloor<S extends BenchScenario>(
  gateway: Gateway,
  scenarios: S[],
  pathOf: (scenario: S) => string,
  floorOf: (scenario: S) => Promise<Side>,
  authCheck: Side,
  timing: Timing,
  log: (line: string) => void,
): Promise<ListFigures[]> {
  const sidesOf = async (scenario: S) => ({ base: await floorOf(scenario), measured: gwSide(gateway, scenario.role, pathOf(scenario), timing.durationSeconds / timing.rounds) });
  const rows = await measurePairs(scenarios, sidesOf, { ...timing, fixedCost: authCheck }, (row) =>
    log(describeRow(`${row.scenario.role} ${row.scenario.name}`, 'floor', '/gw', row)),
  );
  return rows.map(toListFigures);
}

/** The list's floor: the list service straight on the database (see `floorSidesOf`). */
export const listFloorSides = (db: Db, scenarios: ListScenario[], users: Record<BenchRole, RequestUser>, timing: Timing, live: boolean) =>
  floorSidesOf(scenarios, async (scenario) => listFloorCall(db, users[scenario.role], scenario.query), timing, live);

export const listPath = (scenario: ListScenario) => `/certificates?${toQueryString(scenario.query)}`;

/** The bare JSON route of the framework at each concurrency: the ceiling any route of the server can reach. */
export async function measureFramework(baseUrl: string, timing: Timing): Promise<(LatencySummary & { concurrency: number })[]> {
  const target = { url: `${baseUrl}/ping` };
  await warmUp(target, 200);
  const figures = [];
  for (const concurrency of timing.concurrencies) figures.push({ concurrency, ...(await loadUrl(target, concurrency, timing.durationSeconds)) });
  return figures;
}
