import type { HttpClient } from '../http';
import type { Query, Schema } from './contract';
import { downloadFile, segment } from './download';

export type Stats = Schema<'SalesStats'>;
export type Report = Schema<'Report'>;
export type OrderReport = Schema<'OrderReport'>;
/** The period of the stats: a partner's or an agent's query, which the whole scope's route takes besides its node. */
type StatsPeriod = Query<'partnersGetStats'>;

/** A structure node (type + id) of the caller's scope; none: the whole scope. */
export type StatsNode = Required<Pick<Query<'analyticsGetStats'>, 'type' | 'id'>>;

/** Whose stats (L1): a partner's, an agent's, or a node of the caller's scope (none: all of it). */
export type StatsScope = { partnerId: string } | { agentId: string } | { node?: StatsNode };

function statsPath(scope: StatsScope) {
  if ('partnerId' in scope) return { path: `/partners/${segment(scope.partnerId)}/stats`, query: {} };
  if ('agentId' in scope) return { path: `/agents/${segment(scope.agentId)}/stats`, query: {} };
  return { path: '/analytics/stats', query: scope.node ?? {} };
}

/** Sales stats (L1) and reports (L2). */
export const reportApi = (http: HttpClient) => ({
  salesStats(scope: StatsScope, period: StatsPeriod, signal?: AbortSignal) {
    const { path, query } = statsPath(scope);
    return http.json<Stats>('GET', path, { query: { ...query, ...period }, signal });
  },
  partnerReport: (partnerId: string, from: string, to: string, signal?: AbortSignal) =>
    http.json<Report>('GET', `/report/partner/${segment(partnerId)}/${segment(from)}/${segment(to)}`, { signal }),
  downloadPartnerReport: (partnerId: string, from: string, to: string) =>
    downloadFile(http, 'GET', `/report/excel/${segment(partnerId)}`, { query: { from, to } }),
  salesReport: (kind: 'partner' | 'agent', id: string, from: string, to: string, signal?: AbortSignal) =>
    http.json<Report>('GET', `/report/${kind}/${segment(id)}/${segment(from)}/${segment(to)}`, { signal }),
  /** The partner's .xlsx keeps the spec's /report/excel/{id}; the agent's is /report/agent/excel/{id}. */
  downloadSalesReport: (kind: 'partner' | 'agent', id: string, from: string, to: string) =>
    downloadFile(http, 'GET', kind === 'partner' ? `/report/excel/${segment(id)}` : `/report/agent/excel/${segment(id)}`, { query: { from, to } }),
  /** The orders report of a node, or of the caller's scope without one. */
  ordersReport: (node: StatsNode | undefined, from: string, to: string, signal?: AbortSignal) =>
    http.json<OrderReport>('GET', `/report/order/${segment(from)}/${segment(to)}`, { query: { ...node }, signal }),
  downloadOrdersReport: (node: StatsNode | undefined, from: string, to: string) =>
    downloadFile(http, 'GET', '/report/order/excel', { query: { from, to, ...node } }),
});
