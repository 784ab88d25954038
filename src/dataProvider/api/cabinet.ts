import type { HttpClient } from '../http';
import type { QueryParams } from '../http/query';
import type { Body, Reply } from './contract';
import { downloadFile, segment } from './download';
import { PAYMENT_TIMEOUT_MS } from './payment';

type PaymentUrl = Reply<'merchantSberbankOrder'>;

/** The client cabinet's own calls (K2, K3, C13, D6, F6): its services, certificates, orders and the market basket. */
export const cabinetApi = (http: HttpClient) => ({
  myServices: (signal?: AbortSignal) => http.json<Reply<'clientGetServices'>>('GET', '/client/services', { signal }),
  myCertificates: (query: QueryParams, signal?: AbortSignal) =>
    http.json<Reply<'clientListCertificates'>>('GET', '/client/certificates', { query, signal }),
  myCertificate: (id: string, signal?: AbortSignal) => http.json<Reply<'clientGetCertificates'>>('GET', `/client/certificates/${segment(id)}`, { signal }),
  downloadMyCertificatePdf: (id: string) => downloadFile(http, 'GET', `/client/certificates/${segment(id)}/pdf`),
  downloadMyCertificateCheck: (id: string) => downloadFile(http, 'GET', `/client/certificates/${segment(id)}/check`),
  myOrders: (query: QueryParams, signal?: AbortSignal) => http.json<Reply<'clientListOrders'>>('GET', '/client/orders', { query, signal }),
  myInstalments: (signal?: AbortSignal) => http.json<Reply<'clientGetInstalments'>>('GET', '/client/instalments', { signal }),
  payMyOrder: (id: string) => http.json<Reply<'clientOrdersPay'>>('POST', `/client/orders/${segment(id)}/pay`, { timeoutMs: PAYMENT_TIMEOUT_MS }),
  cancelMyOrder: (id: string) => http.json<Reply<'clientOrdersCancel'>>('POST', `/client/orders/${segment(id)}/cancel`),
  downloadOrderReceipt: (id: string) => downloadFile(http, 'GET', `/client/orders/${segment(id)}/receipt`),
  catalogRates: (query: QueryParams, signal?: AbortSignal) => http.json<Reply<'catalogListRates'>>('GET', '/catalog/rates', { query, signal }),
  catalogRate: (id: string, signal?: AbortSignal) => http.json<Reply<'catalogGetRates'>>('GET', `/catalog/rates/${segment(id)}`, { signal }),
  catalogServices: (query: QueryParams, signal?: AbortSignal) => http.json<Reply<'catalogListServices'>>('GET', '/catalog/services', { query, signal }),
  storefrontPartner: (id: string, signal?: AbortSignal) =>
    http.json<Reply<'storefrontGetPartners'>>('GET', `/storefront/partners/${segment(id)}`, { authenticated: false, signal }),
  orderBasket: (body: Body<'merchantSberbankOrder'>) => http.json<PaymentUrl>('POST', '/merchant/sberbank/order', { body, timeoutMs: PAYMENT_TIMEOUT_MS }),
});
