import type { Static } from 'typebox';
import type { DirectOrderBody, PaymentUrlReply } from '../../../server/modules/payments/schemas';
import type { HttpClient } from '../http';
import type { QueryParams } from '../http/query';
import { downloadFile, segment } from './download';

type PaymentUrl = Static<typeof PaymentUrlReply>;

/** The client cabinet's own calls (K2, K3, C13, D6, F6): its services, certificates, orders and the market basket. */
export const cabinetApi = (http: HttpClient) => ({
  myServices: <T>(signal?: AbortSignal) => http.json<T>('GET', '/client/services', { signal }),
  myCertificates: <T>(query: QueryParams, signal?: AbortSignal) => http.json<T>('GET', '/client/certificates', { query, signal }),
  myCertificate: <T>(id: string, signal?: AbortSignal) => http.json<T>('GET', `/client/certificates/${segment(id)}`, { signal }),
  downloadMyCertificatePdf: (id: string) => downloadFile(http, 'GET', `/client/certificates/${segment(id)}/pdf`),
  downloadMyCertificateCheck: (id: string) => downloadFile(http, 'GET', `/client/certificates/${segment(id)}/check`),
  myOrders: <T>(query: QueryParams, signal?: AbortSignal) => http.json<T>('GET', '/client/orders', { query, signal }),
  myInstalments: <T>(signal?: AbortSignal) => http.json<T>('GET', '/client/instalments', { signal }),
  payMyOrder: (id: string) => http.json<PaymentUrl>('POST', `/client/orders/${segment(id)}/pay`),
  cancelMyOrder: (id: string) => http.json<unknown>('POST', `/client/orders/${segment(id)}/cancel`),
  downloadOrderReceipt: (id: string) => downloadFile(http, 'GET', `/client/orders/${segment(id)}/receipt`),
  catalogRates: <T>(query: QueryParams, signal?: AbortSignal) => http.json<T>('GET', '/catalog/rates', { query, signal }),
  catalogRate: <T>(id: string, signal?: AbortSignal) => http.json<T>('GET', `/catalog/rates/${segment(id)}`, { signal }),
  catalogServices: <T>(query: QueryParams, signal?: AbortSignal) => http.json<T>('GET', '/catalog/services', { query, signal }),
  orderBasket: (body: Static<typeof DirectOrderBody>) => http.json<PaymentUrl>('POST', '/merchant/sberbank/order', { body }),
});
