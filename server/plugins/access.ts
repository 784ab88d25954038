import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Action, canAccess } from '../../common/access';
import { ERROR_CODES } from '../../common/errors';
import { forbidden, unauthorized } from '../http/errors';
import type { RequestUser } from '../modules/auth/tokens';

/**
 * Every /gw route declares who may call it in its config; a route without a declaration
 * makes the server refuse to start (deny by default, and nothing is forgotten).
 */
export type RouteAccess = 'public' | 'authenticated' | { resource: string; action: Action };

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A credential of the route's own that admits a request without an account (the metrics scraper's token). */
    admits?: (request: FastifyRequest) => boolean;
  }
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    user: RequestUser | null;
    /** Set when a bearer token was sent but could not be accepted. */
    tokenError: 'invalid' | 'revoked' | null;
  }
}

const API_PREFIX = '/gw';
// the API documentation (UI and document), and its former address that sends people on (plugins/openapi.ts)
const UNGUARDED = [/^\/gw\/openapi(\/|\.json$|$)/, /^\/gw\/docs\/$/];

export function requireUser(request: FastifyRequest): RequestUser {
  if (request.user) return request.user;
  throw request.tokenError
    ? unauthorized('error.tokenExpired', ERROR_CODES.invalidJwt)
    : unauthorized('error.unauthorized');
}

export default fp(async function access(app: FastifyInstance) {
  app.decorate('routeTable', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || UNGUARDED.some((re) => re.test(route.url))) return;
    const declared = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!declared) throw new Error(`route ${route.method} ${route.url} declares no access rule`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({ method, url: route.url, access: declared });
    }
  });
  app.addHook('preValidation', async (request) => {
    const declared = request.routeOptions.config?.access;
    if (!declared || declared === 'public') return;
    if (request.routeOptions.config?.admits?.(request)) return;
    const user = requireUser(request);
    if (declared === 'authenticated') return;
    if (!canAccess(user, { resource: declared.resource, action: declared.action })) throw forbidden();
  });
});
