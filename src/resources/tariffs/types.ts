import type { RaRecord } from 'react-admin';

/** A service attached to a tariff, as GET /rates/{id} answers it (F5). */
export interface AttachedServiceRecord {
  id: string;
  name: string;
  limit: number | null;
  description: string;
  cost: number;
  unit: string;
  sort: number;
  bot: 'AUTOBOT' | null;
  attached: true;
}

export interface TariffPartnerRecord {
  id: string;
  name: string;
  partner_price: number | null;
  commission: number;
}

/** A tariff as GET /rates lists it; the single tariff adds services and partners (F1, F2). */
export interface TariffRecord extends RaRecord<string> {
  name: string;
  code_name: string;
  description: string | null;
  template: string | null;
  admin_comment: string | null;
  cost: number;
  meter: boolean;
  min_meter: number | null;
  period: number;
  taxable: boolean;
  auto_payment: boolean;
  partial_payment: boolean;
  post_payment: boolean;
  rate_type: string;
  /** Present for agents other than BRUTTO: their partner's price. */
  partner_price?: number | null;
  services?: AttachedServiceRecord[];
  partners?: TariffPartnerRecord[];
}
