import { percentOf, toMinor } from './money';

/**
 * M9: the whole bonus points a paid order accrues to its client (decision M9/bonus): `rate` % of the amount paid,
 * rounded down to a whole point, plus the fixed `money` of a sale (the server passes 0 for a credit's later
 * instalments). The server accrues by it; the settings page shows an example by it.
 */
export function bonusPoints(amount: number, rate: number, money: number): number {
  return Math.floor(toMinor(percentOf(amount, rate)) / 100) + money;
}
