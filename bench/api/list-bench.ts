import type { Db } from '../../server/db/database';
import type { RequestUser } from '../../server/modules/auth/tokens';
import type { LatencySummary } from '../stats';
import { listFloorCall, measureCalls } from './floor';
import { loadUrl, warmUp } from './load';
import { type BenchRole, type ListScenario, toQueryString } from './scenarios';

export interface ListFigures {
  name: string;
  role: BenchRole;
  concurrency: number;
  gw: LatencySummary;
  floor: LatencySummary;
  /** p95 through /gw divided by the floor's p95. */
  p95Ratio: number;
}

export interface Timing {
  concurrencies: number[];
  durationSeconds: number;
  floorSeconds: number;
}

/** A measured call: its role and name key the floors. */
export interface BenchScenario {
  name: string;
  role: BenchRole;
}

const key = (scenario: BenchScenario, concurrency: number) => `${scenario.role}|${scenario.name}|${concurrency}`;

/** Each scenario's floor at each concurrency; `floorCall` gives the scenario's call straight on the database. */
export async function measureFloorsOf<S extends BenchScenario>(
  scenarios: S[],
  floorCall: (scenario: S) => Promise<() => Promise<unknown>>,
  timing: Timing,
  log: (line: string) => void,
) {
  const floors = new Map<string, LatencySummary>();
  for (const scenario of scenarios) {
    const call = await floorCall(scenario);
    for (const concurrency of timing.concurrencies) {
      const figures = await measureCalls(call, concurrency, timing.floorSeconds);
      floors.set(key(scenario, concurrency), figures);
      log(`  floor ${scenario.role} ${scenario.name} c${concurrency}: p95 ${figures.p95} ms`);
    }
  }
  return floors;
}

/** Each scenario through /gw with autocannon (`pathOf`: its path and query), paired with its floor. */
export async function measureGatewayOf<S extends BenchScenario>(
  baseUrl: string,
  scenarios: S[],
  pathOf: (scenario: S) => string,
  tokens: Record<BenchRole, string>,
  floors: Map<string, LatencySummary>,
  timing: Timing,
  log: (line: string) => void,
): Promise<ListFigures[]> {
  const figures: ListFigures[] = [];
  for (const scenario of scenarios) {
    const target = { url: `${baseUrl}/gw${pathOf(scenario)}`, headers: { authorization: `Bearer ${tokens[scenario.role]}` } };
    await warmUp(target);
    for (const concurrency of timing.concurrencies) {
      const gw = await loadUrl(target, concurrency, timing.durationSeconds);
      const floor = floors.get(key(scenario, concurrency));
      if (!floor) throw new Error(`no floor for ${key(scenario, concurrency)}`);
      figures.push({ name: scenario.name, role: scenario.role, concurrency, gw, floor, p95Ratio: Math.round((gw.p95 / floor.p95) * 100) / 100 });
      log(`  /gw ${scenario.role} ${scenario.name} c${concurrency}: p95 ${gw.p95} ms, ${gw.throughput} req/s`);
    }
  }
  return figures;
}

export function measureFloors(db: Db, scenarios: ListScenario[], users: Record<BenchRole, RequestUser>, timing: Timing, log: (line: string) => void) {
  return measureFloorsOf(scenarios, async (scenario) => listFloorCall(db, users[scenario.role], scenario.query), timing, log);
}

/** The list through /gw, paired with the floor measured for the same query. */
export function measureGateway(
  baseUrl: string,
  scenarios: ListScenario[],
  tokens: Record<BenchRole, string>,
  floors: Map<string, LatencySummary>,
  timing: Timing,
  log: (line: string) => void,
) {
  return measureGatewayOf(baseUrl, scenarios, (scenario) => `/certificates?${toQueryString(scenario.query)}`, tokens, floors, timing, log);
}

/** The bare JSON route of the framework at each concurrency: the ceiling any route of the server can reach. */
export async function measureFramework(baseUrl: string, timing: Timing): Promise<(LatencySummary & { concurrency: number })[]> {
  const target = { url: `${baseUrl}/ping` };
  await warmUp(target, 200);
  const figures = [];
  for (const concurrency of timing.concurrencies) figures.push({ concurrency, ...(await loadUrl(target, concurrency, timing.durationSeconds)) });
  return figures;
}
