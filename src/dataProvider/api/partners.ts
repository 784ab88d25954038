import type { Static } from 'typebox';
import type { DocumentStructure, PartnerDocument } from '../../../server/modules/documents/schemas';
import type { RateLinksInput, Widget } from '../../../server/modules/partners/schemas';
import type { Registry, RegistryDetail, RegistryRow } from '../../../server/modules/registry/schemas';
import type { Conversion, Program } from '../../../server/modules/partner-program/schemas';
import type { HttpClient } from '../http';
import { downloadFile, segment } from './download';

export type { DocumentStructure, PartnerDocument, RateLinksInput, Registry, RegistryDetail, RegistryRow };

/** The partner page's calls outside CRUD: tariffs (G3), widget (G2), documents (G5, H2), registries (C15). */
export const partnerApi = (http: HttpClient) => ({
  /** L3: the signed-in partner's own programme and conversion; the server takes the partner from the session. */
  partnerProgram: (signal?: AbortSignal) => http.json<Static<typeof Program>>('GET', '/partner/program', { signal }),
  partnerConversion: (query: { dateFrom: string; dateTo: string }, signal?: AbortSignal) =>
    http.json<Static<typeof Conversion>>('GET', '/partner/conversion', { query, signal }),
  attachPartnerRates: (partnerId: string, rates: RateLinksInput['rates']) =>
    http.json<unknown>('POST', `/partners/${segment(partnerId)}/rates/attach`, { body: { rates } }),
  detachPartnerRates: (partnerId: string, ids: string[]) => http.json<unknown>('POST', `/partners/${segment(partnerId)}/rates/detach`, { body: { ids } }),
  partnerWidget: (partnerId: string) => http.json<Static<typeof Widget>>('GET', `/partners/widget/${segment(partnerId)}`),
  partnerDocuments: (partnerId: string) => http.json<PartnerDocument[]>('GET', '/partner-docs', { query: { partner_id: partnerId } }),
  /** The form carries partner_id and the file. */
  uploadPartnerDocument: (form: FormData) => http.json<PartnerDocument>('POST', '/partner-docs', { body: form }),
  renamePartnerDocument: (id: string, name: string) => http.json<PartnerDocument>('PUT', `/partner-docs/${segment(id)}`, { body: { name } }),
  deletePartnerDocument: (id: string) => http.json<PartnerDocument>('DELETE', `/partner-docs/${segment(id)}`),
  downloadPartnerDocument: (id: string) => downloadFile(http, 'GET', `/partner-docs/${segment(id)}`),
  /** H2: the documents of the agent's partners, grouped by partner. */
  documentStructure: () => http.json<DocumentStructure>('GET', '/documents/structure'),
  uploadRegistry: (partnerId: string, kind: RegistryDetail['kind'], form: FormData) =>
    http.json<RegistryDetail>('POST', `/partners/${segment(partnerId)}/registry/${segment(kind)}`, { body: form }),
  downloadRegistryReport: (id: string) => downloadFile(http, 'GET', `/registries/${segment(id)}/report`),
});
