import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/access';
import { readChatFile } from './files';
import { recordErrors, uploadErrors, writeErrors } from './replies';
import { ChatFile, ChatMessage, Consultation, MessagePage, SupportBody, SupportMessageBody, SupportMessagesQuery } from './schemas';
import { holdFile } from './service';
import { answerOpened, answerPage, answerSent, sharedThreadRoutes } from './thread-routes';

const TAGS = ['support'];
const LINE = 'SUPPORT';
const access = (action: string) => ({ access: { resource: 'support', action } });

/** I5: an agent's line to the back office, working as the consultations do, at the spec's /support calls. */
const supportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/support', {
    config: access('create'),
    schema: { tags: TAGS, summary: 'I5: open a support thread with its first message (a repeated key answers the one opened, 200)', body: SupportBody, response: { 200: Consultation, 201: Consultation, ...writeErrors } },
  }, async (request, reply) => answerOpened(app, LINE, request, reply, request.body));

  app.get('/support/messages', {
    config: access('show'),
    schema: { tags: TAGS, summary: 'I5: a page of a support thread (as /consultations/{id}/messages)', querystring: SupportMessagesQuery, response: { 200: MessagePage, ...recordErrors } },
  }, async (request) => answerPage(app, LINE, request, request.query.supportId, request.query.before, request.query.limit));

  app.post('/support/messages', {
    config: access('create'),
    schema: { tags: TAGS, summary: 'I5: send a message to a support thread (text required; a repeated key answers the stored message, 200)', body: SupportMessageBody, response: { 200: ChatMessage, 201: ChatMessage, ...writeErrors } },
  }, async (request, reply) => {
    const { supportId, ...body } = request.body;
    return answerSent(app, LINE, request, reply, supportId, body);
  });

  app.post('/support/files', {
    config: access('create'),
    schema: { tags: TAGS, summary: 'I5: upload a file for the next support message (multipart `file`; the consultations’ rules)', consumes: ['multipart/form-data'], response: { 201: ChatFile, ...uploadErrors } },
  }, async (request, reply) => reply.status(201).send(await holdFile(app, LINE, requireUser(request), await readChatFile(request), null)));

  sharedThreadRoutes(app, {
    line: LINE,
    base: '/support',
    resource: 'support',
    tags: TAGS,
    summaries: {
      list: 'I5: support threads, latest activity first (an agent its own; ADMIN all, filtered)',
      unread: 'Support threads with messages the caller has not read (the menu’s counter)',
      show: 'I5: one support thread with its author',
      file: 'I5: download a file of a support message',
      close: 'Close a support thread (ADMIN)',
      reopen: 'Reopen a support thread (ADMIN)',
    },
  });
};

export default supportRoutes;
