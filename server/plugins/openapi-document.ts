/**
 * Route schemas as the OpenAPI document writes them: a named shape (http/named.ts) once under
 * `components.schemas` and a `$ref` wherever it is used, the list reply as the shared `ListPage` with its
 * rows, and enums flat (`{ type, enum }`, a nullable one `{ type: [t, 'null'], enum: [..., null] }`) instead
 * of typebox's unions of literals. Only the document changes: the routes validate and serialise with their
 * own schemas, untouched.
 */
import { isListReply, nameOf } from '../http/named';

type Json = Record<string, unknown>;

const REF = '#/components/schemas/';
/** Keywords whose value is a schema, a list of schemas or a map of schemas; any other value is data. */
const ONE = new Set(['items', 'additionalProperties', 'not', 'contains', 'if', 'then', 'else', 'propertyNames']);
const MANY = new Set(['anyOf', 'allOf', 'oneOf', 'prefixItems']);
const MAP = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keys that only annotate a schema: kept when a union of literals becomes one enum. */
const NOTES = new Set(['description', 'default', 'title', 'examples', 'deprecated', 'readOnly', 'writeOnly']);
const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const mapValues = (map: Json, f: (value: unknown) => unknown) => Object.fromEntries(Object.entries(map).map(([k, v]) => [k, f(v)]));

/** A literal (`{ type, const }`) or an enum (`{ type, enum }`) of one scalar type, with its notes. */
function literalsOf(schema: Json): { type: string; values: unknown[]; notes: Json } | undefined {
  const { type, const: value, enum: values, ...notes } = schema;
  if (typeof type !== 'string' || !SCALARS.has(type) || Object.keys(notes).some((key) => !NOTES.has(key))) return undefined;
  if ('const' in schema) return { type, values: [value], notes };
  return Array.isArray(values) ? { type, values, notes } : undefined;
}

const isNull = (schema: Json) => schema.type === 'null' && Object.keys(schema).length === 1;

/** A union of literals (nullable or not) as one enum; a union of one as that one; any other union as it is. */
function flattened(schema: Json): Json {
  const { anyOf, ...outer } = schema;
  if (!Array.isArray(anyOf)) return schema;
  const members = anyOf as Json[];
  const values = members.filter((member) => !isNull(member));
  const literals = values.map(literalsOf);
  const types = new Set(literals.map((literal) => literal?.type));
  if (values.length && literals.every(Boolean) && types.size === 1) {
    const [type] = types as Set<string>;
    const notes = Object.assign({}, ...literals.map((literal) => literal!.notes)) as Json;
    const all = literals.flatMap((literal) => literal!.values);
    const nullable = values.length < members.length;
    return { type: nullable ? [type, 'null'] : type, enum: nullable ? [...all, null] : all, ...notes, ...outer };
  }
  if (members.length === 1 && !Object.keys(members[0]!).some((key) => key in outer)) return { ...members[0], ...outer };
  return schema;
}

/** The components of one document and the walk that fills them. */
export function createDocumenter() {
  const components: Json = {};
  const written = new Map<string, string>();
  // the names swagger gives the `$defs` of recursive schemas (typebox Cyclic) share components.schemas
  const defined = new Set<string>();
  const clash = (name: string) => new Error(`OpenAPI: ${name} names both a shape (http/named.ts) and a recursive schema's $defs entry`);

  function register(name: string, schema: Json) {
    if (defined.has(name)) throw clash(name);
    const json = JSON.stringify(schema);
    const known = written.get(name);
    if (known === undefined) {
      written.set(name, json);
      components[name] = schema;
    } else if (known !== json) {
      throw new Error(`OpenAPI: two different shapes are named ${name} (http/named.ts); name each shape once`);
    }
  }

  /** One schema as documented; `inline`: the schema itself even when it is named (a component's own body). */
  function documented(node: unknown, inline = false): unknown {
    if (Array.isArray(node)) return node.map((item) => documented(item));
    if (!isObject(node)) return node;
    const name = inline ? undefined : nameOf(node);
    if (name) {
      register(name, documented(node, true) as Json);
      return { $ref: `${REF}${name}` };
    }
    if (isListReply(node)) return listPage(node);
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (ONE.has(key) && isObject(value)) out[key] = documented(value);
      else if (MANY.has(key) && Array.isArray(value)) out[key] = value.map((item) => documented(item));
      else if (MAP.has(key) && isObject(value)) {
        if (key === '$defs' || key === 'definitions') for (const name of Object.keys(value)) defineRecursive(name);
        out[key] = mapValues(value, (item) => documented(item));
      }
      else out[key] = value;
    }
    return flattened(out);
  }

  function defineRecursive(name: string) {
    if (written.has(name)) throw clash(name);
    defined.add(name);
  }

  /** `{ data, total, perPage, page }`: the paging part is the shared ListPage, the rows are the list's own. */
  function listPage(node: Json): Json {
    const { data, ...paging } = node.properties as Json;
    const required = ((node.required ?? []) as string[]).filter((key) => key !== 'data');
    register('ListPage', {
      type: 'object',
      description: 'The paging part of every list reply: its rows are under `data`',
      required,
      properties: mapValues(paging, (item) => documented(item)),
    });
    return {
      allOf: [{ $ref: `${REF}ListPage` }, { type: 'object', required: ['data'], properties: { data: documented(data) } }],
    };
  }

  /** Parameters stay an object of properties (OpenAPI lists them one by one); their values may be references. */
  const parameters = (schema: unknown) =>
    isObject(schema) && isObject(schema.properties)
      ? flattened({ ...schema, properties: mapValues(schema.properties, (item) => documented(item)) })
      : schema;

  /** A route's schema with its body, replies and parameters as documented. */
  function route(schema: Json): Json {
    const out: Json = { ...schema };
    if (schema.body) out.body = documented(schema.body);
    if (isObject(schema.response)) out.response = mapValues(schema.response, (reply) => documented(reply));
    for (const key of ['querystring', 'params', 'headers'] as const) if (schema[key]) out[key] = parameters(schema[key]);
    return out;
  }

  return { components, route };
}
