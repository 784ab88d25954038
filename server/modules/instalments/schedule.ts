import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { InstalmentStatus } from '../../../common/enums';
import { instalmentDays } from './dates';

export type { InstalmentStatus };

export interface CardInstalment {
  number: number;
  due_date: string;
  amount: number;
  status: InstalmentStatus;
  order_id: string | null;
  pay_date: string | null;
}

/** The credit's instalments as the card shows them: paid, declined by the card, overdue (or blocked for), due (within grace) or to come. */
export async function instalmentsOf(db: Db, certificateId: string, now = new Date()): Promise<CardInstalment[]> {
  const { today, graceCutoff } = instalmentDays(now);
  const rows = await db
    .selectFrom('credit_instalments as i')
    .leftJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.number', sql<string>`i.due_date::text`.as('due_date'), 'i.amount', 'i.state', 'i.order_id', 'i.blocked_at', 'o.status as order_status', 'o.pay_date'])
    .where('i.certificate_id', '=', certificateId)
    .orderBy('i.number')
    .execute();
  return rows.map((row) => ({
    number: row.number,
    due_date: row.due_date,
    amount: row.amount,
    status:
      row.order_status === 'PAID'
        ? 'PAID'
        : row.state === 'DECLINED'
          ? 'DECLINED'
          : row.blocked_at || row.due_date < graceCutoff
            ? 'OVERDUE'
            : row.due_date <= today
              ? 'DUE'
              : 'SCHEDULED',
    order_id: row.order_id,
    pay_date: row.pay_date ? row.pay_date.toISOString() : null,
  }));
}

/** The next payment the client owes: the first instalment not paid yet. */
export function nextInstalment(instalments: CardInstalment[]) {
  const next = instalments.find((instalment) => instalment.status !== 'PAID');
  return next ? { number: next.number, date: next.due_date, amount: next.amount } : null;
}
