import type { RouteOptions } from 'fastify';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const words = (segment: string) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean).map(capitalised).join('');

/**
 * The operationId of a route, derived from its method and path so that no route has to name one and two
 * routes cannot share one: `GET /gw/partner/invitations/:id` → `getPartnerInvitationsById`.
 */
export function operationIdOf(method: string, url: string): string {
  const path = url
    .replace(/^\/gw(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${words(segment.slice(1).replace(/\(.*$/, ''))}` : words(segment)))
    .join('');
  return `${method.toLowerCase()}${path}`;
}

/** onRoute: every route gets a derived operationId unless its schema names one. */
export function withOperationId(route: RouteOptions): void {
  if (route.schema && 'operationId' in route.schema) return;
  const method = [route.method].flat().join('Or');
  // a copy: routes may share one schema object, and each needs its own id
  route.schema = { ...route.schema, operationId: operationIdOf(method, route.url) };
}
