import { nationalDigits, normalizeMobilePhone } from '../../common/phone';

/**
 * N9: '+7 (999) 999-99-99'. Ten digits get the Russian/Kazakh code 7; a leading 8 is the domestic
 * form of +7. Anything that is not a 10 or 11 digit number is shown as it came.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  let digits = value.replace(/\D/g, '');
  if (digits.length === 10) digits = `7${digits}`;
  if (digits.length !== 11) return value;
  if (digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  const [, code, area, first, second, third] = digits.match(/^(\d)(\d{3})(\d{3})(\d{2})(\d{2})$/)!;
  return `+${code} (${area}) ${first}-${second}-${third}`;
}

/** What the server is sent: a mobile as it is stored (7XXXXXXXXXX), anything else as its digits (E7: unformatted). */
export function unformatPhone(value: string): string {
  return normalizeMobilePhone(value) ?? value.replace(/\D/g, '');
}

/**
 * O10's mask. Its +7 is fixed, yet people type what they know: the country code or the trunk prefix first, or a
 * whole number pasted in any form; common/phone.ts nationalDigits reads them all.
 */
export const PHONE_MASK = '+7 (999) 999-99-99';

/** Fills the mask as far as the digits go: '701' → '+7 (701', '9123456789' → '+7 (912) 345-67-89'. */
export function maskPhone(input: string): string {
  const digits = nationalDigits(input);
  if (!digits) return '';
  const parts: [string, number, number][] = [['+7 (', 0, 3], [') ', 3, 6], ['-', 6, 8], ['-', 8, 10]];
  return parts.map(([prefix, from, to]) => (digits.length > from ? prefix + digits.slice(from, to) : '')).join('');
}

/** All ten digits are there (enough to look the number up). */
export const isCompletePhone = (value: string | undefined) => !!value && nationalDigits(value).length === 10;

/** A Russian or Kazakh mobile (O9's multi-country pattern, the server's rule). */
export const isMobilePhone = (value: string | undefined) => !!value && normalizeMobilePhone(value) !== undefined;
