import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CallbackStatus } from './types';

/** HMAC-SHA256 over "providerOrderId:status", hex; the acquirer and our callback share the secret. */
export function signCallback(secret: string, providerOrderId: string, status: CallbackStatus): string {
  return createHmac('sha256', secret).update(`${providerOrderId}:${status}`).digest('hex');
}

export function isValidSignature(secret: string, providerOrderId: string, status: CallbackStatus, signature: string): boolean {
  const expected = Buffer.from(signCallback(secret, providerOrderId, status), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
