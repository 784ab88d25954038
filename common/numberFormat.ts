/**
 * The one way numbers, money and percentages are written, for the SPA and for what the server writes (SMS, PDFs,
 * pages): thousands grouped by a space in every language (N2), the decimal mark of the language (a comma in Russian
 * and Kazakh, a point in English), a percent sign after a space in Russian and Kazakh ('77,8 %') and right after the
 * number in English ('77.8%').
 */
import { roundMoney } from './money';

export type NumberLanguage = 'ru' | 'kk' | 'en';

const decimalMark = (language: string) => (language === 'en' ? '.' : ',');

/** 1234567.5 → '1 234 567,5' (ru) or '1 234 567.5' (en); `fractionDigits` fixes the decimals, else at most `maxFraction`. */
export function formatNumber(value: number, language: string = 'ru', options: { fractionDigits?: number; maxFraction?: number } = {}): string {
  const { fractionDigits, maxFraction = 2 } = options;
  const digits = fractionDigits ?? maxFraction;
  const fixed = Math.abs(value).toFixed(digits);
  const [whole, rawFraction = ''] = fixed.split('.');
  const fraction = fractionDigits === undefined ? rawFraction.replace(/0+$/, '') : rawFraction;
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const negative = value < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${grouped}${fraction ? `${decimalMark(language)}${fraction}` : ''}`;
}

/**
 * Money (N2): rounded once to the minor unit, kopecks shown when there are any ('1 500 ₽', '1 500,50 ₽') or always
 * (`kopecks: true`, what a bill, an SMS or a receipt writes: '19 200,00 ₽'), the currency's symbol after it.
 */
export function formatMoney(value: number, currency: string, language: string = 'ru', options: { kopecks?: boolean } = {}): string {
  const exact = roundMoney(value);
  const fractionDigits = options.kopecks ? 2 : Number.isInteger(exact) ? 0 : 2;
  return `${formatNumber(exact, language, { fractionDigits })} ${currency}`;
}

/** A percentage: '77,8 %' (ru, kk), '77.8%' (en); at most `maxFraction` decimals (1 by default), trailing zeros cut. */
export function formatPercent(value: number, language: string = 'ru', maxFraction = 1): string {
  const number = formatNumber(value, language, { maxFraction });
  return language === 'en' ? `${number}%` : `${number} %`;
}
