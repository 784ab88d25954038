import type { Static } from 'typebox';
import type { LimitEntry } from '../../../server/modules/certificates/limit-schemas';
import type { HttpClient } from '../http';
import { downloadFile, segment } from './download';

export type LimitEntryReply = Static<typeof LimitEntry>;

/** The certificate card's calls outside CRUD (C6–C12). */
export const certificateApi = (http: HttpClient) => ({
  certificateLimits: (id: string) => http.json<LimitEntryReply[]>('GET', `/service/limit/certificate/${segment(id)}`),
  saveCertificateLimits: (body: { certificate_id: string; services: { service_id: string; user_id: string | null; used_limit: number }[] }) => http.json<LimitEntryReply[]>('POST', '/service/limit', { body }),
  blockCertificate: <R>(id: string, body: Record<string, unknown>) => http.json<R>('PATCH', `/certificates/${segment(id)}`, { body }),
  detachOrder: (id: string) => http.json<unknown>('POST', `/orders/detach/${segment(id)}`),
  /** C12: an agent's copy is locked with a password for the client. */
  downloadCertificatePdf: (id: string, locked: boolean) =>
    downloadFile(http, 'GET', `/certificates/${segment(id)}/pdf`, { query: locked ? { password_need: 1 } : {} }),
  downloadCertificateCheck: (id: string) => downloadFile(http, 'GET', `/certificates/check/${segment(id)}`),
  downloadInsurancePolicy: (id: string) => downloadFile(http, 'GET', `/euroins/${segment(id)}/pdf`),
});
