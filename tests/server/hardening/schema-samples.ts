import type { JsonSchema } from '../support/route-inputs';

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';
const SAMPLE_BY_FORMAT: Record<string, string> = {
  uuid: SAMPLE_UUID,
  email: 'fuzz@example.com',
  'date-time': '2030-01-01T00:00:00Z',
  date: '2030-01-01',
  uri: 'https://example.com/',
};

const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** The alternatives of a union, nulls last, so the first is the most telling branch. */
function branches(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf ?? [schema];
  return [...options].sort((a, b) => Number(typesOf(a).includes('null')) - Number(typesOf(b).includes('null')));
}

function sampleString(schema: JsonSchema): string {
  if (schema.format && SAMPLE_BY_FORMAT[schema.format]) return SAMPLE_BY_FORMAT[schema.format];
  return 'fuzz'.repeat(Math.ceil(Math.max(schema.minLength ?? 1, 3) / 4)).slice(0, Math.max(schema.minLength ?? 3, 3));
}

function sampleNumber(schema: JsonSchema): number {
  if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + 1;
  return schema.minimum ?? 1;
}

/**
 * A plausible value of a schema: the first enum member, the minimum, a uuid for uuid strings …
 * It need not be accepted (ids point nowhere); it is the skeleton a single malformed part is put into,
 * so the route's other checks are passed and the malformed part is what gets judged.
 */
export function sampleOf(schema: JsonSchema): unknown {
  const [first] = branches(schema);
  if (first !== schema) return sampleOf(first);
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const [type] = typesOf(schema);
  if (type === 'string') return sampleString(schema);
  if (type === 'integer' || type === 'number') return sampleNumber(schema);
  if (type === 'boolean') return false;
  if (type === 'null') return null;
  if (type === 'array') return Array.from({ length: schema.minItems ?? 1 }, () => sampleOf(schema.items ?? {}));
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, sampleOf(inner)]));
  }
  return 'fuzz';
}

/** The object schema of a (possibly union) schema, when it has one. */
export function objectBranch(schema: JsonSchema): JsonSchema | null {
  return branches(schema).find((branch) => branch.properties) ?? null;
}

/** Required properties without a default: leaving one out must be refused. */
export function requiredWithoutDefault(schema: JsonSchema): string[] {
  return (schema.required ?? []).filter((key) => schema.properties?.[key]?.default === undefined);
}
