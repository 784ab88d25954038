import { sql, type Transaction } from 'kysely';
import { percentOf } from '../../../common/money';
import type { DB } from '../../db/schema';
import { badRequest } from '../../http/errors';

export interface AppliedPromo {
  id: string;
  discount: number;
}

/**
 * Takes one use of a promo code in the sale's transaction: the conditional UPDATE holds the row lock,
 * so concurrent sales can never use a code more often than all_use allows. The discount is capped at the price.
 */
export async function applyPromoCode(tx: Transaction<DB>, code: string, rateId: string, price: number): Promise<AppliedPromo> {
  const { rows } = await sql<{ id: string; type: 'PERCENT' | 'FIX'; amount: number }>`
    update promo_codes set used = used + 1
    where lower(code) = lower(${code.trim()})
      and (all_use = 0 or used < all_use)
      and (expires_at is null or expires_at > now())
      and (global or exists (select 1 from promo_code_rates pr where pr.promo_code_id = promo_codes.id and pr.rate_id = ${rateId}))
    returning id, type, amount
  `.execute(tx);
  const promo = rows[0];
  if (!promo) throw badRequest({ promo_code: 'sale.promoInvalid' });
  const amount = Number(promo.amount);
  const discount = promo.type === 'PERCENT' ? percentOf(price, amount) : amount;
  return { id: promo.id, discount: Math.min(price, discount) };
}
