import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { type Language, translate } from '../../i18n/messages';
import { soldServicesByDay } from '../figures/services';
import type { Period } from './period';
import { type BucketRange, periodBuckets } from './period-buckets';
import { type RollupScope, dimensionRows, rollupScope, signedSum, totalRows } from './rollup-scope';
import { scanStats } from './stats-scan';
import { type StatsJson, type StatsLabels, statsJson } from './stats-json';
import type { SalesFilter } from './target';


/**
 * L1: the statistics of the filtered sales over the period (formulas in figures/sold.ts), the certificates' part read
 * from the rollups kept by triggers (migration 0245), a filter no single rollup scope holds scanned; the services sold
 * from the paid orders (figures/services.ts); the direct sales named in the reader's language.
 * Sums are taken in SQL on numeric columns, so kopecks add up exactly; the answer is the stats object's JSON text,
 * written by the database (stats-json.ts).
 */
export async function salesStats(db: Db, filter: SalesFilter, period: Period, language: Language): Promise<StatsJson> {
  const scope = rollupScope(filter);
  const labels: StatsLabels = { directSales: translate(language, 'analytics.directSales') };
  return scope ? rollupStats(db, scope, filter, period, labels) : scanStats(db, filter, period, labels);
}

/**
 * One dimension's figures over the period per (id, name), each summed by its bucket's sign (rollup-scope.ts). A name
 * whose count nets to zero was seen only on buckets taken away from an edge: it is dropped here, before the
 * readers below take one name per id, so it can never name a row of the period. The reward is added only where it is
 * shown (the partners): each sum is a numeric product per rollup row, ~3–8 % of the network's agent breakdown.
 */
function dimension(db: Db, scope: RollupScope, dim: 'r' | 'p' | 'a', buckets: BucketRange[]) {
  return dimensionRows(db, scope, dim, buckets)
    .groupBy(['sales_rollup.dim_id', 'sales_rollup.dim_name'])
    .having(signedSum('certificates'), '<>', '0')
    .select(['sales_rollup.dim_id as id', 'sales_rollup.dim_name as name', signedSum('certificates').as('count'), signedSum('brutto').as('cost')]);
}

const count = sql<string>`sum(n.count)`;
const paid = sql<string>`sum(n.cost)`;

function rollupStats(db: Db, scope: RollupScope, filter: SalesFilter, period: Period, labels: StatsLabels): Promise<StatsJson> {
  const buckets = periodBuckets(period);
  const [r, a] = (['r', 'a'] as const).map((dim) => db.selectFrom(dimension(db, scope, dim, buckets).as('n')));
  const p = db.selectFrom(dimension(db, scope, 'p', buckets).select(signedSum('reward').as('reward')).as('n'));
  return statsJson(
    db,
    {
      days: db
        .selectFrom('sales_rollup')
        .where(totalRows(scope, period))
        .groupBy('bucket')
        .select([
          sql<string>`to_char(bucket, 'YYYY-MM-DD')`.as('date'),
          sql<string>`sum(sales_rollup.certificates)`.as('count'),
          sql<string>`sum(sales_rollup.brutto)`.as('cost'),
          sql<string>`sum(total_cost)`.as('totalCost'),
          sql<string>`sum(sales_rollup.reward)`.as('reward'),
        ]),
      rates: r
        .leftJoin('rates as r', 'r.id', 'n.id')
        .groupBy(['n.id', 'r.name'])
        .select(['n.id', sql<string>`coalesce(r.name, max(n.name), '')`.as('name'), count.as('count'), paid.as('cost')]),
      partners: p
        .leftJoin('partners as p', 'p.id', 'n.id')
        .groupBy(['n.id', 'p.name'])
        .select(['n.id', sql<string>`coalesce(p.name, '')`.as('name'), count.as('count'), paid.as('cost'), sql<string>`sum(n.reward)`.as('reward')]),
      agents: a.groupBy('n.id').select([sql<string>`n.id`.as('id'), sql<string>`coalesce(max(n.name), '')`.as('name'), count.as('count'), paid.as('cost')]),
      services: soldServicesByDay(db, filter, period),
    },
    period,
    labels,
  );
}
