import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { toMinorUnits } from './money';
import { chargeSandboxCard } from './sandbox-cards';
import { isValidSignature, signCallback } from './signature';
import type { AcquiringCallback, AcquiringOrder, AcquiringProvider, AcquiringRefund, AcquiringSession, CallbackStatus, SavedCardCharge } from './types';

/**
 * A local acquirer that behaves like a hosted one: createOrder registers a payment session and answers
 * the URL of a payment page our own server renders (GET /gw/sandbox/pay/{providerOrderId}); the page's
 * buttons make the sandbox send a signed callback, as a bank would. Mounted only with PAYMENTS=sandbox.
 */
export class SandboxAcquirer implements AcquiringProvider {
  constructor(
    readonly name: string,
    private readonly db: Db,
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  async createOrder(order: AcquiringOrder): Promise<AcquiringSession> {
    const providerOrderId = `${this.name}-${randomUUID()}`;
    await this.db
      .insertInto('sandbox_payments')
      .values({
        provider_order_id: providerOrderId, provider: this.name, order_id: order.orderId,
        amount: order.amountMinor / 100, description: order.description, return_url: order.returnUrl,
      })
      .execute();
    return { providerOrderId, paymentUrl: `${this.publicUrl}/gw/sandbox/pay/${encodeURIComponent(providerOrderId)}` };
  }

  async cancelOrder(providerOrderId: string): Promise<boolean> {
    await this.db.updateTable('sandbox_payments').set({ status: 'CANCELLED' }).where('provider_order_id', '=', providerOrderId).where('status', '=', 'NEW').execute();
    const session = await this.db.selectFrom('sandbox_payments').select('status').where('provider_order_id', '=', providerOrderId).executeTakeFirst();
    return session?.status !== 'CONFIRMED';
  }

  /** Refunds only what one of its own sessions took, at most the amount paid; sandbox_refunds is the log. */
  async refund({ providerOrderId, amountMinor, reason }: AcquiringRefund): Promise<void> {
    const session = await this.db
      .selectFrom('sandbox_payments')
      .select(['status', 'amount'])
      .where('provider_order_id', '=', providerOrderId)
      .where('provider', '=', this.name)
      .executeTakeFirst();
    if (session?.status !== 'CONFIRMED') throw new Error(`Sandbox ${this.name}: session ${providerOrderId} took no payment to refund`);
    if (amountMinor > toMinorUnits(session.amount)) throw new Error(`Sandbox ${this.name}: refund over the amount paid in ${providerOrderId}`);
    await this.db.insertInto('sandbox_refunds').values({ provider: this.name, provider_order_id: providerOrderId, amount: amountMinor / 100, reason }).execute();
  }

  verifyCallback(callback: AcquiringCallback): boolean {
    return isValidSignature(this.secret, callback);
  }

  /** The callback the bank would send once the payer decided, carrying the amount the page showed. */
  callbackFor(providerOrderId: string, status: CallbackStatus, amountMinor: number): AcquiringCallback {
    const signed = { providerOrderId, status, amount: amountMinor };
    return { ...signed, signature: signCallback(this.secret, signed) };
  }

  /** Recurring charge of the card saved on the sandbox page (sandbox-cards.ts). */
  chargeSavedCard(charge: SavedCardCharge) {
    return chargeSandboxCard(this.db, this.name, charge);
  }
}
