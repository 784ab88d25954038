/**
 * O9's multi-country mobile pattern: the +7 numbering plan shared by Russia and Kazakhstan. A mobile
 * number is 7 followed by a Russian mobile code (9XX) or a Kazakh one (700–709, 747, 750–751,
 * 760–764, 771, 775–778), then seven digits. Kazakh landlines (7 7XX…, e.g. Almaty 727) are not mobiles.
 */
export const MOBILE_PHONE = /^7(?:9\d\d|70\d|747|75[01]|76[0-4]|771|77[5-8])\d{7}$/;

/**
 * A mobile number in whatever form it was typed (+7 (999) 123-45-67, 8 701 123 45 67, 9991234567)
 * as the 11 digits the database keeps, or undefined when it is not one.
 */
export function normalizeMobilePhone(input: string): string | undefined {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 10) digits = `7${digits}`;
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  return MOBILE_PHONE.test(digits) ? digits : undefined;
}

/** O9's Russian mobile pattern: 7 9XX and seven digits. */
export const RUSSIAN_MOBILE_PHONE = /^79\d{9}$/;

export type PhoneRegion = 'RU' | 'KZ';

/** The region a host serves (N1): *.kz is Kazakhstan, every other host Russia. */
export const phoneRegionOf = (hostname: string): PhoneRegion => (/\.kz$/i.test(hostname.replace(/:\d+$/, '')) ? 'KZ' : 'RU');

/**
 * A self-service phone (registration, join) by the host's rule: a Russian host takes Russian mobiles only,
 * a Kazakh host the multi-country plan (Kazakh and Russian mobiles); undefined when it is not one.
 */
export function mobilePhoneForRegion(input: string, region: PhoneRegion): string | undefined {
  const phone = normalizeMobilePhone(input);
  if (!phone) return undefined;
  return region === 'RU' && !RUSSIAN_MOBILE_PHONE.test(phone) ? undefined : phone;
}
