import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { requireUser } from '../../plugins/access';
import { readChatFile } from './files';
import { recordErrors, uploadErrors, writeErrors } from './replies';
import { ChatCategory, ChatFile, ChatMessage, Consultation, ConsultationBody, MessageBody, MessagePage, MessagePageQuery, ThreadId } from './schemas';
import { holdFile, threadFor } from './service';
import { answerOpened, answerPage, answerSent, sharedThreadRoutes } from './thread-routes';

const TAGS = ['consultations'];
const LINE = 'CONSULTATION';
const access = (action: string) => ({ access: { resource: 'consultations', action } });

/** I1–I4: a client's consultations with the back office; the admin answers every one of them. */
const consultationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/consultations', {
    config: access('create'),
    schema: {
      tags: TAGS,
      summary: 'I2: open a consultation with its first message (409 when the client has 3 open; a repeated key answers the one opened, 200)',
      body: ConsultationBody,
      response: { 200: Consultation, 201: Consultation, ...writeErrors },
    },
  }, async (request, reply) => answerOpened(app, LINE, request, reply, request.body));

  app.get('/consultations/categories', {
    config: access('list'),
    schema: { tags: TAGS, summary: 'I2: the topics a consultation is opened under (the categories of /settings/templates)', response: { 200: Type.Array(ChatCategory), ...errorReplies } },
  }, async () => app.db.selectFrom('categories').select(['id', 'name']).orderBy('name').execute());

  app.get('/consultations/:id/messages', {
    config: access('show'),
    schema: {
      tags: TAGS,
      summary: 'I3: a page of the thread, oldest first: the newest page without `before` (and the thread read), older pages by the cursor (keyset)',
      params: ThreadId,
      querystring: MessagePageQuery,
      response: { 200: MessagePage, ...recordErrors },
    },
  }, async (request) => answerPage(app, LINE, request, request.params.id, request.query.before, request.query.limit));

  app.post('/consultations/:id/messages', {
    config: access('create'),
    schema: {
      tags: TAGS,
      summary: 'I3: send a message (text required, O4; files uploaded first); a repeated key answers the stored message, 200',
      params: ThreadId,
      body: MessageBody,
      response: { 200: ChatMessage, 201: ChatMessage, ...writeErrors },
    },
  }, async (request, reply) => answerSent(app, LINE, request, reply, request.params.id, request.body));

  app.post('/consultations/:id/files', {
    config: access('create'),
    schema: { tags: TAGS, summary: 'I4: upload a file for the next message of this consultation (multipart `file`; ≤ 10 MB; PDF, images, DOCX, XLSX by content)', consumes: ['multipart/form-data'], params: ThreadId, response: { 201: ChatFile, ...uploadErrors } },
  }, async (request, reply) => {
    const user = requireUser(request);
    const thread = await threadFor(app.db, LINE, user, request.params.id);
    return reply.status(201).send(await holdFile(app, LINE, user, await readChatFile(request), thread.id));
  });

  app.post('/files/consultations', {
    config: access('create'),
    schema: { tags: TAGS, summary: 'I4: upload a file for a consultation not opened yet (/chat-new’s first message); the same rules', consumes: ['multipart/form-data'], response: { 201: ChatFile, ...uploadErrors } },
  }, async (request, reply) => reply.status(201).send(await holdFile(app, LINE, requireUser(request), await readChatFile(request), null)));

  sharedThreadRoutes(app, {
    line: LINE,
    base: '/consultations',
    resource: 'consultations',
    tags: TAGS,
    summaries: {
      list: 'I1: consultations, latest activity first (a client its own; ADMIN all, filtered)',
      unread: 'Consultations with messages the caller has not read (the menu’s counter)',
      show: 'I3: one consultation with its author (the client’s card for the operator)',
      file: 'I4: download a file of a message (as an attachment, under its cleaned name)',
      close: 'Close a consultation (ADMIN)',
      reopen: 'Reopen a closed consultation (ADMIN)',
    },
  });
};

export default consultationRoutes;
