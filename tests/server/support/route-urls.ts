import { randomUUID } from 'node:crypto';

/** `:name` (with an optional regexp) and `*` segments of a Fastify route url. */
const PATH_PARAM = /:(\w+)(\([^)]*\))?/g;

/** The route url with every path parameter filled by `fill(name)` (a fresh uuid by default). */
export function concreteUrl(url: string, fill: (name: string) => string = () => randomUUID()): string {
  return url.replace(PATH_PARAM, (_match, name: string) => fill(name)).replace(/\*/g, 'x');
}

/** The Fastify url `/a/:id` as OpenAPI writes it: `/a/{id}`; a trailing-slash alias is documented without it. */
export function openApiPath(url: string): string {
  return url.replace(PATH_PARAM, (_match, name: string) => `{${name}}`).replace(/(?<=.)\/$/, '');
}
