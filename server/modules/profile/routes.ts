import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, routeTable } from '../../http/route';
import { requireUser } from '../../plugins/access';
import { ProfileSchema } from '../auth/profile/schemas';
import { loadProfile } from '../auth/profile/service';

/** A12's second profile call: GET /profile answers what GET /auth/profile answers (docs/decisions.md, 27/profile). */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['auth'], resource: 'profile' });
  route.get(
    '/profile',
    'show',
    'The signed-in user, as GET /auth/profile (A12)',
    {
      description: 'The same reply as GET /auth/profile, for callers of the spec’s second profile address; the SPA reads /auth/profile.',
      response: { 200: ProfileSchema, ...errors(401, 403) },
    },
    async (request) => loadProfile(app.db, requireUser(request).id),
  );
};

export default profileRoutes;
