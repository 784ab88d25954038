import type { FastifyInstance } from 'fastify';

/** A node of the document as a test reads it: parsed JSON, as `reply.json()` gives it. */
type Node = ReturnType<typeof JSON.parse>;

/** The subset of the OpenAPI document the tests read. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Node>>;
  components: { schemas: Record<string, Node>; responses?: Record<string, Node> };
}

/** The document the app serves at /gw/openapi.json. */
export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const reply = await app.inject({ method: 'GET', url: '/gw/openapi.json' });
  if (reply.statusCode !== 200) throw new Error(`OpenAPI document: HTTP ${reply.statusCode}`);
  return reply.json<OpenApiDocument>();
}

/** A schema or response with its `$ref` followed (one level, as a reader of the document does). */
export function dereferenced(document: OpenApiDocument, node: Node): Node {
  const ref: unknown = node?.$ref;
  if (typeof ref !== 'string') return node;
  const [, , kind, name] = ref.split('/');
  return dereferenced(document, (document.components as Record<string, Record<string, unknown>>)[kind!]?.[name!]);
}
