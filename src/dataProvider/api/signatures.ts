import type { HttpClient } from '../http';
import type { Schema } from './contract';
import { downloadFile, segment } from './download';

export type PublicSignOrder = Schema<'PublicSignOrder'>;
export type FoundUser = Schema<'FoundUser'>;
export type SignCodeSent = Schema<'CodeSent'>;

const signer = (token: string, tail = '') => `/signature/public/${segment(token)}${tail}`;

/** Document signing (M5): the admin's new order, files and person search; the signer's public page by the link's token. */
export const signatureApi = (http: HttpClient) => ({
  /** The form carries phone, optional name, email and user_id, and the PDFs as `files`. */
  sendForSigning: (form: FormData) => http.json<Schema<'SignatureDetail'>>('POST', '/v2/signature', { body: form }),
  searchSignUsers: (q: string, signal?: AbortSignal) => http.json<FoundUser[]>('GET', '/v2/search/user', { query: { q }, signal }),
  downloadSignFile: (id: string) => downloadFile(http, 'GET', `/v2/file/${segment(id)}`),
  signOrderByToken: (token: string, signal?: AbortSignal) => http.json<PublicSignOrder>('GET', signer(token), { authenticated: false, signal }),
  downloadSignerFile: (token: string, fileId: string) => downloadFile(http, 'GET', signer(token, `/files/${segment(fileId)}`), { authenticated: false }),
  requestSignCode: (token: string) => http.json<SignCodeSent>('POST', signer(token, '/code'), { authenticated: false }),
  signDocuments: (token: string, body: Schema<'SignBody'>) => http.json<PublicSignOrder>('POST', signer(token, '/sign'), { body, authenticated: false }),
  declineSigning: (token: string) => http.json<PublicSignOrder>('POST', signer(token, '/decline'), { authenticated: false }),
});
