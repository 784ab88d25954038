import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Period } from './period';
import { type RollupScope, dimensionRows, rollupScope, totalRows } from './rollup-scope';
import type { Stats } from './schemas';
import { scanStats } from './stats-scan';
import { statsOf } from './stats-of';
import type { SalesFilter } from './target';


/**
 * L1: the statistics of the filtered sales over the period (formulas in docs/decisions.md, L1/formulas), read
 * from the rollups kept by triggers (migration 0245); a filter no single rollup scope holds is scanned.
 * Sums are taken in SQL on numeric columns, so kopecks add up exactly.
 */
export async function salesStats(db: Db, filter: SalesFilter, period: Period): Promise<Stats> {
  const scope = rollupScope(filter);
  return scope ? rollupStats(db, scope, period) : scanStats(db, filter, period);
}

/** One dimension's rows of the scope over the period, with its figures summed by their bucket's sign. */
function dimension(db: Db, scope: RollupScope, dim: 'r' | 'p' | 'a', period: Period) {
  const { where, sign } = dimensionRows(scope, dim, period);
  const signed = (column: 'certificates' | 'brutto' | 'reward') => sql<string>`sum(${sign} * ${sql.ref(`sales_rollup.${column}`)})`;
  const rows = db.selectFrom('sales_rollup').where(where).having(signed('certificates'), '<>', '0');
  return { rows, count: signed('certificates'), paid: signed('brutto'), rewards: signed('reward') };
}

async function rollupStats(db: Db, scope: RollupScope, period: Period): Promise<Stats> {
  const [r, p, a] = (['r', 'p', 'a'] as const).map((dim) => dimension(db, scope, dim, period));
  const [days, rates, partners, agents] = await Promise.all([
    db
      .selectFrom('sales_rollup')
      .where(totalRows(scope, period))
      .groupBy('bucket')
      .select([
        sql<string>`to_char(bucket, 'YYYY-MM-DD')`.as('date'),
        sql<string>`sum(sales_rollup.certificates)`.as('count'),
        sql<string>`sum(sales_rollup.brutto)`.as('cost'),
        sql<string>`sum(total_cost)`.as('totalCost'),
        sql<string>`sum(sales_rollup.reward)`.as('reward'),
      ])
      .execute(),
    r.rows
      .leftJoin('rates as r', 'r.id', 'sales_rollup.dim_id')
      .groupBy(['sales_rollup.dim_id', 'r.name'])
      .select(['sales_rollup.dim_id as id', sql<string>`coalesce(r.name, max(sales_rollup.dim_name), '')`.as('name'), r.count.as('count'), r.paid.as('cost')])
      .orderBy('cost', 'desc')
      .orderBy('name')
      .execute(),
    p.rows
      .leftJoin('partners as p', 'p.id', 'sales_rollup.dim_id')
      .groupBy(['sales_rollup.dim_id', 'p.name'])
      .select(['sales_rollup.dim_id as id', sql<string>`coalesce(p.name, '')`.as('name'), p.count.as('count'), p.paid.as('cost'), p.rewards.as('reward')])
      .orderBy('cost', 'desc')
      .orderBy('name')
      .execute(),
    a.rows
      .groupBy('sales_rollup.dim_id')
      .select([sql<string>`sales_rollup.dim_id`.as('id'), sql<string>`coalesce(max(sales_rollup.dim_name), '')`.as('name'), a.count.as('count'), a.paid.as('cost')])
      .orderBy('cost', 'desc')
      .orderBy('name')
      .execute(),
  ]);
  return statsOf(days, rates, partners, agents, period);
}
