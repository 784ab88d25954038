import type { Db } from '../../server/db/database';
import type { RequestUser } from '../../server/modules/auth/tokens';
import type { Period } from '../../server/modules/analytics/period';
import { salesStats } from '../../server/modules/analytics/stats-service';
import { type NodeType, nodeTarget, ownTarget } from '../../server/modules/analytics/target';
import { type Timing, floorSidesOf } from './pairs';
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

/** The query string of GET /gw/analytics/stats for the scenario. */
export const statsQueryString = ({ node, period }: StatsScenario) => new URLSearchParams({ dateFrom: period.from, dateTo: period.to, ...(node ?? {}) }).toString();

/** The floor: the stats service's own SQL straight on the database, its filter resolved once beforehand (see `floorSidesOf`). */
export function statsFloorSides(db: Db, scenarios: StatsScenario[], users: Record<BenchRole, RequestUser>, timing: Timing, live: boolean) {
  const floorCall = async (scenario: StatsScenario) => {
    const user = users[scenario.role];
    const filter = scenario.node ? await nodeTarget(db, user, scenario.node.type, scenario.node.id) : await ownTarget(db, user);
    return () => salesStats(db, filter, scenario.period, 'ru');
  };
  return floorSidesOf(scenarios, floorCall, timing, live);
}

export const statsPath = (scenario: StatsScenario) => `/analytics/stats?${statsQueryString(scenario)}`;
