import type { Db } from '../../../server/db/database';
import type { StatsFixture } from './sales-stats-fixtures';

/**
 * Beside the stats fixture: a PARTNER account of that partner ('stats-partner'), and March 2025 orders of
 * its certificates ST-1 (paid), ST-2 (created) and ST-3 (the online sale, failed).
 */
export async function addReportFixture(db: Db, fx: StatsFixture) {
  await db.insertInto('users').values({ login: 'stats-partner', name: 'Партнер Отчета', phone: null, email: null, password_hash: null, roles: ['PARTNER'], partner_id: fx.partnerId }).execute();
  const certificate = async (number: string) => db.selectFrom('certificates').select(['id', 'client_id']).where('number', '=', number).executeTakeFirstOrThrow();
  const order = async (number: string, status: 'PAID' | 'CREATED' | 'FAILED', cost: number, at: string) => {
    const c = await certificate(number);
    await db
      .insertInto('orders')
      .values({ certificate_id: c.id, client_id: c.client_id, cost, status, payed: status === 'PAID', pay_date: status === 'PAID' ? new Date(at) : null, provider_order_id: null, payment_url: null, created_at: new Date(at) })
      .execute();
  };
  await order('ST-1', 'PAID', 900, '2025-03-01T09:00:00Z');
  await order('ST-2', 'CREATED', 1000, '2025-03-02T09:00:00Z');
  await order('ST-3', 'FAILED', 1999.99, '2025-03-04T09:00:00Z');
}
