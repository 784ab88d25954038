import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser } from '../../plugins/access';
import { ErrorReply } from '../auth/schemas';
import { setUserBlocked } from './block';

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/:id/block',
    {
      config: { access: { resource: 'users', action: 'block' } },
      schema: {
        tags: ['users'],
        summary: 'Block or unblock a user',
        description: 'Blocking ends all sessions of the user and sends the logout event to their live connections.',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: Type.Object({ blocked: Type.Boolean() }),
        response: {
          200: Type.Object({ id: Type.String({ format: 'uuid' }), blocked: Type.Boolean() }),
          400: ErrorReply,
          401: ErrorReply,
          403: ErrorReply,
          404: ErrorReply,
        },
      },
    },
    async (request) => setUserBlocked(app, requireUser(request).id, request.params.id, request.body.blocked),
  );
};

export default usersRoutes;
