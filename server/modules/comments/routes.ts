import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { comments } from '../../../common/resources/comments';
import { created, ok, routeTable } from '../../http/route';
import { requireUser } from '../../plugins/access';
import { bodySchema, recordSchema } from '../../resources/schemas';
import { assertClientAccess } from '../clients/scope';
import { createComment, listComments } from './service';

/** One parameter name with PUT and DELETE /comment/{id} (the comment's), so the document has one templated path. */
const ClientIdParam = Type.Object({ id: Type.String({ format: 'uuid', description: "The client's id" }) });
const Comment = recordSchema(comments, true);

/**
 * The client card's comments (E8) beside the generated PUT and DELETE /comment/{id}: GET and POST take the client's
 * id, of a client the caller may open (ACC-1).
 */
const commentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['comments'], resource: 'comments' });

  route.get('/comment/:id', 'list', "A client's comments, newest first, with the author's name; a seller reads its own and its partner's",
    { params: ClientIdParam, response: ok(Type.Array(Comment), 404) },
    async (request) => {
      const user = requireUser(request);
      await assertClientAccess(app.db, user, request.params.id);
      return listComments(app.db, request, user, request.params.id);
    });

  route.post('/comment/:id', 'create', 'Comment on a client (1..5000 characters)',
    { params: ClientIdParam, body: bodySchema(comments), response: created(Comment, 404) },
    async (request, reply) => {
      const user = requireUser(request);
      await assertClientAccess(app.db, user, request.params.id);
      return reply.status(201).send(await createComment(app.db, request, user, request.params.id, request.body));
    });
};

export default commentRoutes;
