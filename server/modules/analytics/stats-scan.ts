import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Period } from './period';
import { soldServicesByDay } from '../figures/services';
import { listPriceOf, paidOf, rewardOf, saleDay, soldCertificates } from '../figures/sold';
import { type StatsJson, type StatsLabels, statsJson } from './stats-json';
import type { SalesFilter } from './target';

const count = sql<number>`count(*)`;
const paid = sql<number>`coalesce(sum(${paidOf}), 0)`;
const rewards = sql<number>`coalesce(sum(${rewardOf}), 0)`;

/**
 * L1 by scanning the certificates: the statistics of the filtered sales over the period (formulas in figures/sold.ts),
 * summed per day, tariff, partner and agent in SQL on numeric columns, and shaped as the rollups' are (stats-json.ts).
 */
export function scanStats(db: Db, filter: SalesFilter, period: Period, labels: StatsLabels): Promise<StatsJson> {
  const sold = () => soldCertificates(db, filter, period);
  return statsJson(db, {
    days: sold()
      .groupBy(saleDay)
      .select([
        saleDay.as('date'),
        count.as('count'),
        paid.as('cost'),
        sql<number>`coalesce(sum(${listPriceOf}), 0)`.as('totalCost'),
        rewards.as('reward'),
      ]),
    rates: sold()
      .leftJoin('rates as r', 'r.id', 'c.rate_id')
      .groupBy(['c.rate_id', 'r.name'])
      .select(['c.rate_id as id', sql<string>`coalesce(r.name, max(c.rate_name), '')`.as('name'), count.as('count'), paid.as('cost')]),
    partners: sold()
      .leftJoin('partners as p', 'p.id', 'c.partner_id')
      .groupBy(['c.partner_id', 'p.name'])
      .select(['c.partner_id as id', sql<string>`coalesce(p.name, '')`.as('name'), count.as('count'), paid.as('cost'), rewards.as('reward')]),
    agents: sold()
      .where('c.agent_id', 'is not', null)
      .groupBy('c.agent_id')
      .select([sql<string>`c.agent_id`.as('id'), sql<string>`coalesce(max(c.agent_name), '')`.as('name'), count.as('count'), paid.as('cost')]),
    services: soldServicesByDay(db, filter, period),
  }, period, labels);
}
