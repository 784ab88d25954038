import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Period } from './period';
import type { Stats } from './schemas';
import { rewardOf, saleDay, soldCertificates } from './sold';
import { statsOf } from './stats-of';
import type { SalesFilter } from './target';

const count = sql<number>`count(*)`;
const paid = sql<number>`coalesce(sum(c.cost), 0)`;
const rewards = sql<number>`coalesce(sum(${rewardOf}), 0)`;

/**
 * L1 by scanning the certificates: the statistics of the filtered sales over the period (formulas in docs/decisions.md, L1/formulas),
 * summed per day, tariff, partner and agent in SQL on numeric columns, and totalled as the rollups are (stats-of.ts).
 */
export async function scanStats(db: Db, filter: SalesFilter, period: Period): Promise<Stats> {
  const sold = () => soldCertificates(db, filter, period);
  const [days, rates, partners, agents] = await Promise.all([
    sold()
      .groupBy(saleDay)
      .select([
        saleDay.as('date'),
        count.as('count'),
        paid.as('cost'),
        sql<number>`coalesce(sum(c.cost + c.promo_discount + c.bonus), 0)`.as('totalCost'),
        rewards.as('reward'),
      ])
      .execute(),
    sold()
      .leftJoin('rates as r', 'r.id', 'c.rate_id')
      .groupBy(['c.rate_id', 'r.name'])
      .select(['c.rate_id as id', sql<string>`coalesce(r.name, max(c.rate_name), '')`.as('name'), count.as('count'), paid.as('cost')])
      .orderBy('cost', 'desc')
      .orderBy('name')
      .execute(),
    sold()
      .leftJoin('partners as p', 'p.id', 'c.partner_id')
      .groupBy(['c.partner_id', 'p.name'])
      .select(['c.partner_id as id', sql<string>`coalesce(p.name, '')`.as('name'), count.as('count'), paid.as('cost'), rewards.as('reward')])
      .orderBy('cost', 'desc')
      .orderBy('name')
      .execute(),
    sold()
      .where('c.agent_id', 'is not', null)
      .groupBy('c.agent_id')
      .select([sql<string>`c.agent_id`.as('id'), sql<string>`coalesce(max(c.agent_name), '')`.as('name'), count.as('count'), paid.as('cost')])
      .orderBy('cost', 'desc')
      .orderBy('name')
      .execute(),
  ]);
  return statsOf(days, rates, partners, agents, period);
}
