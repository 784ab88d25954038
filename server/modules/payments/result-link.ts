import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a payment's return address is built from: PUBLIC_URL (never the request's Host) and the app secret. */
export interface ResultLinkConfig {
  publicUrl: string;
  jwtSecret: string;
}

/** The address the acquirer sends the payer back to for one order (the cabinet's payment result page). */
export type ResultLink = (orderId: string) => string;

const keyOf = (secret: string) => createHmac('sha256', secret).update('payment-result').digest();

/**
 * The order's result token: HMAC-SHA256 of its id under a key derived from the app secret (decision
 * D4/result-link). Nothing is stored; whoever holds the return address sees that order's summary, no other.
 */
export function resultToken(secret: string, orderId: string): string {
  return createHmac('sha256', keyOf(secret)).update(orderId).digest('base64url');
}

export function isResultToken(secret: string, orderId: string, token: string): boolean {
  const expected = Buffer.from(resultToken(secret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A path, not a hash route: an acquirer appends its own query to the return address, and some drop a fragment;
 * the SPA moves it to its hash route #/payment/{id}?token=… (src/login/signInGate.ts). `token` is a name the log
 * redacts in URLs (server/plugins/log-redaction.ts).
 */
export function resultLinkOf(config: ResultLinkConfig): ResultLink {
  return (orderId) => `${config.publicUrl}/cabinet/payment/${encodeURIComponent(orderId)}?token=${resultToken(config.jwtSecret, orderId)}`;
}
