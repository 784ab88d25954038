import { roundMoney } from '../../common/money';
import { formatMoney, formatNumber, formatPercent as percentIn } from '../../common/numberFormat';
import { hostConfig, type Currency } from '../config/hosts';
import { formatLocale } from './locale';

/** Groups thousands with plain spaces (N2): 1234567 → '1 234 567'; two decimals only when there are any, rounded once. */
export function groupThousands(value: number): string {
  const exact = roundMoney(value);
  return formatNumber(exact, formatLocale(), { fractionDigits: Number.isInteger(exact) ? 0 : 2 });
}

/** A percentage in the cabinet's language: '77,8 %' in Russian and Kazakh, '77.8%' in English. */
export const formatPercent = (value: number, maxFraction = 1): string => percentIn(value, formatLocale(), maxFraction);

export interface PriceOptions {
  /** The host's currency by default. */
  currency?: Currency;
  /** What a missing price shows: nothing by default, '—' in tables that say "no price". */
  empty?: string;
}

/**
 * The one price format of the SPA: '1 234 567 ₽' with the host's currency symbol (N2, N3), the decimal mark of the
 * cabinet's language (common/numberFormat.ts, the server's too). A missing or non-numeric value shows `empty`.
 */
export function formatPrice(value: number | string | null | undefined, options: PriceOptions | Currency = {}): string {
  const { currency = hostConfig().currency, empty = '' } = typeof options === 'string' ? { currency: options } : options;
  if (value === null || value === undefined || value === '') return empty;
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return empty;
  return formatMoney(amount, currency, formatLocale());
}
