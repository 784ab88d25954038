import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { type Period, daysOf } from './period';
import { type RollupScope, dimensionRows, rollupScope, totalRows } from './rollup-scope';
import type { Stats } from './schemas';
import { scanStats } from './stats-scan';
import type { SalesFilter } from './target';

const TOP_AGENTS = 10;

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

type Row = { id: string | null; name: string; count: string | number; cost: string | number };
type Day = { date: string; count: string | number; cost: string | number; totalCost: string | number; reward: string | number };

/** Totals from the day rows in exact decimal arithmetic (kopecks as integers), so the float sum adds no drift. */
function statsOf(days: Day[], rates: Row[], partners: (Row & { reward: string | number })[], agents: Row[], period: Period): Stats {
  const kopecks = (field: 'cost' | 'totalCost' | 'reward') => days.reduce((sum, day) => sum + Math.round(Number(day[field]) * 100), 0);
  const certificates = days.reduce((sum, day) => sum + Number(day.count), 0);
  const [brutto, totalCost, reward] = [kopecks('cost'), kopecks('totalCost'), kopecks('reward')];
  const byDay = new Map(days.map((day) => [day.date, day]));
  const agentRows = agents.map(amounts);
  return {
    totalCost: totalCost / 100,
    brutto: brutto / 100,
    reward: reward / 100,
    netto: (brutto - reward) / 100,
    count: certificates,
    averageCheck: certificates ? Math.round(brutto / certificates) / 100 : 0,
    rates: rates.map(amounts),
    sales: daysOf(period).map((date) => ({ date, count: Number(byDay.get(date)?.count ?? 0), cost: Number(byDay.get(date)?.cost ?? 0) })),
    partners: partners.map((row) => ({ ...amounts(row), reward: Number(row.reward) })),
    agents: {
      totalRevenue: agentRows.reduce((sum, row) => sum + Math.round(row.cost * 100), 0) / 100,
      totalCertificates: agentRows.reduce((sum, row) => sum + row.count, 0),
      top: agentRows.slice(0, TOP_AGENTS) as { id: string; name: string; count: number; cost: number }[],
      all: agentRows as { id: string; name: string; count: number; cost: number }[],
    },
    period: { from: period.from, to: period.to },
  };
}

function amounts(row: Row) {
  return { id: row.id, name: row.name, count: Number(row.count), cost: Number(row.cost) };
}
