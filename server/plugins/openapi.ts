import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { notFound } from '../http/errors';
import type { RouteAccess } from './access';
import { createDocumenter } from './openapi-document';
import { operationDescription, replyMeaning } from './openapi-descriptions';
import { withSharedErrorReplies } from './openapi-responses';
import { withOperationId } from './operation-ids';

/** The error body, referenced by every route's error replies. */
export const ErrorBody = Type.Object(
  {
    message: Type.String({ description: 'What went wrong, in the language of `Accept-Language`' }),
    code: Type.Optional(Type.String({ description: 'A stable code for programs (common/errors.ts ERROR_CODES)' })),
    errors: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'Per-field messages of a refused input, by field path' })),
  },
  { $id: 'ErrorBody', description: 'Error reply: a message, an optional code, and per-field messages for validation errors' },
);

/** Where the API documentation is served: the UI, and the document itself. */
export const OPENAPI_UI = '/gw/openapi';
export const OPENAPI_JSON = '/gw/openapi.json';

/**
 * A browser opening the API documentation's former address (no token, asks for HTML) is sent to /gw/openapi with a
 * 302, not a 301: browsers keep a permanent redirect, and /gw/docs answers the partner documents to programs.
 */
export async function sendPeopleToApiDocs(request: FastifyRequest, reply: FastifyReply) {
  if (request.headers.authorization || !request.headers.accept?.includes('text/html')) return;
  return reply.redirect(OPENAPI_UI, 302);
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The reply schemas with a description each (the schema's own, else what the status means). */
function describedReplies(response: unknown, access: RouteAccess | undefined) {
  if (!isObject(response)) return response;
  return Object.fromEntries(
    Object.entries(response).map(([status, reply]) =>
      [status, isObject(reply) && !reply.description ? { ...reply, description: replyMeaning(status, access) } : reply]),
  );
}

const OPENAPI_INFO = {
  title: 'Certificates /gw API',
  version: '1.0.0',
  description: [
    'API of the certificate sales application.',
    'Every request carries `Authorization: Bearer <access token>` (except public routes) and the application header `X-App-Token`.',
    'Errors answer `ErrorBody`: `{ message, code?, errors?: { <field>: <message> } }` with messages in the language of `Accept-Language` (Russian by default).',
    'Lists answer `ListPage` with their rows under `data` (`{ data, total, perPage, page }`) and take `page` (from 1), `perPage`, `sort`, `order` (ASC|DESC) and filters as query parameters.',
    'operationIds read `<resource><Action>` (e.g. `servicesList`, `servicesGet`, `servicesListAll`); each operation says who may call it and what its errors mean.',
  ].join('\n\n'),
};

/**
 * OpenAPI 3.1 generated from the route schemas: the UI at /gw/openapi, the document at /gw/openapi.json
 * (published as docs/openapi.json by `npm run openapi`). /gw/docs is the partner documents' address (G5):
 * a browser that still opens it for the API documentation is sent on.
 */
export default fp(async function openapi(app: FastifyInstance) {
  app.addSchema(ErrorBody);
  const documenter = createDocumenter();
  // before swagger's own hook, so the document sees the ids (docs/decisions.md, OAS-1); the named shapes are
  // collected as routes register, so the components are complete when the document is first built
  app.addHook('onRoute', (route: RouteOptions) => {
    withOperationId(route);
    if (route.schema && !route.schema.hide) documenter.route(route.schema as Json);
  });
  await app.register(swagger, {
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transform: ({ schema, url, route }) => {
      if (!schema || schema.hide) return { schema, url };
      const access = route.config?.access as RouteAccess | undefined;
      const documented = documenter.route(schema as Json);
      const statuses = Object.keys(isObject(schema.response) ? schema.response : {});
      const description = operationDescription(schema.description as string | undefined, access, statuses);
      return { schema: { ...documented, description, response: describedReplies(documented.response, access) } as FastifySchema, url };
    },
    transformObject: (document) => withSharedErrorReplies('openapiObject' in document ? document.openapiObject : document.swaggerObject),
    openapi: {
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: documenter.components as never,
      },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: OPENAPI_UI });
  app.get(OPENAPI_JSON, { schema: { hide: true } }, async () => app.swagger());

  // the API documentation's old address /gw/docs is the partner documents' list (G5, server/modules/documents): a person
  // opening it is sent here by `sendPeopleToApiDocs`, on that route and on this trailing-slash form of it
  app.get('/gw/docs/', { schema: { hide: true }, onRequest: sendPeopleToApiDocs }, async () => {
    throw notFound();
  });
});
