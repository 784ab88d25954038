import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Period } from './period';
import { type RollupScope, dimensionRows, rollupScope, totalRows } from './rollup-scope';
import type { Stats } from './schemas';
import { scanStats } from './stats-scan';
import { statsOf } from './stats-of';
import type { SalesFilter } from './target';

const count = sql<string>`sum(sales_rollup.certificates)`;
const paid = sql<string>`sum(sales_rollup.brutto)`;
const rewards = sql<string>`sum(sales_rollup.reward)`;

/**
 * L1: the statistics of the filtered sales over the period (formulas in docs/decisions.md, L1/formulas), read
 * from the rollups kept by triggers (migration 0245); a filter no single rollup scope holds is scanned.
 * Sums are taken in SQL on numeric columns, so kopecks add up exactly.
 */
export async function salesStats(db: Db, filter: SalesFilter, period: Period): Promise<Stats> {
  const scope = rollupScope(filter);
  return scope ? rollupStats(db, scope, period) : scanStats(db, filter, period);
}

async function rollupStats(db: Db, scope: RollupScope, period: Period): Promise<Stats> {
  const rows = (dim: 'r' | 'p' | 'a') => db.selectFrom('sales_rollup').where(dimensionRows(scope, dim, period));
  const [days, rates, partners, agents] = await Promise.all([
    db
      .selectFrom('sales_rollup')
      .where(totalRows(scope, period))
      .groupBy('bucket')
      .select([
        sql<string>`to_char(bucket, 'YYYY-MM-DD')`.as('date'),
        count.as('count'),
        paid.as('cost'),
        sql<string>`sum(total_cost)`.as('totalCost'),
        rewards.as('reward'),
      ])
      .execute(),
    rows('r')
      .leftJoin('rates as r', 'r.id', 'sales_rollup.dim_id')
      .groupBy(['sales_rollup.dim_id', 'r.name'])
      .select(['sales_rollup.dim_id as id', sql<string>`coalesce(r.name, max(sales_rollup.dim_name), '')`.as('name'), count.as('count'), paid.as('cost')])
      .orderBy('cost', 'desc')
      .orderBy('name')
      .execute(),
    rows('p')
      .leftJoin('partners as p', 'p.id', 'sales_rollup.dim_id')
      .groupBy(['sales_rollup.dim_id', 'p.name'])
      .select(['sales_rollup.dim_id as id', sql<string>`coalesce(p.name, '')`.as('name'), count.as('count'), paid.as('cost'), rewards.as('reward')])
      .orderBy('cost', 'desc')
      .orderBy('name')
      .execute(),
    rows('a')
      .groupBy('sales_rollup.dim_id')
      .select([sql<string>`sales_rollup.dim_id`.as('id'), sql<string>`coalesce(max(sales_rollup.dim_name), '')`.as('name'), count.as('count'), paid.as('cost')])
      .orderBy('cost', 'desc')
      .orderBy('name')
      .execute(),
  ]);
  return statsOf(days, rates, partners, agents, period);
}
