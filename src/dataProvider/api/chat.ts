import type { HttpClient } from '../http';
import type { Body, Query, Reply, Schema } from './contract';
import { downloadFile, segment } from './download';

export type ChatLine = Schema<'Consultation'>['line'];
export type ChatThread = Schema<'Consultation'>;
export type ChatMessage = Schema<'ChatMessage'>;
export type ChatFile = Schema<'ChatFile'>;
export type ChatThreadFilters = Query<'consultationsList'>;
/** What a send carries: the text, its idempotency key, the uploaded files' ids. */
export type ChatSend = Body<'consultationsCreateMessages'>;

const file = (data: File) => {
  const form = new FormData();
  form.append('file', data);
  return form;
};

/**
 * Consultations (I1–I4) and the support line (I5) at the spec's calls: one set of named methods per line, so a
 * screen reads `api.threads('SUPPORT', …)` the same way it reads a consultation.
 */
export const chatApi = (http: HttpClient) => ({
  chatThreads: (line: ChatLine, query: ChatThreadFilters, signal?: AbortSignal) =>
    http.json<Reply<'consultationsList'>>('GET', line === 'SUPPORT' ? '/support' : '/consultations', { query, signal }),
  chatThread: (line: ChatLine, id: string, signal?: AbortSignal) =>
    http.json<ChatThread>('GET', line === 'SUPPORT' ? `/support/${segment(id)}` : `/consultations/${segment(id)}`, { signal }),
  chatMessages: (line: ChatLine, id: string, before?: string, signal?: AbortSignal) =>
    line === 'SUPPORT'
      ? http.json<Reply<'supportGetMessages'>>('GET', '/support/messages', { query: { supportId: id, ...(before ? { before } : {}) }, signal })
      : http.json<Reply<'consultationsGetMessages'>>('GET', `/consultations/${segment(id)}/messages`, { query: before ? { before } : {}, signal }),
  openChatThread: (line: ChatLine, body: ChatSend & { categoryId?: string; clientId?: string }) =>
    line === 'SUPPORT'
      ? http.json<ChatThread>('POST', '/support', { body: { text: body.text, key: body.key, files: body.files } })
      : http.json<ChatThread>('POST', '/consultations', { body }),
  sendChatMessage: (line: ChatLine, id: string, body: ChatSend) =>
    line === 'SUPPORT'
      ? http.json<ChatMessage>('POST', '/support/messages', { body: { supportId: id, ...body } })
      : http.json<ChatMessage>('POST', `/consultations/${segment(id)}/messages`, { body }),
  /** A file for the next message: of this thread, or of one not opened yet (I4's two upload calls; decision I4/uploads). */
  uploadChatFile: (line: ChatLine, threadId: string | null, data: File) =>
    http.json<ChatFile>('POST', line === 'SUPPORT' ? '/support/files' : threadId ? `/consultations/${segment(threadId)}/files` : '/files/consultations', { body: file(data) }),
  downloadChatFile: (line: ChatLine, threadId: string, fileId: string) =>
    downloadFile(http, 'GET', `/${line === 'SUPPORT' ? 'support' : 'consultations'}/${segment(threadId)}/files/${segment(fileId)}`),
  setChatThreadStatus: (line: ChatLine, id: string, action: 'close' | 'reopen') =>
    http.json<ChatThread>('POST', `/${line === 'SUPPORT' ? 'support' : 'consultations'}/${segment(id)}/${action}`),
  chatUnread: (line: ChatLine, signal?: AbortSignal) =>
    http.json<Reply<'consultationsGetUnread'>>('GET', line === 'SUPPORT' ? '/support/unread' : '/consultations/unread', { signal }),
  chatCategories: (signal?: AbortSignal) => http.json<Reply<'consultationsListCategories'>>('GET', '/consultations/categories', { signal }),
});
