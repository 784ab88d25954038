import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { showStrongestHold } from '../certificates/holds';
import { holdForNonPayment } from './hold';
import { owingInstalments } from './unpaid';

/**
 * Every run checks every owed instalment again (issue 23): each marks its instalment (blocked_at, once) and holds its
 * active certificate for non-payment by SYSTEM, whatever other holds it has, so a block a person lifts never hides a
 * miss. Certificates another transaction holds locked are left to the next run. Returns how many were newly held.
 */
export async function holdOverdue(db: Db, graceCutoff: string, now: Date): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const owing = await owingInstalments(tx, graceCutoff)
      .innerJoin('certificates as c', 'c.id', 'i.certificate_id')
      .select(['i.certificate_id', 'i.number', 'i.blocked_at'])
      .where('c.status', '=', 'ACTIVE')
      .forUpdate(['i', 'c'])
      .skipLocked()
      .execute();
    for (const row of owing.filter((each) => !each.blocked_at)) {
      await tx.updateTable('credit_instalments').set({ blocked_at: now }).where('certificate_id', '=', row.certificate_id).where('number', '=', row.number).execute();
    }
    return holdForNonPayment(tx, [...new Set(owing.map((row) => row.certificate_id))], now);
  });
}

/**
 * Lifts the non-payment hold of each certificate that owes nothing any more (paid through autopay or the client's
 * payment link, or forgiven by an admin); the holds of persons are left, so the certificate stays blocked while
 * one remains. Returns how many holds were lifted.
 */
export async function liftPaidHolds(db: Db, graceCutoff: string, now: Date): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const settled = await tx
      .selectFrom('certificate_holds as h')
      .innerJoin('certificates as c', 'c.id', 'h.certificate_id')
      .select('c.id')
      .where('h.authority', '=', 'SYSTEM')
      .where(({ not, exists }) => not(exists(owingInstalments(tx, graceCutoff).select(sql.lit(1).as('one')).where('i.certificate_id', '=', sql.ref<string>('c.id')))))
      .forUpdate(['c'])
      .skipLocked()
      .execute();
    const ids = settled.map((row) => row.id);
    if (!ids.length) return 0;
    await tx.deleteFrom('certificate_holds').where('authority', '=', 'SYSTEM').where('certificate_id', 'in', ids).execute();
    await tx
      .updateTable('credit_instalments')
      .set({ lifted_at: now })
      .where('certificate_id', 'in', ids)
      .where('blocked_at', 'is not', null)
      .where('lifted_at', 'is', null)
      .where('waived_at', 'is', null)
      .execute();
    await showStrongestHold(tx, ids, now);
    return ids.length;
  });
}
