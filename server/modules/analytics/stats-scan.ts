import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { type Period, daysOf } from './period';
import type { Stats } from './schemas';
import { rewardOf, saleDay, soldCertificates } from './sold';
import type { SalesFilter } from './target';

const TOP_AGENTS = 10;

const count = sql<number>`count(*)`;
const paid = sql<number>`coalesce(sum(c.cost), 0)`;
const rewards = sql<number>`coalesce(sum(${rewardOf}), 0)`;

/**
 * L1 by scanning the certificates: the statistics of the filtered sales over the period (formulas in docs/decisions.md, L1/formulas).
 * Sums are taken in SQL on numeric columns, so kopecks add up exactly.
 */
export async function scanStats(db: Db, filter: SalesFilter, period: Period): Promise<Stats> {
  const sold = () => soldCertificates(db, filter, period);
  const [totals, rates, days, partners, agents, top] = await Promise.all([
    sold()
      .select([
        count.as('count'),
        paid.as('brutto'),
        sql<number>`coalesce(sum(c.cost + c.promo_discount + c.bonus), 0)`.as('totalCost'),
        rewards.as('reward'),
        sql<number>`coalesce(sum(c.cost - ${rewardOf}), 0)`.as('netto'),
        sql<number>`coalesce(round(sum(c.cost) / nullif(count(*), 0), 2), 0)`.as('averageCheck'),
      ])
      .executeTakeFirstOrThrow(),
    sold()
      .leftJoin('rates as r', 'r.id', 'c.rate_id')
      .groupBy(['c.rate_id', 'r.name'])
      .select(['c.rate_id as id', sql<string>`coalesce(r.name, max(c.rate_name), '')`.as('name'), count.as('count'), paid.as('cost')])
      .orderBy('cost', 'desc')
      .orderBy('name')
      .execute(),
    sold().groupBy(saleDay).select([saleDay.as('date'), count.as('count'), paid.as('cost')]).execute(),
    sold()
      .leftJoin('partners as p', 'p.id', 'c.partner_id')
      .groupBy(['c.partner_id', 'p.name'])
      .select(['c.partner_id as id', sql<string>`coalesce(p.name, '')`.as('name'), count.as('count'), paid.as('cost'), rewards.as('reward')])
      .orderBy('cost', 'desc')
      .orderBy('name')
      .execute(),
    sold().where('c.agent_id', 'is not', null).select([count.as('count'), paid.as('cost')]).executeTakeFirstOrThrow(),
    sold()
      .where('c.agent_id', 'is not', null)
      .groupBy('c.agent_id')
      .select([sql<string>`c.agent_id`.as('id'), sql<string>`coalesce(max(c.agent_name), '')`.as('name'), count.as('count'), paid.as('cost')])
      .orderBy('cost', 'desc')
      .orderBy('name')
      .execute(),
  ]);
  const byDay = new Map(days.map((day) => [day.date, day]));
  return {
    totalCost: Number(totals.totalCost),
    brutto: Number(totals.brutto),
    reward: Number(totals.reward),
    netto: Number(totals.netto),
    count: Number(totals.count),
    averageCheck: Number(totals.averageCheck),
    rates: rates.map(amounts),
    sales: daysOf(period).map((date) => ({ date, count: Number(byDay.get(date)?.count ?? 0), cost: Number(byDay.get(date)?.cost ?? 0) })),
    partners: partners.map((row) => ({ ...amounts(row), reward: Number(row.reward) })),
    agents: { totalRevenue: Number(agents.cost), totalCertificates: Number(agents.count), top: top.slice(0, TOP_AGENTS).map(amounts), all: top.map(amounts) },
    period: { from: period.from, to: period.to },
  };
}

function amounts<Id extends string | null>(row: { id: Id; name: string; count: number; cost: number }) {
  return { id: row.id, name: row.name, count: Number(row.count), cost: Number(row.cost) };
}
