import type { GenerateInput, PromoCode, PromoLookup } from '../../../server/modules/promo/schemas';
import type { HttpClient } from '../http';
import { segment } from './download';

export type PromoCodeReply = PromoCode;
export type GeneratedPromoCode = PromoLookup;

/** The promo codes' calls outside CRUD: a tariff attached or detached (H3), codes generated for a tariff. */
export const promoApi = (http: HttpClient) => ({
  linkPromoRate: (id: string, rateId: string, action: 'attach' | 'detach') =>
    http.json<PromoCodeReply>('PUT', `/promotional/codes/${segment(id)}/rates/${action}`, { body: { rateId } }),
  generatePromoCodes: (tariffId: string, body: GenerateInput) =>
    http.json<GeneratedPromoCode[]>('POST', `/promotional/codes/rate/${segment(tariffId)}/generate`, { body }),
});
