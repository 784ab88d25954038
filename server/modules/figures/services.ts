import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Period } from '../analytics/period';
import type { SalesFilter } from '../analytics/target';
import { dayAfter, dayStart, isNetwork } from './sold';

/** A paid order that holds services: the predicate of the partial index orders_paid_services_idx (migration 0411), word for word. */
const HOLDS_SERVICES = sql<boolean>`o.status = 'PAID' and o.items @> '[{"type": "service"}]'::jsonb`;

/**
 * The services sold in the period (sold.ts): the service items of the orders paid within it, by the UTC day of the
 * payment, each with its price as the order kept it; none outside the network's figures (a service has no seller).
 * Columns: date (YYYY-MM-DD), price.
 */
export function soldServices(db: Db, filter: SalesFilter, period: Period) {
  return db
    .selectFrom('orders as o')
    .innerJoinLateral(sql<{ value: unknown }>`jsonb_array_elements(o.items)`.as('s'), (join) => join.onTrue())
    .where(HOLDS_SERVICES)
    .where('o.pay_date', '>=', dayStart(period.from))
    .where('o.pay_date', '<', dayAfter(period.to))
    .where(sql<boolean>`s.value->>'type' = 'service'`)
    .$if(!isNetwork(filter), (q) => q.where(sql<boolean>`false`))
    .select([sql<string>`to_char(o.pay_date at time zone 'UTC', 'YYYY-MM-DD')`.as('date'), sql<string>`(s.value->>'cost')::numeric`.as('price')]);
}

/** The sold services per day: date, count, cost (their prices). */
export function soldServicesByDay(db: Db, filter: SalesFilter, period: Period) {
  return db
    .selectFrom(soldServices(db, filter, period).as('sv'))
    .groupBy('sv.date')
    .select(['sv.date', sql<string>`count(*)`.as('count'), sql<string>`sum(sv.price)`.as('cost')]);
}
