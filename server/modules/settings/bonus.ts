import type { Transaction } from 'kysely';
import { bonusPoints } from '../../../common/bonus';
import { writeAudit } from '../../audit/record';
import type { DB } from '../../db/schema';

interface PaidOrder {
  id: string;
  cost: number;
  client_id: string | null;
}

/**
 * Accrues the configured bonus of an order that has just become PAID, in the transaction that made it so: one ledger
 * row per order (its key), so a replayed or concurrent confirmation accrues once. Returns the points accrued.
 */
export async function accrueBonus(tx: Transaction<DB>, order: PaidOrder): Promise<number> {
  if (!order.client_id) return 0;
  const settings = await tx.selectFrom('settings').select(['bonus_money', 'bonus_rate']).executeTakeFirstOrThrow();
  const laterInstalment = await tx.selectFrom('credit_instalments').select('number').where('order_id', '=', order.id).where('number', '>', 1).executeTakeFirst();
  const fixed = laterInstalment ? 0 : settings.bonus_money;
  const points = bonusPoints(Number(order.cost), Number(settings.bonus_rate), fixed);
  if (points <= 0) return 0;
  const recorded = await tx
    .insertInto('bonus_accruals')
    .values({ order_id: order.id, client_id: order.client_id, points, order_amount: order.cost, bonus_rate: settings.bonus_rate, bonus_money: fixed })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('points')
    .executeTakeFirst();
  if (!recorded) return 0;
  const client = await tx
    .updateTable('clients')
    .set((eb) => ({ bonus: eb('bonus', '+', points) }))
    .where('id', '=', order.client_id)
    .returning('bonus')
    .executeTakeFirst();
  if (client) {
    // the client's История says where the points came from; the payment has no user behind it
    await writeAudit(tx, { userId: null, ip: null }, { resource: 'clients', recordId: order.client_id, action: 'update', before: { bonus: client.bonus - points }, after: { bonus: client.bonus } });
  }
  return points;
}
