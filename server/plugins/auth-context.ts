import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionGuard } from '../modules/auth/session-guard';
import type { TokenService } from '../modules/auth/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    sessions: SessionGuard;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Reads the bearer token of every request into request.user; the access plugin decides what follows. */
export default fp(async function authContext(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenError', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header ? BEARER.exec(header)?.[1] : undefined;
    if (!token) return;
    let user;
    try {
      user = await app.tokens.verifyAccess(token);
    } catch {
      request.tokenError = 'invalid';
      return;
    }
    // a session the database cannot be asked about is neither alive nor revoked: its error answers (503), and the
    // browser keeps its sign-in through a database restart instead of being sent to the sign-in page
    if (await app.sessions.isAlive(user.sessionId)) request.user = user;
    else request.tokenError = 'revoked';
  });
});
