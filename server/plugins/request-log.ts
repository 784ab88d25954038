import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER, requestContext } from '../ops/request-context';
import { redactUrl } from './log-redaction';

/**
 * One line per answered request (Fastify's own request logging is off): the request id (reqId, the proxy's
 * X-Request-Id when it sent one), the user, the route pattern, the status and the duration — the fields
 * docs/operations.md ("Logs") lists. Credentials never reach it (log-redaction.ts).
 */
export default fp(async function requestLog(app: FastifyInstance) {
  // the id answered, and the request's id and logger for the code that runs for it (ops/request-context.ts)
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    requestContext.run({ requestId: request.id, log: request.log }, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({
      method: request.method,
      url: redactUrl(request.url),
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      userId: request.user?.id ?? null,
      ip: request.ip,
    }, 'request completed');
  });
});
