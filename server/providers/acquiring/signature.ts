import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AcquiringCallback } from './types';

type Signed = Omit<AcquiringCallback, 'signature'>;

/** HMAC-SHA256 over "providerOrderId:status:amount", hex; each acquirer has its own secret with our callback. */
export function signCallback(secret: string, { providerOrderId, status, amount }: Signed): string {
  return createHmac('sha256', secret).update(`${providerOrderId}:${status}:${amount}`).digest('hex');
}

export function isValidSignature(secret: string, callback: AcquiringCallback): boolean {
  const expected = Buffer.from(signCallback(secret, callback), 'hex');
  const given = Buffer.from(callback.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
