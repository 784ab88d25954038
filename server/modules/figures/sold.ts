/**
 * The sales figures, defined once (L1, L2, issue 27): what is sold in a period and how each figure is taken from it.
 * The statistics (analytics: the scan reads them here, the rollups of migration 0245 keep the certificates' part of the
 * very same sums), the sales and orders reports and their .xlsx files read them from this module (paid.ts).
 *
 * - sold certificates: status ACTIVE (blocked or expired later included) whose start date, set when their payment
 *   activated them, falls within the period (whole UTC days);
 * - sold services: the service items of the orders paid within the period (services.ts); clients buy them online,
 *   with no seller, so they count in the network's figures only, as direct sales (no partner);
 * - count: the sold certificates;
 * - paid ('Оплачено', brutto): the certificates' cost (what their clients paid) plus the services' prices;
 * - list price (totalCost): the certificates' cost + promo discount + bonus, plus the services' prices;
 * - reward: per certificate round(cost × commission / 100, 2), the commission kept at the sale; services bear none;
 * - netto = paid − reward; averageCheck = the certificates' paid ÷ count (0 without sales).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Period } from '../analytics/period';
import type { SalesFilter } from '../analytics/target';

/** Midnight UTC at the start of a YYYY-MM-DD day, and at the start of the day after it. */
export const dayStart = (day: string) => sql<Date>`(${day}::date::timestamp at time zone 'UTC')`;
export const dayAfter = (day: string) => sql<Date>`((${day}::date + 1)::timestamp at time zone 'UTC')`;

/** What the client paid for a certificate (c): its cost. */
export const paidOf = sql<number>`c.cost`;
/** A certificate's list price: what was paid, its promo discount and the bonus spent. */
export const listPriceOf = sql<number>`(c.cost + c.promo_discount + c.bonus)`;
/**
 * The partner's commission on what the client paid, per certificate: the percent agreed at the sale and kept on the
 * certificate (migration 0140), so editing a tariff link later leaves past figures as they were.
 */
export const rewardOf = sql<number>`round(c.cost * c.commission / 100, 2)`;
/** The UTC day of the sale. */
export const saleDay = sql<string>`to_char(c.start_date at time zone 'UTC', 'YYYY-MM-DD')`;

/** Whether a filter is the whole network's: the one scope sales without a seller (the services) count in. */
export const isNetwork = ({ partnerId, agentId, subdivisionIds, nothing }: SalesFilter) =>
  partnerId === undefined && agentId === undefined && subdivisionIds === undefined && !nothing;

/** The sold certificates of the filter's scope in the period. Alias: c (certificates). */
export function soldCertificates(db: Db, filter: SalesFilter, period: Period) {
  const { partnerId, agentId, subdivisionIds, nothing } = filter;
  return db
    .selectFrom('certificates as c')
    .where('c.status', '=', 'ACTIVE')
    .where('c.start_date', '>=', dayStart(period.from))
    .where('c.start_date', '<', dayAfter(period.to))
    .$if(partnerId !== undefined, (q) => q.where('c.partner_id', '=', partnerId as string))
    .$if(agentId !== undefined, (q) => q.where('c.agent_id', '=', agentId as string))
    .$if(subdivisionIds !== undefined, (q) => q.where('c.subdivision_id', 'in', subdivisionIds as string[]))
    .$if(!!nothing, (q) => q.where(sql<boolean>`false`));
}
