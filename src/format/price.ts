import { hostConfig, type Currency } from '../config/hosts';

/** Groups thousands with plain spaces (N2): 1234567 → '1 234 567'. */
export function groupThousands(value: number): string {
  const [whole, fraction] = Math.abs(value).toFixed(Number.isInteger(value) ? 0 : 2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** A price with the host's currency symbol: '1 234 567 ₽'. Empty for a missing or non-numeric value. */
export function formatPrice(value: number | string | null | undefined, currency: Currency = hostConfig().currency): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '';
  return `${groupThousands(amount)} ${currency}`;
}
