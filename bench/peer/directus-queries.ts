import type { StatsScenario } from '../api/stats-bench';
import type { ListQuery, ListScenario } from '../api/scenarios';

type Filter = Record<string, unknown>;

/** The columns the /gw list returns: the certificate's own, its partner's and subdivision's names, the client's type and details. */
const LIST_FIELDS = '*,partner_id.name,subdivision_id.name,client_id.type,client_id.entity';

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * The list's filters in Directus' filter language, or null where it has no equivalent: a name search matches the
 * text anywhere in the name (`_icontains`, as /gw's ILIKE '%text%'), the card mask its first and last digits.
 */
function filterOf(query: ListQuery): Filter[] | null {
  const filters: Filter[] = [];
  const clientName = query.client_name?.trim();
  const agentName = query.agent_name?.trim();
  if (clientName) filters.push({ client_name: { _icontains: clientName } });
  if (agentName) filters.push({ agent_name: { _icontains: agentName } });
  if (typeof query.agent_id === 'string') filters.push({ agent_id: { _eq: query.agent_id } });
  if (query.finish_from) filters.push({ finish_date: { _gte: `${query.finish_from}T00:00:00Z` } });
  if (query.finish_to) filters.push({ finish_date: { _lt: nextDay(query.finish_to) } });
  if (query.number) {
    const mask = query.number.replace(/[\s/]/g, '');
    const match = /^(\d+)\*+(\d+)$/.exec(mask);
    if (!match) return null;
    filters.push({ number: { _starts_with: match[1] } }, { number: { _ends_with: match[2] } });
  }
  return filters;
}

/** Sorts on NOT NULL columns only: Directus sorts nulls first descending, /gw puts them last. */
const PEER_SORTS = new Set(['created_at', 'cost']);

/**
 * GET /items/certificates for the same page as /gw: 30 rows, the same filters and order (id breaks ties), with
 * the total the list screen shows (`meta=filter_count`), or null when Directus cannot say the same query.
 * The agent's list is asked with the admin's token and the agent's own filter (`agent_id _eq`), the WHERE clause
 * a Directus role with that permission filter would add: /gw scopes an agent to `agent_id = <its id>` the same way.
 */
export function directusListPath(scenario: ListScenario, agentId: string): string | null {
  const { query } = scenario;
  if (!PEER_SORTS.has(query.sort)) return null;
  const filters = filterOf(query);
  if (!filters) return null;
  if (scenario.role === 'agent') filters.unshift({ agent_id: { _eq: agentId } });
  const sign = query.order === 'DESC' ? '-' : '';
  const params = new URLSearchParams({
    fields: LIST_FIELDS,
    limit: String(query.perPage),
    page: String(query.page),
    sort: `${sign}${query.sort},${sign}id`,
    meta: 'filter_count',
  });
  if (filters.length) params.set('filter', JSON.stringify({ _and: filters }));
  return `/items/certificates?${params.toString()}`;
}

const gql = (value: unknown) => JSON.stringify(value).replace(/"([a-z_]+)":/g, '$1:');

/**
 * The scope of a stats scenario as a GraphQL filter, or null where Directus has no single filter for it (a
 * subdivision's subtree). agent_id and partner_id are relations in Directus' GraphQL: their filter is the
 * related row's id. The agent's own stats use the agent's filter with the admin's token, as its list does.
 */
function scopeOf(scenario: StatsScenario, agentId: string): Filter[] | null {
  if (scenario.role === 'agent' && !scenario.node) return [{ agent_id: { id: { _eq: agentId } } }];
  if (!scenario.node) return [];
  if (scenario.node.type === 'partner') return [{ partner_id: { id: { _eq: scenario.node.id } } }];
  if (scenario.node.type === 'agent') return [{ agent_id: { id: { _eq: scenario.node.id } } }];
  return null;
}

/**
 * The sales statistics as one GraphQL request of six aggregates, the six queries /gw runs: totals, by tariff, by
 * day, by partner, the agents' total and the top agents; null when the scenario's scope has no Directus filter.
 * Directus aggregates columns, not expressions: the partners' reward (cost × the commission kept on each
 * certificate) and netto have no equivalent, so the peer sums the columns they are made of and does less work
 * than /gw; ties are not ordered by name.
 */
export function directusStatsBody(scenario: StatsScenario, agentId: string): string | null {
  const scope = scopeOf(scenario, agentId);
  if (!scope) return null;
  const { period } = scenario;
  const sold = { _and: [{ status: { _eq: 'ACTIVE' } }, { start_date: { _gte: `${period.from}T00:00:00Z` } }, { start_date: { _lt: nextDay(period.to) } }, ...scope] };
  // the agents' rows: the name kept beside agent_id says it is set without joining agents for it
  const byAgents = { _and: [...sold._and, { agent_name: { _nnull: true } }] };
  const amounts = 'count { id } sum { cost }';
  const query = `query {
    totals: certificates_aggregated(filter: ${gql(sold)}) { count { id } sum { cost promo_discount bonus commission } }
    rates: certificates_aggregated(filter: ${gql(sold)}, groupBy: ["rate_id", "rate_name"], limit: -1) { group ${amounts} }
    days: certificates_aggregated(filter: ${gql(sold)}, groupBy: ["year(start_date)", "month(start_date)", "day(start_date)"], limit: -1) { group ${amounts} }
    partners: certificates_aggregated(filter: ${gql(sold)}, groupBy: ["partner_id"], limit: -1) { group ${amounts} }
    agents: certificates_aggregated(filter: ${gql(byAgents)}) { ${amounts} }
    top: certificates_aggregated(filter: ${gql(byAgents)}, groupBy: ["agent_id", "agent_name"], sort: ["-sum.cost"], limit: 10) { group ${amounts} }
  }`;
  return JSON.stringify({ query });
}
