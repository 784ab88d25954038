import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser } from '../../plugins/access';
import { errors, routeTable } from '../../http/route';
import { TokenPairSchema } from './schemas';
import { revokeSessions, rotateRefreshToken } from './sessions';

const REFRESH_REQUESTS_PER_MINUTE = 60;

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['auth'] });

  route.post('/token/refresh', 'public', 'Exchange a refresh token for new tokens (A4)', {
    description:
      'Each refresh token works once; its successor belongs to the same session. An unknown, expired or spent token answers 401 E_INVALID_JWT_REFRESH_TOKEN, and presenting a spent one ends the whole session.',
    security: [],
    body: Type.Object({ refresh_token: Type.String({ minLength: 1, maxLength: 200 }) }),
    response: { 200: TokenPairSchema, ...errors(400, 401, 429) },
  }, async (request) => rotateRefreshToken(app, request.body.refresh_token),
  { rateLimit: { max: REFRESH_REQUESTS_PER_MINUTE, timeWindow: 60_000 } });

  route.get('/check', 'authenticated', 'Is the access token valid? (A2)',
    { response: { 200: Type.Object({ authenticated: Type.Literal(true) }), ...errors(401) } },
    async () => ({ authenticated: true as const }));

  route.post('/logout', 'authenticated', 'End the current session (A5)',
    { response: { 204: Type.Null({ description: 'Signed out' }), ...errors(401) } },
    async (request, reply) => {
      await revokeSessions(app, { sessionId: requireUser(request).sessionId }, 'logout');
      return reply.status(204).send(null);
    });
};

export default sessionRoutes;
