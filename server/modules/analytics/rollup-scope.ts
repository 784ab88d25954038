import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Period } from './period';
import type { SalesFilter } from './target';

const NETWORK = '00000000-0000-0000-0000-000000000000';

/** Where a filter's figures live in sales_rollup (migration 0245); null when no single scope holds them. */
export interface RollupScope {
  scope: 'n' | 'p' | 's' | 'a';
  ids: string[];
}

export function rollupScope(filter: SalesFilter): RollupScope | null {
  const { partnerId, agentId, subdivisionIds, nothing } = filter;
  const set = [partnerId, agentId, subdivisionIds, nothing].filter((field) => field !== undefined).length;
  if (set === 0) return { scope: 'n', ids: [NETWORK] };
  if (set > 1 || nothing) return null;
  if (partnerId !== undefined) return { scope: 'p', ids: [partnerId] };
  if (agentId !== undefined) return { scope: 'a', ids: [agentId] };
  return subdivisionIds && subdivisionIds.length > 0 ? { scope: 's', ids: subdivisionIds } : null;
}

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const monthAfter = (day: string) => {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The period as whole months [start, end) plus the days outside them: a year of breakdowns reads twelve month
 * buckets per tariff, partner or agent instead of 365 day buckets.
 */
export function splitPeriod({ from, to }: Period): { months: [string, string] | null; after: string } {
  const end = nextDay(to);
  const start = from.endsWith('-01') ? from : monthAfter(from);
  const monthsEnd = end.endsWith('-01') ? end : `${to.slice(0, 7)}-01`;
  return { months: start < monthsEnd ? [start, monthsEnd] : null, after: end };
}

type Eb = ExpressionBuilder<DB, 'sales_rollup'>;

/** The rows of one dimension of a scope over the period: month buckets inside it, day buckets at its edges. */
export function dimensionRows(scope: RollupScope, dim: 'r' | 'p' | 'a', period: Period) {
  const { months, after } = splitPeriod(period);
  return (eb: Eb) => {
    const inScope = eb.and([eb('scope', '=', scope.scope), eb('scope_id', 'in', scope.ids), eb('dim', '=', dim)]);
    const days = (from: string, to: string) =>
      eb.and([eb('grain', '=', 'd'), eb('bucket', '>=', sql<string>`${from}::date`), eb('bucket', '<', sql<string>`${to}::date`)]);
    if (!months) return eb.and([inScope, days(period.from, after)]);
    const [start, end] = months;
    return eb.and([
      inScope,
      eb.or([
        eb.and([eb('grain', '=', 'm'), eb('bucket', '>=', sql<string>`${start}::date`), eb('bucket', '<', sql<string>`${end}::date`)]),
        days(period.from, start),
        days(end, after),
      ]),
    ]);
  };
}

/** The per-day totals of a scope over the period. */
export function totalRows(scope: RollupScope, period: Period) {
  return (eb: Eb) =>
    eb.and([
      eb('scope', '=', scope.scope),
      eb('scope_id', 'in', scope.ids),
      eb('grain', '=', 'd'),
      eb('dim', '=', 't'),
      eb('bucket', '>=', sql<string>`${period.from}::date`),
      eb('bucket', '<=', sql<string>`${period.to}::date`),
    ]);
}
