import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { NON_PAYMENT, blockForNonPayment } from './charge';
import { orderNotPaid, unpaidInstalmentsOf } from './unpaid';

/**
 * Instalments past their grace period and still unpaid block their active certificate for non-payment, once per
 * instalment (blocked_at): an admin who lifts that block is not overruled by the next run.
 */
export async function blockOverdue(db: Db, graceCutoff: string, now: Date): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const overdue = await tx
      .selectFrom('credit_instalments as i')
      .innerJoin('certificates as c', 'c.id', 'i.certificate_id')
      .leftJoin('orders as o', 'o.id', 'i.order_id')
      .select(['i.certificate_id', 'i.number'])
      .where('i.due_date', '<', graceCutoff)
      .where('i.blocked_at', 'is', null)
      .where('i.state', '<>', 'CHARGING')
      .where('c.status', '=', 'ACTIVE')
      .where(orderNotPaid('o.status'))
      .forUpdate(['i'])
      .skipLocked()
      .execute();
    for (const row of overdue) {
      await tx.updateTable('credit_instalments').set({ blocked_at: now }).where('certificate_id', '=', row.certificate_id).where('number', '=', row.number).execute();
    }
    return blockForNonPayment(tx, [...new Set(overdue.map((row) => row.certificate_id))], now);
  });
}

/**
 * Lifts the non-payment blocks this job set once every instalment that caused one is paid (through autopay or the
 * client's payment link). Blocks with another reason, or set by a person, are left alone.
 */
export async function liftPaidBlocks(db: Db, now: Date): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const lifted = await tx
      .updateTable('certificates as c')
      .set({ blocked: false, blocked_type: null, block_date: null, blocked_by: null, blocked_by_role: null, updated_at: now })
      .where('c.blocked', '=', true)
      .where('c.blocked_type', '=', NON_PAYMENT)
      .where('c.blocked_by_role', '=', 'SYSTEM')
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('credit_instalments as i').select(sql.lit(1).as('one')).whereRef('i.certificate_id', '=', 'c.id').where('i.blocked_at', 'is not', null).where('i.lifted_at', 'is', null)),
      )
      .where(({ not, exists }) =>
        not(exists(unpaidInstalmentsOf(tx, 'c.id').where('u.blocked_at', 'is not', null).where('u.lifted_at', 'is', null))),
      )
      .returning('c.id')
      .execute();
    if (!lifted.length) return 0;
    await tx
      .updateTable('credit_instalments')
      .set({ lifted_at: now })
      .where('certificate_id', 'in', lifted.map((row) => row.id))
      .where('blocked_at', 'is not', null)
      .where('lifted_at', 'is', null)
      .execute();
    return lifted.length;
  });
}
