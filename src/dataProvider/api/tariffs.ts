import type { Infer } from '../../../common/resource';
import type { AttachedService, tariffs } from '../../../common/resources/tariffs';
import type { PartnerPriceInput, ServiceLink } from '../../../server/modules/tariffs/schemas';
import type { HttpClient } from '../http';
import { segment } from './download';

export type TariffReply = Infer<typeof tariffs>;
export type { ServiceLink };

/** The tariff card's calls outside CRUD: clone (F8), services (F3), partner prices (F4). */
export const tariffApi = (http: HttpClient) => ({
  cloneTariff: (id: string) => http.json<TariffReply>('POST', `/rates/clone/${segment(id)}`),
  attachServices: (tariffId: string, services: ServiceLink[]) =>
    http.json<AttachedService[]>('POST', `/rates/${segment(tariffId)}/services/attach`, { body: { services } }),
  detachServices: (tariffId: string, ids: string[]) => http.json<AttachedService[]>('POST', `/rates/${segment(tariffId)}/services/detach`, { body: { ids } }),
  setPartnerPrice: (body: PartnerPriceInput) => http.json<unknown>('POST', '/price', { body }),
});
