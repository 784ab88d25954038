import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Period } from './period';
import type { SalesFilter } from './target';

/** Midnight UTC at the start of a YYYY-MM-DD day, and at the start of the day after it. */
const dayStart = (day: string) => sql<Date>`(${day}::date::timestamp at time zone 'UTC')`;
const dayAfter = (day: string) => sql<Date>`((${day}::date + 1)::timestamp at time zone 'UTC')`;

/**
 * The partner's commission on what the client paid, per certificate: the percent agreed at the sale and kept on the
 * certificate (migration 0140), so editing a tariff link later leaves past figures as they were.
 */
export const rewardOf = sql<number>`round(c.cost * c.commission / 100, 2)`;
/** The UTC day of the sale. */
export const saleDay = sql<string>`to_char(c.start_date at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The certificates a statistic or report counts: paid ones (status ACTIVE, blocked or expired later
 * included) whose start date, set when the payment activated them, falls within the period.
 * Alias: c (certificates).
 */
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
