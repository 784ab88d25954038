import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import type { Period } from './period';
import type { BucketRange, Grain } from './period-buckets';
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

/** A PostgreSQL array literal of values that need no quoting (grains, YYYY-MM-DD days, signs). */
const arrayOf = (values: (string | number)[]) => `{${values.join(',')}}`;

/**
 * The rollup rows of one dimension of a scope joined to the period's buckets (period-buckets.ts), passed as a
 * table `b` (grain, from_day, to_day, sign): each row counts times its bucket's sign (`signedSum`). A join, not an
 * OR of ranges: one index scan per range, one statement whatever the ranges (decision L1/bucket join).
 */
export function dimensionRows(db: Db, scope: RollupScope, dim: 'r' | 'p' | 'a', buckets: BucketRange[]) {
  const table = sql<{ grain: Grain; from_day: string; to_day: string; sign: number }>`unnest(
    ${arrayOf(buckets.map((range) => range.grain))}::char(1)[], ${arrayOf(buckets.map((range) => range.from))}::date[],
    ${arrayOf(buckets.map((range) => range.to))}::date[], ${arrayOf(buckets.map((range) => range.sign))}::integer[])`.as<'b'>(
    sql`b(grain, from_day, to_day, sign)`,
  );
  return db
    .selectFrom(table)
    .innerJoin('sales_rollup', (join) =>
      join.onRef('sales_rollup.grain', '=', 'b.grain').onRef('sales_rollup.bucket', '>=', 'b.from_day').onRef('sales_rollup.bucket', '<', 'b.to_day'),
    )
    .where((eb) => eb.and([eb('scope', '=', scope.scope), eb('scope_id', 'in', scope.ids), eb('dim', '=', dim)]));
}

/** A figure of the rows `dimensionRows` reads, summed with the signs of their buckets. */
export const signedSum = (column: 'certificates' | 'brutto' | 'reward') => sql<string>`sum(b.sign * ${sql.ref(`sales_rollup.${column}`)})`;

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
