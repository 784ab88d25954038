/** What our payment flow needs from an acquirer (Sberbank, Tinkoff or the local sandbox). */
export interface AcquiringOrder {
  orderId: string;
  amount: number;
  description: string;
  returnUrl: string;
}

export interface AcquiringSession {
  providerOrderId: string;
  paymentUrl: string;
}

export type CallbackStatus = 'PAID' | 'FAILED';

/** The notification an acquirer sends to POST /gw/payments/callback/{provider}. */
export interface AcquiringCallback {
  providerOrderId: string;
  status: CallbackStatus;
  signature: string;
}

export interface AcquiringProvider {
  readonly name: string;
  createOrder(order: AcquiringOrder): Promise<AcquiringSession>;
  /** True when the callback was signed by this acquirer. */
  verifyCallback(callback: AcquiringCallback): boolean;
}
