import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { findOrCreateClient, type LegalDetails } from './client';
import { checkMeter, findRate, issueCertificate } from './issue';
import { applyPromoCode } from './promo';
import type { SaleBody, SaleReply } from './schemas';
import { checkClaimedCost, periodPrice } from './pricing';
import { resolveSeller } from './seller';

function legalDetails(body: SaleBody): LegalDetails | null {
  if (!body.company) {
    if (body.postal || body.legal) throw badRequest({ company: 'sale.companyRequired' });
    return null;
  }
  return { company: body.company, ...(body.postal ? { postal: body.postal } : {}), ...(body.legal ? { legal: body.legal } : {}) };
}

/** D1: the whole sale is one transaction, so a refused promo code or a bad field leaves nothing behind. */
export async function createSale(db: Db, user: RequestUser, body: SaleBody): Promise<SaleReply> {
  const legal = legalDetails(body);
  return db.transaction().execute(async (tx) => {
    const rate = await findRate(tx, body.rate_id);
    const meter = checkMeter(rate, body.meter);
    const seller = await resolveSeller(tx, user, body.agent_id);
    const { period, price } = await periodPrice(tx, rate, seller, body.period);
    checkClaimedCost(body.cost, price);
    const promo = body.promo_code ? await applyPromoCode(tx, body.promo_code, rate.id, price) : null;
    const client = await findOrCreateClient(tx, body.client, legal);
    return issueCertificate(tx, {
      rate,
      seller,
      client,
      type: body.type,
      period,
      price,
      promo,
      sendSms: body.send_sms,
      paymentType: 'AGENT',
      soldOnline: false,
      company: legal ? { ...legal } : null,
      meter,
      credit: null,
    });
  });
}
