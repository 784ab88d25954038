import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorReplies } from '../../http/list';
import { requireUser } from '../../plugins/access';
import { readChatFile } from './files';
import { fileReply, recordErrors, sendChatFile, uploadErrors, writeErrors } from './replies';
import { ChatFile, ChatMessage, Consultation, ConsultationList, MessagePage, SupportBody, SupportMessageBody, SupportMessagesQuery, ThreadFileId, ThreadId, ThreadListQuery, Unread } from './schemas';
import { holdFile, markRead, openThread, sendMessage, setStatus, threadFile, threadFor } from './service';
import { listThreads, readMessagePage, readThread, unreadCount } from './store';

const TAGS = ['support'];
const LINE = 'SUPPORT';
const access = (action: string) => ({ access: { resource: 'support', action } });

/** I5: an agent's line to the back office, working as the consultations do, at the spec's /support calls. */
const supportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/support', {
    config: access('list'),
    schema: { tags: TAGS, summary: 'I5: support threads, latest activity first (an agent its own; ADMIN all, filtered)', querystring: ThreadListQuery, response: { 200: ConsultationList, ...errorReplies } },
  }, async (request) => listThreads(app.db, LINE, requireUser(request), request.query));

  app.post('/support', {
    config: access('create'),
    schema: { tags: TAGS, summary: 'I5: open a support thread with its first message (a repeated key answers the one opened, 200)', body: SupportBody, response: { 200: Consultation, 201: Consultation, ...writeErrors } },
  }, async (request, reply) => {
    const user = requireUser(request);
    const { created, id } = await openThread(app, LINE, user, request.body);
    return reply.status(created ? 201 : 200).send(await readThread(app.db, LINE, user, id));
  });

  app.get('/support/messages', {
    config: access('show'),
    schema: { tags: TAGS, summary: 'I5: a page of a support thread (as /consultations/{id}/messages)', querystring: SupportMessagesQuery, response: { 200: MessagePage, ...recordErrors } },
  }, async (request) => {
    const user = requireUser(request);
    const thread = await threadFor(app.db, LINE, user, request.query.supportId);
    if (!request.query.before) await markRead(app, user, thread);
    return readMessagePage(app.db, thread.id, request.query.before, request.query.limit);
  });

  app.post('/support/messages', {
    config: access('create'),
    schema: { tags: TAGS, summary: 'I5: send a message to a support thread (text required; a repeated key answers the stored message, 200)', body: SupportMessageBody, response: { 200: ChatMessage, 201: ChatMessage, ...writeErrors } },
  }, async (request, reply) => {
    const { supportId, ...body } = request.body;
    const { created, message } = await sendMessage(app, LINE, requireUser(request), supportId, body);
    return reply.status(created ? 201 : 200).send(message);
  });

  app.post('/support/files', {
    config: access('create'),
    schema: { tags: TAGS, summary: 'I5: upload a file for the next support message (multipart `file`; the consultations’ rules)', consumes: ['multipart/form-data'], response: { 201: ChatFile, ...uploadErrors } },
  }, async (request, reply) => reply.status(201).send(await holdFile(app, LINE, requireUser(request), await readChatFile(request), null)));

  app.get('/support/unread', {
    config: access('list'),
    schema: { tags: TAGS, summary: 'Support threads with messages the caller has not read (the menu’s counter)', response: { 200: Unread, ...errorReplies } },
  }, async (request) => ({ count: await unreadCount(app.db, LINE, requireUser(request)) }));

  app.get('/support/:id', {
    config: access('show'),
    schema: { tags: TAGS, summary: 'I5: one support thread with its author', params: ThreadId, response: { 200: Consultation, ...recordErrors } },
  }, async (request) => readThread(app.db, LINE, requireUser(request), request.params.id));

  app.get('/support/:id/files/:fileId', {
    config: access('show'),
    schema: { tags: TAGS, summary: 'I5: download a file of a support message', params: ThreadFileId, response: { 200: fileReply, ...recordErrors } },
  }, async (request, reply) => sendChatFile(reply, await threadFile(app, LINE, requireUser(request), request.params.id, request.params.fileId)));

  for (const [action, status] of [['close', 'CLOSED'], ['reopen', 'OPEN']] as const) {
    app.post(`/support/:id/${action}`, {
      config: access('close'),
      schema: { tags: TAGS, summary: action === 'close' ? 'Close a support thread (ADMIN)' : 'Reopen a support thread (ADMIN)', params: ThreadId, response: { 200: Consultation, ...recordErrors } },
    }, async (request) => {
      const user = requireUser(request);
      await setStatus(app, LINE, user, request.params.id, status);
      return readThread(app.db, LINE, user, request.params.id);
    });
  }
};

export default supportRoutes;
