import { roundMoney } from '../../common/money';
import { hostConfig, type Currency } from '../config/hosts';

/** Groups thousands with plain spaces (N2): 1234567 → '1 234 567'; kopecks only when there are any, rounded once. */
export function groupThousands(value: number): string {
  const exact = roundMoney(value);
  const [whole, fraction] = Math.abs(exact).toFixed(Number.isInteger(exact) ? 0 : 2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${exact < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

export interface PriceOptions {
  /** The host's currency by default. */
  currency?: Currency;
  /** What a missing price shows: nothing by default, '—' in tables that say "no price". */
  empty?: string;
}

/**
 * The one price format of the SPA: '1 234 567 ₽' with the host's currency symbol (N2, N3).
 * A missing or non-numeric value shows `empty`.
 */
export function formatPrice(value: number | string | null | undefined, options: PriceOptions | Currency = {}): string {
  const { currency = hostConfig().currency, empty = '' } = typeof options === 'string' ? { currency: options } : options;
  if (value === null || value === undefined || value === '') return empty;
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return empty;
  return `${groupThousands(amount)} ${currency}`;
}
