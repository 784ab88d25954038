/**
 * The request a piece of code runs for, without passing it down: its id and its logger (whose lines carry the
 * request id). Provider calls made during a request send the id on (X-Request-Id) and work queued by a request logs
 * its job's id with the request's logger, so one request is followed from the proxy's log to the worker's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingMessage } from 'node:http';

export interface RequestContext {
  requestId: string;
  log: FastifyBaseLogger;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The header the id arrives in from a proxy (nginx's $request_id, Caddy's {http.request.uuid}) and is answered in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A proxy's id when it is a sane token (not a client's arbitrary text in every log line), a new one otherwise. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
}

/** `{ 'x-request-id': … }` inside a request, nothing outside one (a worker's own tick). */
export function requestIdHeaders(): Record<string, string> {
  const context = requestContext.getStore();
  return context ? { [REQUEST_ID_HEADER]: context.requestId } : {};
}

/** The current request's logger, if code runs for a request. */
export const requestLog = (): FastifyBaseLogger | undefined => requestContext.getStore()?.log;
