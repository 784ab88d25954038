import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser } from '../../plugins/access';
import { ok, routeTable } from '../../http/route';
import { setUserBlocked } from './block';

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeTable(app, { tags: ['users'], resource: 'users' }).post('/users/:id/block', 'block', 'Block or unblock a user', {
    description: 'Blocking ends all sessions of the user and sends the logout event to their live connections.',
    params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
    body: Type.Object({ blocked: Type.Boolean() }),
    response: ok(Type.Object({ id: Type.String({ format: 'uuid' }), blocked: Type.Boolean() }), 404),
  }, async (request) => setUserBlocked(app, requireUser(request).id, request.params.id, request.body.blocked));
};

export default usersRoutes;
