import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Period } from './period';
import type { BucketRange } from './period-buckets';
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

type Eb = ExpressionBuilder<DB, 'sales_rollup'>;

const inRange = (eb: Eb, { grain, from, to }: BucketRange) =>
  eb.and([eb('grain', '=', grain), eb('bucket', '>=', sql<string>`${from}::date`), eb('bucket', '<', sql<string>`${to}::date`)]);

/**
 * The rows of one dimension of a scope over the period's buckets (period-buckets.ts): buckets added and buckets
 * taken away. Sum each figure times `sign` per (id, name) and drop the groups whose count sums to nothing (a name
 * seen only on the buckets taken away) before taking a name per id.
 */
export function dimensionRows(scope: RollupScope, dim: 'r' | 'p' | 'a', buckets: BucketRange[]) {
  const where = (eb: Eb) =>
    eb.and([eb('scope', '=', scope.scope), eb('scope_id', 'in', scope.ids), eb('dim', '=', dim), eb.or(buckets.map((range) => inRange(eb, range)))]);
  const taken = buckets
    .filter((range) => range.sign < 0)
    .map(({ grain, from, to }) => sql`(sales_rollup.grain = ${grain} and sales_rollup.bucket >= ${from}::date and sales_rollup.bucket < ${to}::date)`);
  const sign = taken.length ? sql<number>`(case when ${sql.join(taken, sql` or `)} then -1 else 1 end)` : sql<number>`1`;
  return { where, sign };
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
