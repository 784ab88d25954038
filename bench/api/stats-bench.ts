import type { Db } from '../../server/db/database';
import type { RequestUser } from '../../server/modules/auth/tokens';
import type { Period } from '../../server/modules/analytics/period';
import { salesStats } from '../../server/modules/analytics/stats-service';
import { type NodeType, nodeTarget, ownTarget } from '../../server/modules/analytics/target';
import { type LatencySummary, summarize } from '../stats';
import type { ListFigures, Timing } from './list-bench';
import { loadUrl, warmUp } from './load';
import type { BenchRole } from './scenarios';

/** One /analytics call as the screen makes it: the role, the node (none: the caller's own scope) and the period. */
export interface StatsScenario {
  name: string;
  role: BenchRole;
  node?: { type: NodeType; id: string };
  period: Period;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * L1's queries at the screen's presets (the last 12 months, this month): a partner's year and a subdivision's
 * year as the admin picks them, the whole network's year, and an agent's own month. Names start with "stats"
 * so BENCH_SCENARIOS can pick them beside the list's.
 */
export async function statsScenarios(db: Db, only: string[]): Promise<StatsScenario[]> {
  const today = new Date();
  const yearAgo = new Date(today);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  yearAgo.setUTCDate(yearAgo.getUTCDate() + 1);
  const year = { from: day(yearAgo), to: day(today) };
  const month = { from: `${day(today).slice(0, 7)}-01`, to: day(today) };
  // the partner and subdivision with the most agents: the heaviest nodes of their kind
  const biggest = async (column: 'partner_id' | 'subdivision_id') =>
    (await db.selectFrom('agents').select(column).where(column, 'is not', null).groupBy(column).orderBy((eb) => eb.fn.countAll(), 'desc').limit(1).executeTakeFirstOrThrow())[column] as string;
  const scenarios: StatsScenario[] = [
    { name: 'stats partner year', role: 'admin', node: { type: 'partner', id: await biggest('partner_id') }, period: year },
    { name: 'stats structure node year', role: 'admin', node: { type: 'subdivision', id: await biggest('subdivision_id') }, period: year },
    { name: 'stats network year', role: 'admin', period: year },
    { name: 'stats agent month', role: 'agent', period: month },
  ];
  return scenarios.filter((scenario) => only.length === 0 || only.includes(scenario.name));
}

const queryOf = ({ node, period }: StatsScenario) => new URLSearchParams({ dateFrom: period.from, dateTo: period.to, ...(node ?? {}) }).toString();
const key = (scenario: StatsScenario, concurrency: number) => `${scenario.role}|${scenario.name}|${concurrency}`;

/** The floor: the stats service's own SQL straight on the database, its filter resolved once beforehand. */
export async function measureStatsFloors(db: Db, scenarios: StatsScenario[], users: Record<BenchRole, RequestUser>, timing: Timing, log: (line: string) => void) {
  const floors = new Map<string, LatencySummary>();
  for (const scenario of scenarios) {
    const user = users[scenario.role];
    const filter = scenario.node ? await nodeTarget(db, user, scenario.node.type, scenario.node.id) : await ownTarget(db, user);
    for (let i = 0; i < 5; i += 1) await salesStats(db, filter, scenario.period);
    for (const concurrency of timing.concurrencies) {
      const latencies: number[] = [];
      const started = performance.now();
      const deadline = started + timing.floorSeconds * 1000;
      const caller = async () => {
        while (performance.now() < deadline) {
          const begun = performance.now();
          await salesStats(db, filter, scenario.period);
          latencies.push(performance.now() - begun);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, caller));
      const figures = summarize(latencies, (performance.now() - started) / 1000);
      floors.set(key(scenario, concurrency), figures);
      log(`  floor ${scenario.role} ${scenario.name} c${concurrency}: p95 ${figures.p95} ms`);
    }
  }
  return floors;
}

/** GET /gw/analytics/stats with autocannon, paired with the floor of the same call. */
export async function measureStatsGateway(
  baseUrl: string,
  scenarios: StatsScenario[],
  tokens: Record<BenchRole, string>,
  floors: Map<string, LatencySummary>,
  timing: Timing,
  log: (line: string) => void,
): Promise<ListFigures[]> {
  const figures: ListFigures[] = [];
  for (const scenario of scenarios) {
    const target = { url: `${baseUrl}/gw/analytics/stats?${queryOf(scenario)}`, headers: { authorization: `Bearer ${tokens[scenario.role]}` } };
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
