/**
 * O9's multi-country mobile pattern: the +7 numbering plan shared by Russia and Kazakhstan. A mobile
 * number is 7 followed by a Russian mobile code (9XX) or a Kazakh one (700–709, 747, 750–751,
 * 760–764, 771, 775–778), then seven digits. Kazakh landlines (7 7XX…, e.g. Almaty 727) are not mobiles.
 */
const MOBILE_CODE = /^(?:9\d\d|70\d|747|75[01]|76[0-4]|771|77[5-8])$/;
export const MOBILE_PHONE = /^7(?:9\d\d|70\d|747|75[01]|76[0-4]|771|77[5-8])\d{7}$/;

/** Every operator code of the pattern, to tell whether typed digits can still become one. */
const MOBILE_CODES = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0')).filter((code) => MOBILE_CODE.test(code));

/** Whether national digits (after +7) can begin a mobile number: their first three can start an operator code. */
export const canBeginMobile = (national: string) => MOBILE_CODES.some((code) => code.startsWith(national.slice(0, 3)));

/**
 * A mobile number in whatever form it was typed or pasted (+7 (999) 123-45-67, 8 701 123 45 67, 9991234567,
 * 79991234567) as the 11 digits the database keeps, or undefined when it is not one. Strict: a number with a
 * digit too many or too few is no number (the masked inputs read partial and over-long input, nationalDigits).
 */
export function normalizeMobilePhone(input: string): string | undefined {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 10) digits = `7${digits}`;
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  return MOBILE_PHONE.test(digits) ? digits : undefined;
}

/**
 * The (up to ten) digits after +7 that a phone input holds, however it was typed or pasted: after the mask's +7
 * (`+7 (916) 1…`), bare (`916…`), with the country code (`7916…`, `+7 916…`) or the trunk prefix (`8 916…`). A
 * leading 7 or 8 is the country code or the trunk prefix when no operator code can start with it and what follows
 * (`79…`, `8…`), or when it makes an eleventh digit (`79991234567` typed into the mask after its +7).
 */
export function nationalDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (/^\s*\+\s*7/.test(input)) digits = digits.slice(1);
  const prefixed = /^[78]/.test(digits);
  if (prefixed && !canBeginMobile(digits) && (digits.length === 1 || canBeginMobile(digits.slice(1)))) digits = digits.slice(1);
  else if (prefixed && digits.length >= 11 && (MOBILE_PHONE.test(`7${digits.slice(1, 11)}`) || !MOBILE_PHONE.test(`7${digits.slice(0, 10)}`)))
    digits = digits.slice(1);
  return digits.slice(0, 10);
}

/**
 * The digits a phone-shaped search stands for: a whole number in any form as it is stored (`8 916 123 45 99` →
 * 79161234599), a part of one as its digits (matched anywhere in the stored number).
 */
export const phoneSearchDigits = (text: string): string => normalizeMobilePhone(text) ?? text.replace(/\D/g, '');

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
