import type { Transaction } from 'kysely';
import { sum } from '../../../common/money';
import type { Db } from '../../db/database';
import type { DB, PaymentType } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { findOrCreateClient, type LegalDetails } from '../sales/client';
import { checkMeter, findRate, issueCertificate } from '../sales/issue';
import { applyPromoCode } from '../sales/promo';
import type { SaleClient } from '../sales/schemas';
import { checkClaimedCost, periodPrice } from '../sales/pricing';
import { insertServiceOrder, serviceItems } from './basket-services';
import { NO_SELLER, resolveSeller, type Seller } from '../sales/seller';

export interface BasketLine {
  rateId: string;
  type: string;
  period?: number;
  /** What the seller saw for the line: checked, never charged. */
  cost?: number;
  meter?: number;
  promoCode?: string;
}

interface Basket {
  lines: BasketLine[];
  client: SaleClient | { id: string; name: string };
  legal: LegalDetails | null;
  paymentType: PaymentType;
  soldOnline: boolean;
  /** D6: additional services (ids) a client buys in the same order. */
  services?: string[];
  /** G11: the partner the client's own purchase is credited to (storefront referral); its price stays the catalogue's. */
  referralPartnerId?: string | null;
}

/** One order pays the whole basket: the lines' own orders are replaced by it, so the callback activates them all. */
async function combineOrders(tx: Transaction<DB>, orderIds: string[], clientId: string, paymentType: PaymentType): Promise<string> {
  if (orderIds.length === 1) return orderIds[0]!;
  const orders = await tx.selectFrom('orders').select(['certificate_id', 'cost', 'items']).where('id', 'in', orderIds).execute();
  const combined = await tx
    .insertInto('orders')
    .values({
      certificate_id: orders[0]!.certificate_id,
      client_id: clientId,
      cost: sum(orders.map((o) => o.cost)),
      payment_type: paymentType,
      items: JSON.stringify(orders.flatMap((o) => o.items)),
      pay_date: null,
      provider_order_id: null,
      payment_url: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // never offered for payment: removed, so the client's order list (K2) shows the one order it pays
  await tx.deleteFrom('orders').where('id', 'in', orderIds).execute();
  return combined.id;
}

/** Sells every line of a basket to one client in one transaction and answers the order that pays for all. */
export async function sellBasket(db: Db, user: RequestUser | null, basket: Basket): Promise<string> {
  const serviceIds = basket.services ?? [];
  if (!basket.lines.length && !serviceIds.length) throw badRequest({ certificates: 'payments.noCertificates' }, 'payments.noCertificates');
  // a staff member's order (D4) is an office sale: only the client's own purchase (D6, no user) is sold online
  if (user && basket.soldOnline) throw badRequest({ sold_online: 'sale.soldOnlineNotYours' });
  return db.transaction().execute(async (tx) => {
    const seller: Seller = user ? await resolveSeller(tx, user, null) : { ...NO_SELLER, partnerId: basket.referralPartnerId ?? null };
    // the storefront shows the catalogue's price: a referral credits the partner (and its commission), never reprices
    const priceAs = user ? seller : NO_SELLER;
    const client = 'id' in basket.client ? basket.client : await findOrCreateClient(tx, basket.client, basket.legal);
    const orderIds: string[] = [];
    for (const [index, line] of basket.lines.entries()) {
      const rate = await findRate(tx, line.rateId);
      const { period, price } = await periodPrice(tx, rate, priceAs, line.period, `certificates.${index}.period`);
      const meter = checkMeter(rate, line.meter, `certificates.${index}.meter`);
      checkClaimedCost(line.cost, price, `certificates.${index}.cost`);
      const promo = line.promoCode ? await applyPromoCode(tx, line.promoCode, rate.id, price) : null;
      const sold = await issueCertificate(tx, {
        rate, seller, client, type: line.type, period, price, promo, sendSms: false,
        paymentType: basket.paymentType, soldOnline: basket.soldOnline, company: basket.legal ? { ...basket.legal } : null, meter, credit: null,
      });
      orderIds.push(sold.order_id);
    }
    const services = await serviceItems(tx, serviceIds);
    if (services.length) orderIds.push(await insertServiceOrder(tx, client.id, services, 'CABINET'));
    return combineOrders(tx, orderIds, client.id, basket.paymentType);
  });
}
