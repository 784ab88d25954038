import type { HttpClient } from '../http';
import type { Body, Reply } from './contract';
import { segment } from './download';

export type PromoCodeReply = Reply<'promoUpdateRatesAttach'>;
export type GeneratedPromoCode = Reply<'promoCreateRateGenerate'>[number];

/** The promo codes' calls outside CRUD: a tariff attached or detached (H3), codes generated for a tariff. */
export const promoApi = (http: HttpClient) => ({
  linkPromoRate: (id: string, rateId: string, action: 'attach' | 'detach') =>
    http.json<PromoCodeReply>('PUT', `/promotional/codes/${segment(id)}/rates/${action}`, { body: { rateId } }),
  generatePromoCodes: (tariffId: string, body: Body<'promoCreateRateGenerate'>) =>
    http.json<GeneratedPromoCode[]>('POST', `/promotional/codes/rate/${segment(tariffId)}/generate`, { body }),
});
