import type { PartnerRate } from '../types';

/** What the table's inputs hold for one tariff: text as typed. */
export interface RateDraft {
  commission: string;
  partner_price: string;
}
export type RateDrafts = Record<string, RateDraft>;

export const draftOf = (rate: PartnerRate): RateDraft => ({
  commission: String(rate.commission),
  partner_price: rate.partner_price === null ? '' : String(rate.partner_price),
});

const priceOf = (text: string) => (text.trim() === '' ? null : Number(text));

/** G3: the attach body's rows for the tariffs whose commission or partner price differ from the saved ones. */
export function changedRates(rates: readonly PartnerRate[], drafts: RateDrafts) {
  return rates.flatMap((rate) => {
    const draft = drafts[rate.id];
    if (!draft) return [];
    const commission = Number(draft.commission);
    const partnerPrice = priceOf(draft.partner_price);
    if (commission === rate.commission && partnerPrice === rate.partner_price) return [];
    return [{ rate_id: rate.id, commission, partner_price: partnerPrice }];
  });
}

/** Every draft is a number (an empty partner price means none), and the commission a percentage. */
export function draftsValid(drafts: RateDrafts): boolean {
  return Object.values(drafts).every(({ commission, partner_price }) => {
    const percent = Number(commission);
    const price = priceOf(partner_price);
    return commission.trim() !== '' && percent >= 0 && percent <= 100 && (price === null || price >= 0);
  });
}
