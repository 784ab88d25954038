import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AcquirerName } from '../../providers/index';
import { unpaidInstalmentsOf } from './unpaid';

/** How long a claimed charge is held before another run may retry it (the acquirer dedupes by our order). */
export const CHARGE_LEASE_MS = 10 * 60_000;
const BATCH = 100;

/** A due instalment this run will charge on the card saved with the first instalment's payment. */
export interface ChargePlan {
  certificateId: string;
  number: number;
  orderId: string;
  amount: number;
  certificateNumber: string;
  acquirer: AcquirerName;
  savedBy: string;
}

const ISSUE: Record<AcquirerName, 'SBERBANK' | 'TINKOFF'> = { sberbank: 'SBERBANK', tinkoff: 'TINKOFF' };
const acquirerOf = (provider: string): AcquirerName | null => (provider === 'sberbank' || provider === 'tinkoff' ? provider : null);

/**
 * Takes the due instalments of active certificates whose earlier instalments are paid (and charges whose lease ran
 * out), locked with SKIP LOCKED so that concurrent runs in several processes never take the same one. Each gets its
 * order; with autopay on and a saved card it is held for charging (CHARGING with a lease), otherwise it waits for
 * the client to pay through the payment link (OPEN). One transaction per batch; no acquirer call inside it.
 */
export async function claimDueInstalments(db: Db, today: string, now: Date): Promise<{ plans: ChargePlan[]; opened: number }> {
  return db.transaction().execute(async (tx) => {
    const rows = await tx
      .selectFrom('credit_instalments as i')
      .innerJoin('certificates as c', 'c.id', 'i.certificate_id')
      .select(['i.certificate_id', 'i.number', 'i.amount', 'i.order_id', 'i.state', 'c.client_id', 'c.is_auto_pay', 'c.number as certificate_number', 'c.rate_id', 'c.rate_name'])
      .where('i.due_date', '<=', today)
      .where((eb) => eb.or([eb('i.state', '=', 'SCHEDULED'), eb.and([eb('i.state', '=', 'CHARGING'), eb('i.lease_until', '<', now)])]))
      .where('c.status', '=', 'ACTIVE')
      .where(({ not, exists }) => not(exists(unpaidInstalmentsOf(tx, 'i.certificate_id').where('u.number', '<', sql.ref<number>('i.number')))))
      .orderBy('i.due_date')
      .limit(BATCH)
      .forUpdate(['i'])
      .skipLocked()
      .execute();
    const plans: ChargePlan[] = [];
    let opened = 0;
    for (const row of rows) {
      // a charge already in flight is retried to learn its outcome even if autopay was switched off meanwhile
      const card = row.is_auto_pay || row.state === 'CHARGING' ? await savedCardOf(tx, row.certificate_id) : undefined;
      const orderId =
        row.order_id ??
        (
          await tx
            .insertInto('orders')
            .values({
              certificate_id: row.certificate_id,
              client_id: row.client_id,
              cost: row.amount,
              payment_type: 'AGENT',
              issue: card ? ISSUE[card.acquirer] : 'SBERBANK',
              auto_payment: row.is_auto_pay,
              items: JSON.stringify([{ type: 'instalment', number: row.number, rate_id: row.rate_id, name: row.rate_name, cost: row.amount }]),
              pay_date: null,
              provider_order_id: null,
              payment_url: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const charge = !!card;
      await tx
        .updateTable('credit_instalments')
        .set({ order_id: orderId, state: charge ? 'CHARGING' : 'OPEN', lease_until: charge ? new Date(now.getTime() + CHARGE_LEASE_MS) : null })
        .where('certificate_id', '=', row.certificate_id)
        .where('number', '=', row.number)
        .execute();
      if (charge && card) plans.push({ certificateId: row.certificate_id, number: row.number, orderId, amount: row.amount, certificateNumber: row.certificate_number, ...card });
      else opened += 1;
    }
    return { plans, opened };
  });
}

/** The card saved when the first instalment was paid: the acquirer and its id of that paid session. */
async function savedCardOf(tx: Db, certificateId: string) {
  const receipt = await tx
    .selectFrom('credit_instalments as i')
    .innerJoin('payment_receipts as pr', 'pr.order_id', 'i.order_id')
    .select(['pr.provider', 'pr.provider_order_id'])
    .where('i.certificate_id', '=', certificateId)
    .where('i.number', '=', 1)
    .executeTakeFirst();
  const acquirer = receipt ? acquirerOf(receipt.provider) : null;
  return receipt && acquirer ? { acquirer, savedBy: receipt.provider_order_id } : undefined;
}
