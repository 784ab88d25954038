import { creditSchedule } from '../../../common/credit';
import type { Db } from '../../db/database';
import { badRequest, forbidden } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { findOrCreateClient } from './client';
import { findRate, issueCertificate } from './issue';
import type { CreditSaleBody, SaleReply } from './schemas';
import { listPrice, resolveSeller } from './seller';

/**
 * D2: only BRUTTO agents sell on credit. The instalments fit in the tariff's validity, the body's cost must be the
 * credit total the server computes; the schedule is stored one row per instalment and the first order asks for
 * instalment 1, the autopay job (server/modules/instalments) the rest as they come due.
 */
export async function createCreditSale(db: Db, user: RequestUser, body: CreditSaleBody, now = new Date()): Promise<SaleReply> {
  if (user.agentType !== 'BRUTTO' || !user.agentId) throw forbidden('sale.creditBruttoOnly');
  return db.transaction().execute(async (tx) => {
    const rate = await findRate(tx, body.rate_id);
    if (body.credit.period > rate.period) throw badRequest({ 'credit.period': 'credit.periodTooLong' });
    const seller = await resolveSeller(tx, user, null);
    const price = await listPrice(tx, rate, seller);
    const credit = creditSchedule(price, body.credit.period, body.credit.percent, now);
    if (Math.round(body.credit.cost * 100) !== Math.round(credit.total * 100)) throw badRequest({ 'credit.cost': 'credit.costMismatch' });
    const client = await findOrCreateClient(tx, body.client, null);
    const sale = await issueCertificate(tx, {
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
    await tx
      .insertInto('credit_instalments')
      .values(credit.schedule.map((instalment) => ({
        certificate_id: sale.id,
        number: instalment.number,
        due_date: instalment.due_date,
        amount: instalment.amount,
        order_id: instalment.number === 1 ? sale.order_id : null,
        state: instalment.number === 1 ? ('OPEN' as const) : ('SCHEDULED' as const),
      })))
      .execute();
    return sale;
  });
}
