import type { HttpClient } from '../http';
import type { Body, Reply, Schema } from './contract';
import { downloadFile, segment } from './download';

export type PartnerDocument = Schema<'PartnerDocument'>;
/** GET /documents/structure: the agent's partner's documents, then those of the partners above it. */
export type DocumentStructure = Reply<'documentsListStructure'>;
export type RateLinksInput = Body<'partnersRatesAttach'>;
export type Registry = Schema<'CertificateRegister'>;
export type RegistryRow = Schema<'CertificateRegisterRow'>;
export type RegistryDetail = Schema<'CertificateRegisterDetail'>;

/** The partner page's calls outside CRUD: tariffs (G3), widget (G2), documents (G5, H2), registries (C15). */
export const partnerApi = (http: HttpClient) => ({
  /** L3: the signed-in partner's own programme and conversion; the server takes the partner from the session. */
  partnerProgram: (signal?: AbortSignal) => http.json<Reply<'partnerGetProgram'>>('GET', '/partner/program', { signal }),
  partnerConversion: (query: { dateFrom: string; dateTo: string }, signal?: AbortSignal) =>
    http.json<Reply<'partnerGetConversion'>>('GET', '/partner/conversion', { query, signal }),
  attachPartnerRates: (partnerId: string, rates: RateLinksInput['rates']) =>
    http.json<Reply<'partnersRatesAttach'>>('POST', `/partners/${segment(partnerId)}/rates/attach`, { body: { rates } }),
  detachPartnerRates: (partnerId: string, ids: Body<'partnersRatesDetach'>['ids']) =>
    http.json<Reply<'partnersRatesDetach'>>('POST', `/partners/${segment(partnerId)}/rates/detach`, { body: { ids } }),
  partnerWidget: (partnerId: string) => http.json<Reply<'partnersGetWidget'>>('GET', `/partners/widget/${segment(partnerId)}`),
  partnerDocuments: (partnerId: string) => http.json<PartnerDocument[]>('GET', '/docs', { query: { partner_id: partnerId } }),
  /** The form carries partner_id and the file. */
  uploadPartnerDocument: (form: FormData) => http.json<PartnerDocument>('POST', '/docs', { body: form }),
  renamePartnerDocument: (id: string, name: string) => http.json<PartnerDocument>('PUT', `/docs/${segment(id)}`, { body: { name } }),
  deletePartnerDocument: (id: string) => http.json<PartnerDocument>('DELETE', `/docs/${segment(id)}`),
  downloadPartnerDocument: (id: string) => downloadFile(http, 'GET', `/docs/${segment(id)}`),
  /** H2: the documents of the agent's partners, grouped by partner. */
  documentStructure: () => http.json<DocumentStructure>('GET', '/documents/structure'),
  uploadRegistry: (partnerId: string, kind: RegistryDetail['kind'], form: FormData) =>
    http.json<RegistryDetail>('POST', `/partners/${segment(partnerId)}/registry/${segment(kind)}`, { body: form }),
  downloadRegistryReport: (id: string) => downloadFile(http, 'GET', `/registries/${segment(id)}/report`),
});
