/** GET /partner/program (L3). */
export interface PartnerProgram {
  partner: { id: string; name: string };
  terms: { rateId: string; name: string; period: number; price: number; commission: number }[];
  links: { shop: string };
  widget: { snippet: string; script: string };
  materials: { id: string; original_name: string; size: number; partner_id: string }[];
  consent: { clickProgram: boolean; agents: number; accepted: number };
}

/** GET /partner/conversion (L3). */
export interface PartnerConversion {
  created: number;
  paid: number;
  rate: number;
}
