import { sql, type Transaction } from 'kysely';
import type { creditSchedule } from '../../../common/credit';
import { subtract } from '../../../common/money';
import type { DB, PaymentType } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { SaleCharge, SaleReply } from './schemas';
import type { Seller } from './seller';

export interface SaleRate {
  id: string;
  name: string;
  cost: number;
  period: number;
  meter: boolean;
  min_meter: number | null;
}

export interface NewCertificate {
  rate: SaleRate;
  seller: Seller;
  client: { id: string; name: string };
  type: string;
  period: number;
  price: number;
  promo: { id: string; discount: number } | null;
  sendSms: boolean;
  paymentType: PaymentType;
  soldOnline: boolean;
  company: Record<string, string> | null;
  meter: number | null;
  credit: CreditTerms | null;
  /** What the first order asks for: the whole cost, or the first instalment of a credit. */
  firstPayment?: number;
}

/** A credit's terms and schedule (common/credit.ts). */
export type CreditTerms = ReturnType<typeof creditSchedule>;

/** What the client is charged: the cost once, or a credit's total in its instalments, the first one now. */
function chargeOf(cost: number, credit: CreditTerms | null, firstPayment: number | undefined): SaleCharge {
  if (!credit) return { total: cost, now: firstPayment ?? cost, instalments: 1, monthly: null };
  return { total: credit.total, now: firstPayment ?? credit.monthly, instalments: credit.period, monthly: credit.monthly };
}

export async function findRate(tx: Transaction<DB>, rateId: string): Promise<SaleRate> {
  const rate = await tx.selectFrom('rates').select(['id', 'name', 'cost', 'period', 'meter', 'min_meter']).where('id', '=', rateId).executeTakeFirst();
  if (!rate) throw badRequest({ rate_id: 'sale.rateNotFound' });
  return rate;
}

/** A metered tariff needs the area, at least its minimum; other tariffs ignore it. */
export function checkMeter(rate: SaleRate, meter: number | undefined, field = 'meter'): number | null {
  if (!rate.meter) return null;
  if (meter === undefined) throw badRequest({ [field]: 'sale.meterRequired' });
  if (meter < (rate.min_meter ?? 0)) throw badRequest({ [field]: 'sale.meterTooSmall' });
  return meter;
}

/** The partner's commission on the tariff at this moment (0 without a partner or a link): the certificate keeps it. */
function commissionNow(tx: Transaction<DB>, rateId: string, partnerId: string | null) {
  if (!partnerId) return 0;
  const link = tx.selectFrom('rate_partners').select('commission').where('rate_id', '=', rateId).where('partner_id', '=', partnerId);
  return sql<number>`coalesce((${link}), 0)`;
}

/**
 * Writes a PENDING certificate (names copied for the list), its service limits from the tariff and
 * an order waiting for payment; the payment callback activates it.
 */
export async function issueCertificate(tx: Transaction<DB>, input: NewCertificate): Promise<SaleReply> {
  const discount = input.promo?.discount ?? 0;
  const cost = Math.max(0, subtract(input.price, discount));
  const certificate = await tx
    .insertInto('certificates')
    .values({
      rate_id: input.rate.id,
      rate_name: input.rate.name,
      client_id: input.client.id,
      client_name: input.client.name,
      agent_id: input.seller.agentId,
      agent_name: input.seller.agentName,
      partner_id: input.seller.partnerId,
      subdivision_id: input.seller.subdivisionId,
      type: input.type,
      period: input.period,
      cost,
      commission: commissionNow(tx, input.rate.id, input.seller.partnerId),
      promo_code_id: input.promo?.id ?? null,
      promo_discount: discount,
      bonus: 0,
      send_sms: input.sendSms,
      sold_online: input.soldOnline,
      payment_type: input.paymentType,
      company: input.company ? JSON.stringify(input.company) : null,
      meter: input.meter,
      credit: input.credit ? JSON.stringify(input.credit) : null,
      // the credit's later instalments are charged by autopay, which the card can cancel (C10)
      is_auto_pay: input.credit !== null,
      start_date: null,
      finish_date: null,
      blocked_type: null,
      block_date: null,
    })
    .returning(['id', 'number', 'status'])
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('certificate_limits')
    .columns(['certificate_id', 'service_id', 'max_limit'])
    .expression((eb) =>
      eb.selectFrom('rate_services').select([eb.val(certificate.id).as('certificate_id'), 'service_id', 'limit']).where('rate_id', '=', input.rate.id),
    )
    .execute();
  const order = await tx
    .insertInto('orders')
    .values({
      certificate_id: certificate.id,
      client_id: input.client.id,
      cost: input.firstPayment ?? cost,
      payment_type: input.paymentType,
      auto_payment: input.credit !== null,
      items: JSON.stringify([{ type: 'certificate', certificate_id: certificate.id, rate_id: input.rate.id, name: input.rate.name, period: input.period, cost }]),
      pay_date: null,
      provider_order_id: null,
      payment_url: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: certificate.id,
    number: certificate.number,
    status: certificate.status,
    rate_id: input.rate.id,
    client_id: input.client.id,
    agent_id: input.seller.agentId,
    period: input.period,
    price: input.price,
    promo_discount: discount,
    bonus: 0,
    cost,
    order_id: order.id,
    credit: input.credit,
    charge: chargeOf(cost, input.credit, input.firstPayment),
  };
}
