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
