import { creditTotals, instalmentAmounts } from '../../../common/credit';
import type { Db } from '../../db/database';
import { forbidden } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { findOrCreateClient } from './client';
import { findRate, issueCertificate } from './issue';
import type { CreditSaleBody, SaleReply } from './schemas';
import { listPrice, resolveSeller } from './seller';

/** D2 credit terms with the due date of every monthly instalment. */
export function creditSchedule(price: number, period: number, percent: number, from: Date) {
  const { total, monthly } = creditTotals(price, period, percent);
  const schedule = instalmentAmounts(total, monthly, period).map((amount, index) => {
    const due = new Date(from);
    due.setUTCMonth(due.getUTCMonth() + index);
    return { number: index + 1, due_date: due.toISOString().slice(0, 10), amount };
  });
  return { period, percent, total, monthly, schedule };
}

/** D2: only BRUTTO agents sell on credit; the first order asks for the first instalment, autopay takes the rest. */
export async function createCreditSale(db: Db, user: RequestUser, body: CreditSaleBody): Promise<SaleReply> {
  if (user.agentType !== 'BRUTTO' || !user.agentId) throw forbidden('sale.creditBruttoOnly');
  return db.transaction().execute(async (tx) => {
    const rate = await findRate(tx, body.rate_id);
    const seller = await resolveSeller(tx, user, null);
    const price = await listPrice(tx, rate, seller);
    const client = await findOrCreateClient(tx, body.client, null);
    const credit = creditSchedule(price, body.credit.period, body.credit.percent, new Date());
    return issueCertificate(tx, {
      rate,
      seller,
      client,
      type: 'CREDIT',
      period: rate.period,
      price,
      promo: null,
      sendSms: false,
      paymentType: 'AGENT',
      soldOnline: false,
      company: null,
      meter: null,
      credit,
      firstPayment: credit.schedule[0]!.amount,
    });
  });
}
