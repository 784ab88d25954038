import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Period } from '../analytics/period';

/**
 * L3 conversion: of the partner's certificates created in the period (every sale started: online orders and
 * agents' sales alike), how many were paid (status ACTIVE, blocked or expired later included). Sales
 * themselves (by payment date) come from the statistics (analytics/stats-service.ts).
 */
export async function conversion(db: Db, partnerId: string, period: Period) {
  const row = await db
    .selectFrom('certificates as c')
    .where('c.partner_id', '=', partnerId)
    .where('c.created_at', '>=', sql<Date>`(${period.from}::date::timestamp at time zone 'UTC')`)
    .where('c.created_at', '<', sql<Date>`((${period.to}::date + 1)::timestamp at time zone 'UTC')`)
    .select([sql<number>`count(*)`.as('created'), sql<number>`count(*) filter (where c.status = 'ACTIVE')`.as('paid')])
    .executeTakeFirstOrThrow();
  const created = Number(row.created);
  const paid = Number(row.paid);
  return { created, paid, rate: created ? Math.round((paid / created) * 1000) / 10 : 0, period };
}
