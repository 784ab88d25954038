import type { HttpClient } from '../http';
import type { Body, Reply } from './contract';
import { segment } from './download';

export type TariffReply = Reply<'tariffsCreateClone'>;
export type ServiceLink = Body<'tariffsServicesAttach'>['services'][number];

/** The tariff card's calls outside CRUD: clone (F8), services (F3), partner prices (F4). */
export const tariffApi = (http: HttpClient) => ({
  cloneTariff: (id: string) => http.json<TariffReply>('POST', `/rates/clone/${segment(id)}`),
  attachServices: (tariffId: string, services: ServiceLink[]) =>
    http.json<Reply<'tariffsServicesAttach'>>('POST', `/rates/${segment(tariffId)}/services/attach`, { body: { services } }),
  detachServices: (tariffId: string, ids: Body<'tariffsServicesDetach'>['ids']) =>
    http.json<Reply<'tariffsServicesDetach'>>('POST', `/rates/${segment(tariffId)}/services/detach`, { body: { ids } }),
  setPartnerPrice: (body: Body<'pricePost'>) => http.json<Reply<'pricePost'>>('POST', '/price', { body }),
});
