import { sql } from 'kysely';
import { nationalDigits } from '../../../common/phone';

/** The digits a typed phone (or its beginning) stands for, as phones are stored (7XXXXXXXXXX): common/phone.ts's reading. */
export const phonePrefix = (typed: string): string => `7${nationalDigits(typed)}`;

/** The first digit string after every string that starts with `prefix`, or null when there is none (all 9s). */
function nextPrefix(prefix: string): string | null {
  const next = (BigInt(prefix) + 1n).toString().padStart(prefix.length, '0');
  return next.length > prefix.length ? null : next;
}

/**
 * C4/O10: certificates of the clients whose phone starts with the typed digits; a whole number is one
 * lookup, a beginning a range, both on the clients' phone index (phones hold digits only).
 */
export function clientPhoneFilter(typed: string) {
  const prefix = phonePrefix(typed);
  const upper = nextPrefix(prefix);
  const phones =
    prefix.length >= 11 ? sql`phone = ${prefix}` : sql`phone >= ${prefix}${upper === null ? sql`` : sql` and phone < ${upper}`}`;
  return sql<boolean>`certificates.client_id in (select id from clients where ${phones})`;
}
