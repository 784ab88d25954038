import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../http/errors';
import { ERROR_CODES } from '../../../common/errors';
import { CLOSE_UNAUTHORIZED, LiveHub } from './hub';
import { AUTH_TIMEOUT_MS, authToken, originAllowed } from './handshake';

/** The live channel (A6): a websocket per signed-in tab, told when its user is signed out by the server. */
const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const hub = new LiveHub(app.notifier, (sessionId) => app.sessions.forget(sessionId));
  await hub.start();
  app.addHook('onClose', async () => hub.stop());
  // @fastify/websocket hides websocket routes from the API document; the live channel's contract belongs there.
  app.addHook('onRoute', (route) => {
    if (route.websocket && route.schema) route.schema.hide = false;
  });

  const authenticate = async (token: string) => {
    try {
      const user = await app.tokens.verifyAccess(token);
      return (await app.sessions.isAlive(user.sessionId)) ? user : null;
    } catch {
      return null;
    }
  };

  app.get(
    '/ws',
    {
      websocket: true,
      config: { access: 'public' },
      schema: {
        tags: ['live'],
        summary: 'Live channel (websocket, A6)',
        description: [
          'Upgrade to a websocket (a browser from a foreign Origin is refused with 403), then send the text frame',
          `\`{"type":"auth","token":"<access token>"}\` within ${AUTH_TIMEOUT_MS / 1000} s: the token never travels in the URL.`,
          'The server answers `{"event":"ready"}`; a missing, invalid, expired or revoked token closes the connection with code 4401.',
          'When an administrator blocks the user every connection of the user receives the text frame',
          '`{"event":"logout","channel":"user:<userId>","reason":"blocked"}` and is closed with 4401; a session that ends otherwise closes its connections with 4401.',
          'The server pings every 25 s. A server restarting closes its connections with 1012 (service restart): reconnect soon, a proxy sends the new connection to another process.',
        ].join(' '),
        security: [],
        response: {
          101: Type.Null({ description: 'Switching protocols: the websocket is open' }),
          403: Type.Ref('ErrorBody'),
        },
      },
      preValidation: async (request) => {
        if (!originAllowed(request, app.config.allowedOrigins)) throw new ApiError(403, 'error.forbidden', ERROR_CODES.forbidden);
      },
    },
    // Synchronous on purpose: the first frame's listener is attached before the client can send it.
    (socket) => {
      const timer = setTimeout(() => socket.close(CLOSE_UNAUTHORIZED, 'unauthorized'), AUTH_TIMEOUT_MS);
      socket.once('close', () => clearTimeout(timer));
      socket.once('message', (data) => {
        clearTimeout(timer);
        const token = authToken(data);
        void (token ? authenticate(token) : Promise.resolve(null)).then((user) => {
          if (!user) return socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
          hub.add(socket, user.id, user.sessionId);
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ event: 'ready' }));
        });
      });
    },
  );
};

export default liveRoutes;
