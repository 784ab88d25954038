import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../common/errors';
import { ApiError } from './errors';

/**
 * Per-process request caps for the unauthenticated routes registered in this plugin's scope: a route opts in
 * with its `rateLimit` (server/http/route.ts); over it, 429 with the error contract and the seconds to wait.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'error.tooMany', ERROR_CODES.tooManyRequests, undefined, { seconds: Math.ceil(context.ttl / 1000) }),
  });
}
