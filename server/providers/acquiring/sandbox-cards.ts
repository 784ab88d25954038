import type { Db } from '../../db/database';
import type { SavedCardCharge, SavedCardChargeResult } from './types';

/**
 * The sandbox acquirer's saved cards: paying a recurring order (credit instalment with autopay) on the sandbox page
 * saves the card, as a bank's hosted page does when the payer agrees to recurring charges.
 */
export async function saveCardIfRecurring(db: Db, session: { provider_order_id: string; provider: string; order_id: string }): Promise<void> {
  const order = await db.selectFrom('orders').select('auto_payment').where('id', '=', session.order_id).executeTakeFirst();
  if (!order?.auto_payment) return;
  await db
    .insertInto('sandbox_saved_cards')
    .values({ provider_order_id: session.provider_order_id, provider: session.provider, revoked_at: null })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Charges a saved card. The charge's id is derived from our order, so a repeated charge of one order (a job that
 * stopped before recording the outcome) answers the first outcome and never takes the money twice.
 * A card never saved or revoked (expired, unbound) is declined.
 */
export async function chargeSandboxCard(db: Db, provider: string, charge: SavedCardCharge): Promise<SavedCardChargeResult> {
  const providerOrderId = `${provider}-charge-${charge.orderId}`;
  const card = await db
    .selectFrom('sandbox_saved_cards')
    .select('provider_order_id')
    .where('provider_order_id', '=', charge.savedBy)
    .where('provider', '=', provider)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  await db
    .insertInto('sandbox_payments')
    .values({
      provider_order_id: providerOrderId,
      provider,
      order_id: charge.orderId,
      amount: charge.amount,
      description: charge.description,
      return_url: null,
      status: card ? 'CONFIRMED' : 'DECLINED',
    })
    .onConflict((oc) => oc.column('provider_order_id').doNothing())
    .execute();
  const recorded = await db.selectFrom('sandbox_payments').select('status').where('provider_order_id', '=', providerOrderId).executeTakeFirstOrThrow();
  return { providerOrderId, status: recorded.status === 'CONFIRMED' ? 'PAID' : 'FAILED' };
}
