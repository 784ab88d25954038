import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { created, ok, routeTable } from '../../http/route';
import { requireUser } from '../../plugins/access';
import { assertClientAccess } from '../clients/scope';
import { ClientIdParam, Comment, CommentIdParam, CommentInput } from './schemas';
import * as comments from './service';

/** The client card's comments (E8): GET/POST take the client id, PUT/DELETE the comment id. */
const commentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['comments'], resource: 'comments' });

  route.get('/comment/:id', 'list', "A client's comments, newest first, with the author's name; a seller reads its own and its partner's",
    { params: ClientIdParam, response: ok(Type.Array(Comment), 404) },
    async (request) => {
      await assertClientAccess(app.db, requireUser(request), request.params.id);
      return comments.listComments(app.db, requireUser(request), request.params.id);
    });

  route.post('/comment/:id', 'create', 'Comment on a client (1..5000 characters)',
    { params: ClientIdParam, body: CommentInput, response: created(Comment, 404) },
    async (request, reply) => {
      const user = requireUser(request);
      await assertClientAccess(app.db, user, request.params.id);
      return reply.status(201).send(await comments.createComment(app.db, user, request.params.id, request.body.comment));
    });

  route.put('/comment/:id', 'edit', 'Change a comment: its author or an ADMIN',
    { params: CommentIdParam, body: CommentInput, response: ok(Comment, 404) },
    async (request) => comments.updateComment(app.db, requireUser(request), request.params.id, request.body.comment));

  route.delete('/comment/:id', 'delete', 'Delete a comment: its author or an ADMIN',
    { params: CommentIdParam, response: ok(Comment, 404) },
    async (request) => comments.deleteComment(app.db, requireUser(request), request.params.id));
};

export default commentRoutes;
