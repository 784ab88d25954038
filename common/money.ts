/**
 * Money is counted in integer minor units (kopecks, tiyn) so that sums and differences are exact;
 * a rounding happens only where a share is taken (a percent, a division), once, to the minor unit,
 * half away from zero. Amounts cross the API and the database as decimal roubles (numeric(12,2)).
 */
export type Minor = number;

/** Decimal amount → minor units; the exponent form keeps 1.005 → 101 (1.005 * 100 is 100.4999…). */
export function toMinor(amount: number): Minor {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
  const sign = amount < 0 ? -1 : 1;
  return sign * Math.round(Number(`${Math.abs(amount)}e2`));
}

export const fromMinor = (minor: Minor): number => minor / 100;

/** a − b, exact to the minor unit. */
export const subtract = (a: number, b: number): number => fromMinor(toMinor(a) - toMinor(b));

/** The sum of amounts, exact to the minor unit. */
export const sum = (amounts: readonly number[]): number => fromMinor(amounts.reduce((total, a) => total + toMinor(a), 0));

/** amount × a whole count (periods, items): exact. */
export function times(amount: number, count: number): number {
  if (!Number.isInteger(count)) throw new RangeError(`not a whole count: ${count}`);
  return fromMinor(toMinor(amount) * count);
}

/** percent % of amount, rounded once to the minor unit, half away from zero. */
export function percentOf(amount: number, percent: number): number {
  const exact = (toMinor(amount) * toMinor(percent)) / 10_000;
  return fromMinor(Math.sign(exact) * Math.round(Math.abs(exact)));
}

/** Rounds an amount to the minor unit (half away from zero): the one rounding an outside figure gets. */
export const roundMoney = (amount: number): number => fromMinor(toMinor(amount));

/** Two amounts are the same money (to the minor unit). */
export const sameMoney = (a: number, b: number): boolean => toMinor(a) === toMinor(b);
