import type { Transaction } from 'kysely';
import { sameMoney, times } from '../../../common/money';
import type { DB } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { SaleRate } from './issue';
import { listPrice, type Seller } from './seller';

export const MAX_PERIOD_MONTHS = 120;

/**
 * The rule every sale path keeps (docs/decisions.md, D1/period): a certificate runs for a whole number of
 * the tariff's own periods, and costs that many times the seller's list price. No period means one.
 */
export function periodsOf(rate: Pick<SaleRate, 'period'>, period: number | undefined, field = 'period'): number {
  if (period === undefined) return 1;
  const count = period / rate.period;
  if (!Number.isInteger(count) || count < 1 || period > MAX_PERIOD_MONTHS) throw badRequest({ [field]: 'sale.periodNotOfTariff' });
  return count;
}

export interface PeriodPrice {
  period: number;
  /** The list price for the whole period, before a promo code. */
  price: number;
}

/** The list price of the tariff for the period asked for, checked against the rule above. */
export async function periodPrice(
  tx: Transaction<DB>,
  rate: SaleRate,
  seller: Seller,
  period: number | undefined,
  field = 'period',
): Promise<PeriodPrice> {
  const count = periodsOf(rate, period, field);
  return { period: rate.period * count, price: times(await listPrice(tx, rate, seller), count) };
}

/** The browser's figure is only a check that the seller saw the price the server charges: never used. */
export function checkClaimedCost(claimed: number | undefined, price: number, field = 'cost') {
  if (claimed !== undefined && !sameMoney(claimed, price)) throw badRequest({ [field]: 'sale.costChanged' }, 'sale.costChanged');
}
