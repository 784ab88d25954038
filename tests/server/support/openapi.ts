import type { FastifyInstance } from 'fastify';

/** The subset of the OpenAPI document the tests read. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, any>>;
  components: { schemas: Record<string, any>; responses?: Record<string, any> };
}

/** The document the app serves at /gw/openapi.json. */
export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const reply = await app.inject({ method: 'GET', url: '/gw/openapi.json' });
  if (reply.statusCode !== 200) throw new Error(`OpenAPI document: HTTP ${reply.statusCode}`);
  return reply.json<OpenApiDocument>();
}

/** A schema or response with its `$ref` followed (one level, as a reader of the document does). */
export function dereferenced(document: OpenApiDocument, node: any): any {
  const ref: unknown = node?.$ref;
  if (typeof ref !== 'string') return node;
  const [, , kind, name] = ref.split('/');
  return dereferenced(document, (document.components as Record<string, Record<string, unknown>>)[kind!]?.[name!]);
}
