import type { FastifyInstance } from 'fastify';
import type { RouteEntry } from '../../../server/plugins/access';
import { openApiPath } from './route-urls';

/** The subset of JSON Schema the route schemas use (typebox output as the OpenAPI document carries it). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  $ref?: string;
}

export interface ParameterInput {
  name: string;
  schema: JsonSchema;
}

/** What a route takes, read from the OpenAPI document the app generates from its own route schemas. */
export interface RouteInputs {
  route: RouteEntry;
  path: ParameterInput[];
  query: ParameterInput[];
  /** Media types the route declares for its body, with the JSON body's schema when it has one. */
  bodyTypes: string[];
  body: JsonSchema | null;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Replaces `#/components/schemas/X` references by the schemas themselves. */
function resolveRefs(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const ref = (value as JsonSchema).$ref;
    if (ref) return walk(components[ref.replace('#/components/schemas/', '')] ?? {});
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
  };
  return walk(schema) as JsonSchema;
}

export async function readRouteInputs(app: FastifyInstance): Promise<RouteInputs[]> {
  const reply = await app.inject({ method: 'GET', url: '/gw/openapi.json' });
  if (reply.statusCode !== 200) throw new Error(`OpenAPI document: HTTP ${reply.statusCode}`);
  const document = reply.json<OpenApiDocument>();
  const components = document.components?.schemas ?? {};
  return app.routeTable.map((route) => {
    const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
    if (!operation) throw new Error(`${route.method} ${route.url} is missing from the OpenAPI document`);
    const parameters = (operation.parameters ?? []).map((p) => ({ ...p, schema: resolveRefs(p.schema, components) }));
    const content = operation.requestBody?.content ?? {};
    const jsonBody = content['application/json']?.schema;
    return {
      route,
      path: parameters.filter((p) => p.in === 'path').map(({ name, schema }) => ({ name, schema })),
      query: parameters.filter((p) => p.in === 'query').map(({ name, schema }) => ({ name, schema })),
      bodyTypes: Object.keys(content),
      body: jsonBody ? resolveRefs(jsonBody, components) : null,
    };
  });
}
