/**
 * Names of the shared shapes in the OpenAPI document. A named schema is written once under
 * `components.schemas.<name>` and referenced wherever a route uses it (plugins/openapi-document.ts).
 * The name rides on the schema object as a hidden symbol, not as `$id`: the validator and the serialiser
 * never see it, so a shape may appear twice in one body and every reply is written exactly as before.
 */
import { type TSchema, type TSchemaOptions, Type } from 'typebox';

const NAME = Symbol.for('certificates.openapi.name');
const LIST_REPLY = Symbol.for('certificates.openapi.listReply');

const mark = (schema: object, key: symbol, value: unknown) =>
  // not enumerable: a spread copy (a changed shape) loses it; typebox's own copies (Optional) keep it
  Object.defineProperty(schema, key, { value, enumerable: false, configurable: true, writable: true });

/** `schema` as the component `name` of the OpenAPI document (PascalCase, unique per shape). */
export function named<T extends TSchema>(name: string, schema: T): T {
  mark(schema, NAME, name);
  return schema;
}

/** The component name of a schema, if it has one. */
export const nameOf = (schema: object): string | undefined => (schema as { [NAME]?: string })[NAME];

/** Marks the list reply `{ data, total, perPage, page }`: documented as the shared `ListPage` with its rows. */
export function asListReply<T extends TSchema>(schema: T): T {
  mark(schema, LIST_REPLY, true);
  return schema;
}

export const isListReply = (schema: object): boolean => (schema as { [LIST_REPLY]?: boolean })[LIST_REPLY] === true;

/** One of `values`, typed as their union: `literals(AGENT_TYPES)` (a union of typebox literals over a list is `never`). */
export const literals = <T extends string>(values: readonly T[], options: TSchemaOptions = {}) =>
  Type.Unsafe<T>(Type.Union(values.map((value) => Type.Literal(value)), options));
