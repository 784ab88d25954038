/** typebox shapes generated from a declaration: the body, the record and the list query. */
import { type TSchema, Type } from 'typebox';
import { type Field, type ResourceDeclaration, rangeParams, writesLinks } from '../../common/resource';
import { MAX_PER_PAGE } from '../../common/errors';
import { listQuery, listReply } from '../http/list';
import { named } from '../http/named';

/** At most this many ids in a writable joined list's body. */
const MAX_LINKS = 1000;
const doc = (f: Field) => (f.description ? { description: f.description } : {});

/** An answered field that may be left out: some callers may not read it, a hook may give it no value, or it has none. */
const mayBeAbsent = (f: Field) => !!f.access?.read || (!!f.computed && !f.always) || !!f.optional;

/** The value of a field; in nullable unions the value branch comes first so its message is the one reported. */
function valueSchema(f: Field, forBody: boolean): TSchema {
  // a field with its own write roles takes its default in rows.ts, for those roles only: left out, it is kept;
  // a required field must be sent, its default only fills the form; so does one kept when omitted
  // (keepIfOmitted): a schema default would overwrite it
  const withDefault =
    forBody && f.default !== undefined && !f.access?.write && !f.required && !f.keepIfOmitted ? { default: f.default } : {};
  const options = { ...doc(f), ...(f.nullable ? {} : withDefault) };
  const base = ((): TSchema => {
    switch (f.kind) {
      case 'text':
      case 'longText':
      case 'phone':
      case 'file':
        return Type.String({ ...pick(f, 'minLength', 'maxLength'), ...(forBody && 'pattern' in f && f.pattern ? { pattern: f.pattern } : {}), ...options });
      case 'email':
        return Type.String({ ...pick(f, 'maxLength'), ...(forBody ? { format: 'email' } : {}), ...options });
      case 'reference':
        return Type.String({ format: 'uuid', ...options });
      case 'date':
        return Type.String({ format: 'date-time', ...options });
      case 'number':
      case 'money': {
        // an exclusive minimum at or above the minimum is the whole rule (one bound, as OpenAPI tools ask)
        const minimum = f.min !== undefined && !(f.exclusiveMin !== undefined && f.exclusiveMin >= f.min);
        const range = {
          ...(minimum ? { minimum: f.min } : {}),
          ...(f.exclusiveMin !== undefined ? { exclusiveMinimum: f.exclusiveMin } : {}),
          ...(f.max !== undefined ? { maximum: f.max } : {}),
        };
        return f.kind === 'number' && f.integer ? Type.Integer({ ...range, ...options }) : Type.Number({ ...range, ...options });
      }
      case 'boolean':
        return Type.Boolean(options);
      case 'enum':
        return Type.Union(f.values.map((v) => Type.Literal(v)), options);
      case 'json':
        if (f.fields) return documentOf(f.fields, forBody, options);
        if (!f.items) return Type.Unknown(options);
        return Type.Array(valueSchema(f.items, forBody), { ...(forBody && f.maxItems !== undefined ? { maxItems: f.maxItems } : {}), ...options });
      case 'group':
        return objectOf(f.fields, forBody, options);
      case 'join':
        return f.many ? Type.Array(objectOf(f.fields, false), options) : objectOf(f.fields, false, options);
    }
  })();
  if (!f.nullable) return base;
  return Type.Union([base, Type.Null()], { ...doc(f), ...withDefault });
}

function pick(f: Field, ...keys: ('minLength' | 'maxLength')[]) {
  const source = f as unknown as Partial<Record<string, number>>;
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
}

/** The body of a writable joined list: the linked ids. */
const linkIds = (f: Field) =>
  Type.Array(Type.String({ format: 'uuid' }), { maxItems: MAX_LINKS, uniqueItems: true, ...doc(f) });

function objectOf(fields: Record<string, Field>, forBody: boolean, options: Record<string, unknown> = {}) {
  const properties: Record<string, TSchema> = {};
  for (const [key, f] of Object.entries(fields)) {
    if (f.hidden || (forBody && ((f.readOnly && !writesLinks(f)) || f.via))) continue;
    const schema = forBody && writesLinks(f) ? linkIds(f) : valueSchema(f, forBody);
    // a nested record's field is left out only where it has no value (`optional`)
    properties[key] = (forBody ? !f.required : f.optional) ? Type.Optional(schema) : schema;
  }
  return Type.Object(properties, forBody ? { ...options, additionalProperties: false } : options);
}

/** A JSON object's declared fields, each optional (a stored document may lack some); a body takes no other. */
function documentOf(fields: Record<string, Field>, forBody: boolean, options: Record<string, unknown>) {
  const properties = Object.fromEntries(Object.entries(fields).map(([key, f]) => [key, Type.Optional(valueSchema(f, forBody))]));
  return Type.Object(properties, forBody ? { ...options, additionalProperties: false } : options);
}

export const idParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

const singular = (word: string) => word.replace(/ies$/, 'y').replace(/(?<=[^s])s$/, '');
/** The OpenAPI name of a declaration's record: its name's words, singular, in PascalCase (`block-reasons` → `BlockReason`). */
export const recordName = (d: ResourceDeclaration) =>
  d.name.split(/[^A-Za-z0-9]+/).filter(Boolean).map((word) => singular(word.charAt(0).toUpperCase() + word.slice(1))).join('');

/** POST and PUT body: the writable fields, nothing else. */
export const bodySchema = (d: ResourceDeclaration) => named(`${recordName(d)}Body`, objectOf(d.fields, true));

/**
 * The record answered; fields with their own read roles may be absent. `detail`: one record's answer, with the
 * fields declared `detail` (a list's row and the delete's answer have none).
 */
export function recordSchema(d: ResourceDeclaration, detail = false) {
  const stamp = Type.String({ format: 'date-time' });
  const properties: Record<string, TSchema> = { id: Type.String({ format: 'uuid' }) };
  for (const [key, f] of Object.entries(d.fields)) {
    if (f.hidden || (f.detail && !detail)) continue;
    const schema = valueSchema(f, false);
    properties[key] = mayBeAbsent(f) ? Type.Optional(schema) : schema;
  }
  if (d.timestamps) Object.assign(properties, { created_at: stamp, updated_at: stamp });
  // one record's answer is its own shape only where it has fields the list leaves out
  const hasDetail = Object.values(d.fields).some((f) => f.detail && !f.hidden);
  return named(`${recordName(d)}${detail && hasDetail ? 'Detail' : ''}`, Type.Object(properties));
}

export function listQuerySchema(d: ResourceDeclaration) {
  const { list } = d;
  const sort = [list.defaultSort.field, ...list.sort.filter((f) => f !== list.defaultSort.field)];
  const query = listQuery(sort, list.perPage);
  const filters = Object.fromEntries((list.filters ?? []).map((k) => [k, Type.Optional(valueSchema(d.fields[k], false))]));
  const day = (description: string) => Type.Optional(Type.String({ format: 'date', description }));
  const ranges = Object.entries(list.dateRanges ?? {}).flatMap(([field, range]) => {
    const { from, to } = rangeParams(field, range);
    return [[from, day(`First day of ${field}, inclusive`)], [to, day(`Last day of ${field}, inclusive`)]];
  });
  return Type.Object({
    ...query,
    order: Type.Union([Type.Literal('ASC'), Type.Literal('DESC')], { default: list.defaultSort.order, description: 'Sort order' }),
    ...(list.search?.length ? { q: Type.Optional(Type.String({ maxLength: 200, description: `Text search in ${list.search.join(', ')}` })) } : {}),
    ids: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: MAX_PER_PAGE, description: 'Only these records (getMany)' })),
    ...filters,
    ...Object.fromEntries(ranges),
  });
}

/** The answered value of one field: a custom route answering part of the record (a tariff's joined services). */
export const fieldSchema = (f: Field) => valueSchema(f, false);

export const listReplySchema = (d: ResourceDeclaration) => listReply(recordSchema(d));
