import type { Db } from '../../db/database';
import { lockCertificate } from '../certificates/holds';
import { translate } from '../../i18n/messages';
import type { Providers } from '../../providers/index';
import type { ChargePlan } from './claim';
import type { VatRate } from '../../providers/fiscal/types';
import { queuePaymentReceipt } from '../cashbox/on-payment';
import { accrueBonus } from '../settings/bonus';
import { holdForNonPayment } from './hold';

const ISSUE = { sberbank: 'SBERBANK', tinkoff: 'TINKOFF' } as const;

/**
 * Charges one claimed instalment through its acquirer and records the outcome: paid → the order PAID with a receipt;
 * declined → the order FAILED and the certificate held for non-payment. An acquirer that fails to answer leaves
 * the claim to run out; the next run retries with the same order, which the acquirer answers with the first outcome.
 */
export async function chargeInstalment(db: Db, acquirers: Providers['acquirers'], plan: ChargePlan, now: Date, vat: VatRate = 'VAT20'): Promise<'PAID' | 'FAILED'> {
  const result = await acquirers[plan.acquirer].chargeSavedCard({
    orderId: plan.orderId,
    amount: plan.amount,
    description: translate('ru', 'payments.billSubject', { number: plan.certificateNumber }),
    savedBy: plan.savedBy,
  });
  await db.transaction().execute(async (tx) => {
    // the certificate first, as every change of its holds does (certificates/holds.ts)
    await lockCertificate(tx, plan.certificateId);
    const stillOurs = await tx
      .updateTable('credit_instalments')
      .set({ state: result.status === 'PAID' ? 'CHARGED' : 'DECLINED', lease_until: null, ...(result.status === 'PAID' ? {} : { blocked_at: now }) })
      .where('certificate_id', '=', plan.certificateId)
      .where('number', '=', plan.number)
      .where('state', '=', 'CHARGING')
      .executeTakeFirst();
    if (!stillOurs.numUpdatedRows) return;
    if (result.status === 'PAID') {
      const paid = await tx
        .updateTable('orders')
        .set({ status: 'PAID', payed: true, pay_date: now, provider_order_id: result.providerOrderId, issue: ISSUE[plan.acquirer] })
        .where('id', '=', plan.orderId)
        .where('status', '<>', 'PAID')
        .returning(['id', 'cost', 'client_id'])
        .executeTakeFirst();
      if (paid) {
        await tx
          .insertInto('payment_receipts')
          .values({ order_id: plan.orderId, provider: plan.acquirer, provider_order_id: result.providerOrderId, amount: plan.amount })
          .onConflict((oc) => oc.column('order_id').doNothing())
          .execute();
        await accrueBonus(tx, paid);
        await queuePaymentReceipt(tx, paid.id, vat);
      }
      return;
    }
    await tx.updateTable('orders').set({ status: 'FAILED', provider_order_id: result.providerOrderId }).where('id', '=', plan.orderId).where('status', '=', 'CREATED').execute();
    await holdForNonPayment(tx, [plan.certificateId], now);
  });
  return result.status;
}
