import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser } from '../../plugins/access';
import { ErrorReply, TokenPairSchema } from './schemas';
import { revokeSessions, rotateRefreshToken } from './sessions';

const REFRESH_REQUESTS_PER_MINUTE = 60;

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/token/refresh',
    {
      config: { access: 'public', rateLimit: { max: REFRESH_REQUESTS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for new tokens (A4)',
        description:
          'Each refresh token works once; its successor belongs to the same session. An unknown, expired or spent token answers 401 E_INVALID_JWT_REFRESH_TOKEN, and presenting a spent one ends the whole session.',
        security: [],
        body: Type.Object({ refresh_token: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: TokenPairSchema, 400: ErrorReply, 401: ErrorReply, 429: ErrorReply },
      },
    },
    async (request) => rotateRefreshToken(app, request.body.refresh_token),
  );

  app.get(
    '/check',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Is the access token valid? (A2)',
        response: { 200: Type.Object({ authenticated: Type.Literal(true) }), 401: ErrorReply },
      },
    },
    async () => ({ authenticated: true as const }),
  );

  app.post(
    '/logout',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'End the current session (A5)',
        response: { 204: Type.Null({ description: 'Signed out' }), 401: ErrorReply },
      },
    },
    async (request, reply) => {
      await revokeSessions(app, { sessionId: requireUser(request).sessionId }, 'logout');
      return reply.status(204).send(null);
    },
  );
};

export default sessionRoutes;
