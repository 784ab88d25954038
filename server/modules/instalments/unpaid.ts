import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The order of an instalment (a column reference) is not paid: none made yet, or not PAID. */
export const orderNotPaid = (statusColumn: string) => sql<boolean>`${sql.ref(statusColumn)} is distinct from 'PAID'`;

/**
 * The instalments not paid yet of the certificate an outer query names (a column reference), for its
 * `exists`/`not exists`. Alias: u (credit_instalments).
 */
export const unpaidInstalmentsOf = (db: Db, certificateColumn: string) =>
  db
    .selectFrom('credit_instalments as u')
    .leftJoin('orders as uo', 'uo.id', 'u.order_id')
    .select(sql.lit(1).as('one'))
    .where('u.certificate_id', '=', sql.ref<string>(certificateColumn))
    .where(orderNotPaid('uo.status'));

/**
 * The instalments that hold their certificate for non-payment (issue 23), checked again on every run: unpaid and not
 * waived by an admin, and either marked already (a declined charge, or missed at an earlier run: it stays owed until
 * paid, even while a late charge is in flight) or past their grace period with no charge in flight.
 * Aliases: i (credit_instalments), o (its order).
 */
export const owingInstalments = (db: Db, graceCutoff: string) =>
  db
    .selectFrom('credit_instalments as i')
    .leftJoin('orders as o', 'o.id', 'i.order_id')
    .where(orderNotPaid('o.status'))
    .where('i.waived_at', 'is', null)
    .where((eb) => eb.or([eb('i.blocked_at', 'is not', null), eb.and([eb('i.due_date', '<', graceCutoff), eb('i.state', '<>', 'CHARGING')])]));
