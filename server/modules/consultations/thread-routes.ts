import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorReplies } from '../../http/list';
import { requireUser } from '../../plugins/access';
import { fileReply, recordErrors, sendChatFile } from './replies';
import { Consultation, ConsultationList, ThreadFileId, ThreadId, ThreadListQuery, Unread } from './schemas';
import { markRead, openThread, sendMessage, setStatus, threadFile, threadFor } from './service';
import { listThreads, readMessagePage, readThread, unreadCount } from './store';

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

type OpenInput = Parameters<typeof openThread>[3];
type MessageInput = Parameters<typeof sendMessage>[4];

/** Opens a thread with its first message and answers it: 201, or 200 with the one a repeated key opened. */
export async function answerOpened(app: App, line: ThreadLine['line'], request: FastifyRequest, reply: FastifyReply, body: OpenInput) {
  const user = requireUser(request);
  const { created, id } = await openThread(app, line, user, body);
  return reply.status(created ? 201 : 200).send(await readThread(app.db, line, user, id));
}

/** A page of the thread: the newest without `before` (which marks the thread read), older ones by the cursor. */
export async function answerPage(app: App, line: ThreadLine['line'], request: FastifyRequest, id: string, before: string | undefined, limit: number) {
  const user = requireUser(request);
  const thread = await threadFor(app.db, line, user, id);
  if (!before) await markRead(app, user, thread);
  return readMessagePage(app.db, thread.id, before, limit);
}

/** A message sent and answered: 201, or 200 with the stored one for a repeated key. */
export async function answerSent(app: App, line: ThreadLine['line'], request: FastifyRequest, reply: FastifyReply, id: string, body: MessageInput) {
  const { created, message } = await sendMessage(app, line, requireUser(request), id, body);
  return reply.status(created ? 201 : 200).send(message);
}
