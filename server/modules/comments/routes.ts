import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Action } from '../../../common/access';
import { errorReplies } from '../../http/list';
import { requireUser } from '../../plugins/access';
import { assertClientAccess } from '../clients/scope';
import { ClientIdParam, Comment, CommentIdParam, CommentInput } from './schemas';
import * as comments from './service';

const TAGS = ['comments'];
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const access = (action: Action) => ({ access: { resource: 'comments', action } });

/** The client card's comments (E8): GET/POST take the client id, PUT/DELETE the comment id. */
const commentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/comment/:id',
    { config: access('list'), schema: { tags: TAGS, summary: "A client's comments, newest first, with the author's name", params: ClientIdParam, response: { 200: Type.Array(Comment), ...recordErrors } } },
    async (request) => {
      await assertClientAccess(app.db, requireUser(request), request.params.id);
      return comments.listComments(app.db, request.params.id);
    },
  );

  app.post(
    '/comment/:id',
    { config: access('create'), schema: { tags: TAGS, summary: 'Comment on a client (1..5000 characters)', params: ClientIdParam, body: CommentInput, response: { 201: Comment, ...recordErrors } } },
    async (request, reply) => {
      const user = requireUser(request);
      await assertClientAccess(app.db, user, request.params.id);
      return reply.status(201).send(await comments.createComment(app.db, user, request.params.id, request.body.comment));
    },
  );

  app.put(
    '/comment/:id',
    { config: access('edit'), schema: { tags: TAGS, summary: 'Change a comment: its author or an ADMIN', params: CommentIdParam, body: CommentInput, response: { 200: Comment, ...recordErrors } } },
    async (request) => comments.updateComment(app.db, requireUser(request), request.params.id, request.body.comment),
  );

  app.delete(
    '/comment/:id',
    { config: access('delete'), schema: { tags: TAGS, summary: 'Delete a comment: its author or an ADMIN', params: CommentIdParam, response: { 200: Comment, ...recordErrors } } },
    async (request) => comments.deleteComment(app.db, requireUser(request), request.params.id),
  );
};

export default commentRoutes;
