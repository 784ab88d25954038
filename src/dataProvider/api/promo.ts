import type { HttpClient } from '../http';
import type { Body, Reply } from './contract';
import type { Infer } from '../../../common/resource';
import type { promoFiles } from '../../../common/resources/promoFiles';
import { downloadFile, segment } from './download';

export type PromoCodeReply = Reply<'promoUpdateRatesAttach'>;
export type GeneratedPromoCode = Reply<'promoCreateRateGenerate'>[number];
/** A generation job (M6) as its list answers it: the declared record with its tariff. */
export type PromoFileRecord = Infer<typeof promoFiles>;

/** The promo codes' calls outside CRUD: a tariff attached or detached (H3), codes generated for a tariff, a job's file (M6). */
export const promoApi = (http: HttpClient) => ({
  linkPromoRate: (id: string, rateId: string, action: 'attach' | 'detach') =>
    http.json<PromoCodeReply>('PUT', `/promotional/codes/${segment(id)}/rates/${action}`, { body: { rateId } }),
  generatePromoCodes: (tariffId: string, body: Body<'promoCreateRateGenerate'>) =>
    http.json<GeneratedPromoCode[]>('POST', `/promotional/codes/rate/${segment(tariffId)}/generate`, { body }),
  downloadPromoFile: (jobId: string) => downloadFile(http, 'GET', `/promo/files/json/${segment(jobId)}`),
});
