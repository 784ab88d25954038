import type { TranslateFunction } from 'react-admin';

/** Days in a period of months, as the original computes them (Q5; unit decision in docs/decisions.md). */
export function validDays(months: number): number {
  return Math.floor(months * 30 * 1.0139);
}

/** '365 days' in the user's language: the plural forms live in the `format` catalogue. */
export function periodLabel(days: number, translate: TranslateFunction): string {
  return translate('app.format.days', { smart_count: days });
}
