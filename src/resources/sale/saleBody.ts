import { CREDIT_PERCENTS, creditTotals } from '../../../common/credit';
import { unformatPhone } from '../../format/phone';

/** What the sale form holds. */
export interface SaleFormValues {
  rate_id?: string;
  period?: number | null;
  phone?: string;
  email?: string;
  name?: string;
  customerType?: 'individual' | 'legal';
  company?: string;
  postal?: string;
  legal?: string;
  meter?: number | null;
  promo_code?: string;
  send_sms?: boolean;
  creditPeriod?: number | null;
  creditPercent?: number;
}


const filled = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
const present = (value: number | null | undefined) => (value === null || value === undefined ? undefined : value);

function clientOf(values: SaleFormValues) {
  return { phone: unformatPhone(values.phone ?? ''), email: values.email?.trim() ?? '', name: values.name?.trim() ?? '' };
}

/** What the seller saw: its agent and the price for the period (D1 `agent_id`, `cost`), checked by the server. */
export interface SaleClaims {
  agentId: string | null;
  cost: number | undefined;
}

/** D1: company, postal and legal only for a legal entity with a company; meter and promo code only when filled in. */
export function toSaleBody(values: SaleFormValues, claims?: SaleClaims) {
  const company = values.customerType === 'legal' ? filled(values.company) : undefined;
  return {
    rate_id: values.rate_id,
    type: 'DEFAULT',
    ...(claims ? { agent_id: claims.agentId } : {}),
    ...(claims?.cost !== undefined ? { cost: claims.cost } : {}),
    ...(present(values.period) ? { period: values.period } : {}),
    send_sms: !!values.send_sms,
    client: clientOf(values),
    paymentType: 'AGENT',
    ...(company ? { company, postal: filled(values.postal), legal: filled(values.legal) } : {}),
    ...(present(values.meter) !== undefined ? { meter: values.meter } : {}),
    ...(filled(values.promo_code) ? { promo_code: filled(values.promo_code) } : {}),
  };
}

/** D2: the credit sale of BRUTTO agents; cost is the credit total the client agrees to, which the server checks. */
export function toCreditBody(values: SaleFormValues, tariff: { cost: number } | undefined) {
  const period = values.creditPeriod ?? 12;
  const percent = values.creditPercent ?? CREDIT_PERCENTS[0];
  return {
    rate_id: values.rate_id,
    client: clientOf(values),
    credit: { period, cost: tariff ? creditTotals(tariff.cost, period, percent).total : 0, percent },
  };
}

/** The typed phone shown with the mask +7 (999) 999-99-99 as far as it goes: the one rule of every phone input. */
export { maskPhone } from '../../format/phone';
