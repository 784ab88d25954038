import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { users } from '../../../common/resources/users';
import { requireUser } from '../../plugins/access';
import { ok, routeTable } from '../../http/route';
import { fieldSchema, idParams } from '../../resources/schemas';
import { setUserBlocked } from './block';

/** The account's `blocked`, as declared (common/resources/users.ts), and its id. */
const Blocked = Type.Object({ id: Type.String({ format: 'uuid' }), blocked: fieldSchema(users.fields.blocked) });

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeTable(app, { tags: ['users'], resource: 'users' }).post('/users/:id/block', 'block', 'Block or unblock a user', {
    description: 'Blocking ends all sessions of the user and sends the logout event to their live connections.',
    params: idParams,
    body: Type.Object({ blocked: Type.Boolean() }),
    response: ok(Blocked, 404),
  }, async (request) => setUserBlocked(app, requireUser(request).id, request.params.id, request.body.blocked));
};

export default usersRoutes;
