import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { chargeSandboxCard } from './sandbox-cards';
import { isValidSignature, signCallback } from './signature';
import type { AcquiringCallback, AcquiringOrder, AcquiringProvider, AcquiringSession, CallbackStatus, SavedCardCharge } from './types';

/**
 * A local acquirer that behaves like a hosted one: createOrder registers a payment session and answers
 * the URL of a payment page our own server renders (GET /gw/sandbox/pay/{providerOrderId}); the page's
 * buttons make the sandbox send a signed callback, as a bank would.
 */
export class SandboxAcquirer implements AcquiringProvider {
  constructor(
    readonly name: string,
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  async createOrder(order: AcquiringOrder): Promise<AcquiringSession> {
    const providerOrderId = `${this.name}-${randomUUID()}`;
    await this.db
      .insertInto('sandbox_payments')
      .values({ provider_order_id: providerOrderId, provider: this.name, order_id: order.orderId, amount: order.amount, description: order.description, return_url: order.returnUrl })
      .execute();
    // the payment page lives on the server that serves the SPA the payer returns to
    const paymentUrl = new URL(`/gw/sandbox/pay/${encodeURIComponent(providerOrderId)}`, order.returnUrl).toString();
    return { providerOrderId, paymentUrl };
  }

  verifyCallback({ providerOrderId, status, signature }: AcquiringCallback): boolean {
    return isValidSignature(this.secret, providerOrderId, status, signature);
  }

  /** The callback the bank would send once the payer decided. */
  callbackFor(providerOrderId: string, status: CallbackStatus): AcquiringCallback {
    return { providerOrderId, status, signature: signCallback(this.secret, providerOrderId, status) };
  }

  /** Recurring charge of the card saved on the sandbox page (sandbox-cards.ts). */
  chargeSavedCard(charge: SavedCardCharge) {
    return chargeSandboxCard(this.db, this.name, charge);
  }
}
