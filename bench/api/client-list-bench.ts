/**
 * Issue 24's measure: the clients' table (GET /gw/clients, generated from its declaration) as the screen asks it, for
 * the admin (the only role with the table), at each concurrency in rounds. It has no floor of its own: compare runs of two checkouts on
 * the same data (BENCH_REUSE_DATA=1), as docs/performance.md does for the declaration's change.
 */
import type { LatencySummary } from '../stats';
import type { Timing } from './pairs';
import { measureRounds, urlSide } from './rounds';
import type { BenchRole } from './scenarios';

/** The group's name in BENCH_SCENARIOS. */
export const CLIENT_LIST_GROUP = 'client list';

/** The clients' table's page size (the staff tables' DEFAULT_PER_PAGE, Q2). */
const PER_PAGE = 25;
/** The deepest page a user plausibly clicks to. */
const DEEPEST_PAGE = 1000;

export interface ClientListFigures {
  name: string;
  role: BenchRole;
  concurrency: number;
  gw: LatencySummary;
  rounds: LatencySummary[];
}

interface ClientListScenario {
  name: string;
  role: BenchRole;
  query: Record<string, string | number>;
}

const firstPage = { page: 1, perPage: PER_PAGE, sort: 'created_at', order: 'DESC' };

/** The table's queries: its first page, a deep page, a common surname, a name and first name, a phone's digits, by name. */
function scenariosFor(role: BenchRole, pages: number): ClientListScenario[] {
  const queries: [string, Record<string, string | number>][] = [
    ['first page', {}],
    ['deep page', { page: Math.max(1, Math.min(DEEPEST_PAGE, pages)) }],
    ['common surname', { q: 'Петров' }],
    ['surname and name', { q: 'Петров Иван' }],
    ['phone digits', { q: '7999' }],
    ['sort by name', { sort: 'name', order: 'ASC' }],
  ];
  return queries.map(([name, query]) => ({ name, role, query: { ...firstPage, ...query } }));
}

const queryString = (query: ClientListScenario['query']) => new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();

async function pagesOf(baseUrl: string, token: string): Promise<number> {
  const reply = await fetch(`${baseUrl}/gw/clients?${queryString(firstPage)}`, { headers: { authorization: `Bearer ${token}` } });
  if (!reply.ok) throw new Error(`GET /gw/clients answered ${reply.status}`);
  const { total } = (await reply.json()) as { total: number };
  return Math.ceil(total / PER_PAGE);
}

/** Each scenario warmed, then its rounds at each concurrency. */
export async function measureClientList(
  baseUrl: string,
  tokens: Record<BenchRole, string>,
  timing: Pick<Timing, 'concurrencies' | 'durationSeconds' | 'rounds'>,
  log: (line: string) => void,
): Promise<ClientListFigures[]> {
  // the clients' table is the admin's (the access matrix: clients list ADMIN)
  const roles: BenchRole[] = ['admin'];
  const scenarios = (await Promise.all(roles.map(async (role) => scenariosFor(role, await pagesOf(baseUrl, tokens[role]))))).flat();
  const figures: ClientListFigures[] = [];
  for (const scenario of scenarios) {
    const target = { url: `${baseUrl}/gw/clients?${queryString(scenario.query)}`, headers: { authorization: `Bearer ${tokens[scenario.role]}` } };
    const side = urlSide(target, timing.durationSeconds / timing.rounds);
    await side.warm();
    for (const concurrency of timing.concurrencies) {
      const [measured] = await measureRounds([side], concurrency, timing.rounds);
      const { pooled, rounds } = measured!;
      log(`client list ${scenario.role} ${scenario.name} c${concurrency}: p50 ${pooled.p50} ms, p95 ${pooled.p95} ms, ${pooled.throughput} req/s`);
      figures.push({ name: scenario.name, role: scenario.role, concurrency, gw: pooled, rounds });
    }
  }
  return figures;
}
