/** Calls that open a payment order at the acquirer give up after 30 s with 'server unavailable' (D4, S1 constants). */
export const PAYMENT_TIMEOUT_MS = 30_000;
