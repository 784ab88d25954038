import type { HttpClient } from '../http';
import type { Body, Reply, Schema } from './contract';
import { downloadFile, segment } from './download';

export type LimitEntryReply = Schema<'ServiceLimit'>;

/** The certificate card's calls outside CRUD (C6–C12). */
export const certificateApi = (http: HttpClient) => ({
  certificateLimits: (id: string) => http.json<Reply<'serviceListLimitCertificate'>>('GET', `/service/limit/certificate/${segment(id)}`),
  saveCertificateLimits: (body: Body<'serviceLimit'>) => http.json<Reply<'serviceLimit'>>('POST', '/service/limit', { body }),
  blockCertificate: <R>(id: string, body: Record<string, unknown>) => http.json<R>('PATCH', `/certificates/${segment(id)}`, { body }),
  detachOrder: (id: string) => http.json<Reply<'ordersDetach'>>('POST', `/orders/detach/${segment(id)}`),
  /** C12: an agent's copy is locked with a password for the client. */
  downloadCertificatePdf: (id: string, locked: boolean) =>
    downloadFile(http, 'GET', `/certificates/${segment(id)}/pdf`, { query: locked ? { password_need: 1 } : {} }),
  downloadCertificateCheck: (id: string) => downloadFile(http, 'GET', `/certificates/check/${segment(id)}`),
  /** C7: a paid order's receipt, its payment row's document. */
  downloadCertificateOrderReceipt: (id: string, orderId: string) => downloadFile(http, 'GET', `/certificates/${segment(id)}/orders/${segment(orderId)}/receipt`),
  downloadInsurancePolicy: (id: string) => downloadFile(http, 'GET', `/euroins/${segment(id)}/pdf`),
});
