import fc from 'fast-check';
import type { RouteInputs } from '../support/route-inputs';
import { concreteUrl } from '../support/route-urls';
import { nastyUrlText, nastyValue } from './nasty-values';
import { type Probe, brief } from './probe';
import { objectBranch, requiredWithoutDefault, sampleOf } from './schema-samples';

type Sample = Record<string, unknown>;

/** The route's url with plausible path parameters (or `override` for one of them). */
function urlOf(inputs: RouteInputs, override?: { name: string; text: string }): string {
  return concreteUrl(inputs.route.url, (name) => {
    if (name === override?.name) return encodeURIComponent(override.text);
    const schema = inputs.path.find((param) => param.name === name)?.schema ?? {};
    return encodeURIComponent(String(sampleOf(schema)));
  });
}

const probeOf = (inputs: RouteInputs, label: string, extra: Partial<Probe>): Probe => ({
  label,
  method: inputs.route.method,
  url: urlOf(inputs),
  mustReject: false,
  ...extra,
});

/** Each top-level property, and each property of an object-valued property, as a path into the body. */
function fieldPaths(sample: Sample): string[][] {
  return Object.entries(sample).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value) ? [[key], ...Object.keys(value).map((inner) => [key, inner])] : [[key]],
  );
}

function withField(sample: Sample, path: string[], value: unknown): Sample {
  const [head, ...rest] = path;
  if (!rest.length) return { ...sample, [head]: value };
  return { ...sample, [head]: withField((sample[head] ?? {}) as Sample, rest, value) };
}

/** Malformed JSON bodies: one field wrong, a required field missing, an extra field, or not an object at all. */
export function bodyProbes(inputs: RouteInputs): fc.Arbitrary<Probe> {
  const schema = objectBranch(inputs.body ?? {}) ?? inputs.body ?? {};
  const sample = (sampleOf(schema) ?? {}) as Sample;
  const paths = fieldPaths(sample);
  const required = requiredWithoutDefault(schema);
  const closed = schema.additionalProperties === false;
  const variants: fc.Arbitrary<Probe>[] = [
    fc.tuple(fc.constantFrom(...paths.concat(paths.length ? [] : [['any']])), nastyValue).map(([path, value]) =>
      probeOf(inputs, `${path.join('.')} = ${brief(value)}`, { payload: withField(sample, path, value) }),
    ),
    fc.tuple(fc.string({ minLength: 1, maxLength: 20 }), nastyValue).map(([key, value]) =>
      probeOf(inputs, `extra field ${brief(key)}`, { payload: { ...sample, [`x_${key}`]: value }, mustReject: closed }),
    ),
    fc.constantFrom<unknown>('text', 42, [], [sample], true).map((body) => probeOf(inputs, `body ${brief(body)}`, { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' }, mustReject: true })),
  ];
  if (required.length) {
    variants.push(
      fc.constantFrom(...required).map((key) => {
        const { [key]: _dropped, ...rest } = sample;
        return probeOf(inputs, `without ${key}`, { payload: rest, mustReject: true });
      }),
    );
  }
  return fc.oneof(...variants);
}

/** One path parameter replaced by nasty text (the others plausible). */
export function pathProbes(inputs: RouteInputs): fc.Arbitrary<Probe> {
  const body = inputs.body ? sampleOf(inputs.body) : undefined;
  return fc.tuple(fc.constantFrom(...inputs.path.map((param) => param.name)), nastyUrlText).map(([name, text]) =>
    probeOf(inputs, `:${name} = ${brief(text)}`, { url: urlOf(inputs, { name, text }), ...(body === undefined ? {} : { payload: body as object }) }),
  );
}

/** One query parameter nasty, repeated, or an unknown one added. */
export function queryProbes(inputs: RouteInputs): fc.Arbitrary<Probe> {
  const names = inputs.query.map((param) => param.name);
  return fc.tuple(fc.constantFrom(...names, 'x_unknown'), nastyUrlText, fc.boolean()).map(([name, text, repeated]) =>
    probeOf(inputs, `?${name}=${brief(text)}${repeated ? ' (repeated)' : ''}`, { query: { [name]: repeated ? [text, text] : text } }),
  );
}

