import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorReplies } from '../../http/list';
import { requireUser } from '../../plugins/access';
import { fileReply, recordErrors, sendChatFile } from './replies';
import { Consultation, ConsultationList, ThreadFileId, ThreadId, ThreadListQuery, Unread } from './schemas';
import { setStatus, threadFile } from './service';
import { listThreads, readThread, unreadCount } from './store';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** A line of threads (I1–I4 the clients' consultations, I5 the agents' support) at its spec's base path. */
export interface ThreadLine {
  line: 'CONSULTATION' | 'SUPPORT';
  base: '/consultations' | '/support';
  resource: 'consultations' | 'support';
  tags: string[];
  /** The summaries of the routes both lines have, in the line's words. */
  summaries: { list: string; unread: string; show: string; file: string; close: string; reopen: string };
}

/** The routes both lines share: the list, the unread counter, one thread, a message's file, close and reopen. */
export function sharedThreadRoutes(app: App, { line, base, resource, tags, summaries }: ThreadLine) {
  const access = (action: string) => ({ access: { resource, action } });
  app.get(base, {
    config: access('list'),
    schema: { tags, summary: summaries.list, querystring: ThreadListQuery, response: { 200: ConsultationList, ...errorReplies } },
  }, async (request) => listThreads(app.db, line, requireUser(request), request.query));

  app.get(`${base}/unread`, {
    config: access('list'),
    schema: { tags, summary: summaries.unread, response: { 200: Unread, ...errorReplies } },
  }, async (request) => ({ count: await unreadCount(app.db, line, requireUser(request)) }));

  app.get(`${base}/:id`, {
    config: access('show'),
    schema: { tags, summary: summaries.show, params: ThreadId, response: { 200: Consultation, ...recordErrors } },
  }, async (request) => readThread(app.db, line, requireUser(request), request.params.id));

  app.get(`${base}/:id/files/:fileId`, {
    config: access('show'),
    schema: { tags, summary: summaries.file, params: ThreadFileId, response: { 200: fileReply, ...recordErrors } },
  }, async (request, reply) => sendChatFile(reply, await threadFile(app, line, requireUser(request), request.params.id, request.params.fileId)));

  for (const [action, status] of [['close', 'CLOSED'], ['reopen', 'OPEN']] as const) {
    app.post(`${base}/:id/${action}`, {
      config: access('close'),
      schema: { tags, summary: summaries[action], params: ThreadId, response: { 200: Consultation, ...recordErrors } },
    }, async (request) => {
      const user = requireUser(request);
      await setStatus(app, line, user, request.params.id, status);
      return readThread(app.db, line, user, request.params.id);
    });
  }
}
