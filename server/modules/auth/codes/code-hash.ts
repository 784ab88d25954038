import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code from the system's secure random source. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Codes are stored as HMAC-SHA256 under a key derived from the server secret, bound to the code's id:
 * a copy of the table alone does not give the codes away (6 digits are too few for a slow hash to help).
 */
export function hashCode(secret: string, codeId: string, code: string): string {
  const key = createHmac('sha256', secret).update('auth-code').digest();
  return createHmac('sha256', key).update(`${codeId}:${code}`).digest('hex');
}

export function codeMatches(secret: string, codeId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(secret, codeId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
