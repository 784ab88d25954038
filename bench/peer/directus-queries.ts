import type { ListQuery, ListScenario } from '../api/scenarios';
import type { Period } from './stats-query';

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
 */
export function directusListPath(scenario: ListScenario): string | null {
  const { query } = scenario;
  if (scenario.role !== 'admin' || !PEER_SORTS.has(query.sort)) return null;
  const filters = filterOf(query);
  if (!filters) return null;
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
 * The sales statistics as one GraphQL request of six aggregates, the six queries /gw runs: totals, by tariff, by
 * day, by partner, the agents' total and the top agents. Directus aggregates columns, not expressions: the
 * partners' reward (cost × the commission kept on each certificate) and netto have no equivalent, so the peer
 * sums the columns they are made of and does less work than /gw; ties are not ordered by name.
 */
export function directusStatsBody(period: Period): string {
  const sold = { _and: [{ status: { _eq: 'ACTIVE' } }, { start_date: { _gte: `${period.from}T00:00:00Z` } }, { start_date: { _lt: nextDay(period.to) } }] };
  // agent_id is a relation in Directus' GraphQL (its filter would join agents): the name kept beside it says the same
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
