import { sql } from 'kysely';

/**
 * The digits a typed phone (or its beginning) stands for, as phones are stored (7XXXXXXXXXX): the
 * mask's +7 stays, a leading 8 is the domestic form of +7, and bare national digits get the 7.
 */
export function phonePrefix(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (digits.startsWith('8')) return `7${digits.slice(1)}`;
  return digits.startsWith('7') ? digits : `7${digits}`;
}

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
