import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { withOperationId } from './operation-ids';

/** The error body, referenced by every route's error replies. */
export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    code: Type.Optional(Type.String()),
    errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { $id: 'ErrorBody', description: 'Error reply: a message, an optional code, and per-field messages for validation errors' },
);

/** OpenAPI 3.1 generated from the route schemas, served at /gw/docs (UI) and /gw/docs/json. */
export default fp(async function openapi(app: FastifyInstance) {
  app.addSchema(ErrorBody);
  // before swagger's own hook, so the document sees the ids (docs/decisions.md, OAS-1)
  app.addHook('onRoute', withOperationId);
  await app.register(swagger, {
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Certificates /gw API',
        version: '1.0.0',
        description: [
          'API of the certificate sales application.',
          'Every request carries `Authorization: Bearer <access token>` (except public routes) and the application header `X-App-Token`.',
          'Errors answer `{ message, code?, errors?: { <field>: <message> } }` with messages in the language of `Accept-Language` (Russian by default).',
          'Lists answer `{ data, total, perPage, page }` and take `page` (from 1), `perPage`, `sort`, `order` (ASC|DESC) and filters as query parameters.',
        ].join('\n\n'),
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/gw/docs' });
});
