/** A partner's tariff with its commission (%) and partner price (G3). */
export interface PartnerRate {
  id: string;
  name: string;
  cost: number;
  commission: number;
  partner_price: number | null;
}

export const PARTNER_TYPES = ['AGENCY', 'CPA'] as const;

export interface PartnerRecord {
  id: string;
  name: string;
  type: (typeof PARTNER_TYPES)[number] | null;
  reward: number;
  parent_id: string | null;
  parent: { id: string; name: string } | null;
  /** G11 */
  click_program: boolean;
  created_at: string;
  rates?: PartnerRate[];
}

/** An entry of GET /partners/all. */
export interface PartnerRef {
  id: string;
  name: string;
}
