import { CERTIFICATE_PAGE_SIZE, CERTIFICATE_SORTS, type CertificateListQuery } from '../../server/modules/certificates/schemas';

export type BenchRole = 'admin' | 'agent';

/** The list query with its sort field spelled out (the schema's Static type reduces the sort union to never). */
export type ListQuery = Omit<CertificateListQuery, 'sort'> & { sort: (typeof CERTIFICATE_SORTS)[number] };

/** The same object as the route hands it to the list service after validation. */
export const asServiceQuery = (query: ListQuery) => query as CertificateListQuery;

/** One call of the certificate list as the screen makes it, for one role. */
export interface ListScenario {
  name: string;
  role: BenchRole;
  query: ListQuery;
}

export interface ScenarioContext {
  /** The demo agent's id, which the admin filters by. */
  agentId: string;
  /** The longest word of the demo agent's name (its surname), which the admin searches by. */
  agentNameWord: string;
  /** Pages of the unfiltered list per role, for the deep page. */
  pages: Record<BenchRole, number>;
  today: Date;
}

/** The deepest page a user plausibly clicks to; offsets past it are for export, not the screen. */
const DEEPEST_PAGE = 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000);

export const firstPage: ListQuery = { page: 1, perPage: CERTIFICATE_PAGE_SIZE, sort: 'created_at', order: 'DESC' };

/** Every query the certificate screen offers, as admin and as agent (the agent filter is the admin's only). */
export function listScenarios(context: ScenarioContext, only: string[] = []): ListScenario[] {
  const filters: { name: string; roles: BenchRole[]; query: (role: BenchRole) => Partial<ListQuery> }[] = [
    { name: 'first page', roles: ['admin', 'agent'], query: () => ({}) },
    { name: 'deep page', roles: ['admin', 'agent'], query: (role) => ({ page: Math.max(1, Math.min(DEEPEST_PAGE, context.pages[role])) }) },
    // a first name and surname (~0.1 % of the certificates; each word alone is common), a bare common surname
    // (~13 %: Петров, Петрович), and an agent's surname (one agent's ~0.2 %)
    { name: 'client name', roles: ['admin', 'agent'], query: () => ({ client_name: 'Петров Иван' }) },
    { name: 'common client name', roles: ['admin', 'agent'], query: () => ({ client_name: 'Петров' }) },
    { name: 'agent name', roles: ['admin'], query: () => ({ agent_name: context.agentNameWord }) },
    { name: 'agent filter', roles: ['admin'], query: () => ({ agent_id: context.agentId }) },
    { name: 'number mask', roles: ['admin', 'agent'], query: () => ({ number: '2200 **** **** 1234' }) },
    {
      name: 'finish range',
      roles: ['admin', 'agent'],
      query: () => ({ finish_from: isoDate(daysBefore(context.today, 30)), finish_to: isoDate(context.today) }),
    },
    { name: 'sort by price', roles: ['admin', 'agent'], query: () => ({ sort: 'cost', order: 'DESC' }) },
    // nullable sort columns (NULLS LAST both ways) and sorts whose index the scope's filter makes useless
    { name: 'sort by finish date', roles: ['admin', 'agent'], query: () => ({ sort: 'finish_date', order: 'DESC' }) },
    { name: 'sort by package', roles: ['admin', 'agent'], query: () => ({ sort: 'rate_name', order: 'ASC' }) },
    { name: 'sort by client name', roles: ['admin'], query: () => ({ sort: 'client_name', order: 'DESC' }) },
    { name: 'common client name by finish date', roles: ['admin', 'agent'], query: () => ({ client_name: 'Петров', sort: 'finish_date', order: 'DESC' }) },
    { name: 'common client name by package', roles: ['admin'], query: () => ({ client_name: 'Петров', sort: 'rate_name', order: 'DESC' }) },
    { name: 'agent filter by agent name', roles: ['admin'], query: () => ({ agent_id: context.agentId, sort: 'agent_name', order: 'ASC' }) },
    { name: 'sort by agent name', roles: ['agent'], query: () => ({ sort: 'agent_name', order: 'ASC' }) },
  ];
  return filters
    .filter((filter) => only.length === 0 || only.includes(filter.name))
    .flatMap((filter) => filter.roles.map((role) => ({ name: filter.name, role, query: { ...firstPage, ...filter.query(role) } })));
}

/** The query string the SPA's data provider sends for the same call. */
export function toQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) params.append(key, String(item));
  }
  return params.toString();
}
