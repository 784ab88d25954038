/** What our payment flow needs from an acquirer (Sberbank, Tinkoff or the local sandbox). */
export interface AcquiringOrder {
  orderId: string;
  /** In kopecks/tiyn, as acquirers take it. */
  amountMinor: number;
  description: string;
  returnUrl: string;
}

export interface AcquiringSession {
  providerOrderId: string;
  paymentUrl: string;
}

export type CallbackStatus = 'PAID' | 'FAILED';

/** The notification an acquirer sends to POST /gw/payments/callback/{provider}; the signature covers every field. */
export interface AcquiringCallback {
  providerOrderId: string;
  status: CallbackStatus;
  /** What the payer paid, in kopecks/tiyn. */
  amount: number;
  signature: string;
}

/** Money to give back for a session that took it (a superseded session paid anyway). */
export interface AcquiringRefund {
  providerOrderId: string;
  amountMinor: number;
  reason: string;
}

/** Each operation is one method; a new one (e.g. charging a saved card) is a new optional or required method. */
export interface AcquiringProvider {
  readonly name: string;
  createOrder(order: AcquiringOrder): Promise<AcquiringSession>;
  /** Closes an unpaid session so it can no longer be paid; false when it was paid already (or is being paid). */
  cancelOrder(providerOrderId: string): Promise<boolean>;
  refund(refund: AcquiringRefund): Promise<void>;
  /** True when the callback was signed by this acquirer. */
  verifyCallback(callback: AcquiringCallback): boolean;
  /** Charges the card saved with an earlier paid session (credit autopay); declined cards answer FAILED. */
  chargeSavedCard(charge: SavedCardCharge): Promise<SavedCardChargeResult>;
}

/** A charge of a card the payer saved when paying a recurring order on the acquirer's page (credit autopay). */
export interface SavedCardCharge {
  /** Our order; also the idempotency key: a repeated charge of the same order answers the first outcome. */
  orderId: string;
  amount: number;
  description: string;
  /** The acquirer's id of the paid session whose card was saved. */
  savedBy: string;
}

export interface SavedCardChargeResult {
  providerOrderId: string;
  status: CallbackStatus;
}
