/**
 * An overloaded process answers 503 with Retry-After (the error contract) instead of leaving requests waiting:
 * @fastify/under-pressure samples the event loop's delay and the heap every second, and while either is past its
 * limit every request, /gw/health included, is refused until the next sample is under it again.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import v8 from 'node:v8';
import { ERROR_CODES } from '../../common/errors';
import { ApiError } from '../http/errors';
import { OVERLOADED_RETRY_SECONDS } from '../uploads/sheet-reader';

/** Heap in use past this share of V8's limit: the process is near running out of memory. */
const HEAP_SHARE = 0.9;

export default fp(async function pressure(app: FastifyInstance, { maxEventLoopDelayMs }: { maxEventLoopDelayMs?: number }) {
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs ?? 0,
    maxHeapUsedBytes: Math.round(v8.getHeapStatistics().heap_size_limit * HEAP_SHARE),
    retryAfter: OVERLOADED_RETRY_SECONDS,
    pressureHandler: async (request, _reply, type, value) => {
      request.log.warn({ type, value }, 'overloaded: request refused with 503');
      throw new ApiError(503, 'error.overloaded', ERROR_CODES.unavailable, undefined, { seconds: OVERLOADED_RETRY_SECONDS });
    },
  });
});
