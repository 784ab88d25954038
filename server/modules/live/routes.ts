import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CLOSE_UNAUTHORIZED, LiveHub } from './hub';

const LiveQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 4096, description: 'The access token' })) });

/** The live channel (A6): a websocket per signed-in tab, told when its user is signed out by the server. */
const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const hub = new LiveHub(app.notifier);
  await hub.start();
  app.addHook('onClose', async () => hub.stop());
  // @fastify/websocket hides websocket routes from the API document; the live channel's contract belongs there.
  app.addHook('onRoute', (route) => {
    if (route.websocket && route.schema) route.schema.hide = false;
  });

  app.get(
    '/ws',
    {
      websocket: true,
      // Browsers cannot send headers on a websocket, so the token comes in the query and is checked before the upgrade.
      config: { access: 'public' },
      schema: {
        tags: ['live'],
        summary: 'Live channel (websocket, A6)',
        description: [
          'Upgrade to a websocket with `?token=<access token>`. An invalid, expired or revoked token closes the connection with code 4401.',
          'When an administrator blocks the user every connection of the user receives the text frame',
          '`{"event":"logout","channel":"user:<userId>","reason":"blocked"}` and is closed with 4401; a session that ends otherwise closes its connections with 4401.',
          'The server pings every 25 s.',
        ].join(' '),
        security: [],
        querystring: LiveQuery,
      },
      preHandler: async (request) => {
        const { token } = request.query;
        if (!token) return;
        try {
          const user = await app.tokens.verifyAccess(token);
          if (await app.sessions.isAlive(user.sessionId)) request.user = user;
        } catch {
          // An unusable token leaves the caller anonymous; the socket is then closed with 4401.
        }
      },
    },
    // Synchronous on purpose: the socket is registered before the client sees the upgrade complete.
    (socket, request) => {
      if (request.user) hub.add(socket, request.user.id, request.user.sessionId);
      else socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
    },
  );
};

export default liveRoutes;
