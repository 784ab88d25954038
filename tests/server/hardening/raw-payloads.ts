import fc from 'fast-check';
import type { RouteInputs } from '../support/route-inputs';
import { concreteUrl } from '../support/route-urls';
import type { Probe } from './probe';

const EMPTY_BODY = 'empty JSON body';

/** Bodies that are not JSON at all, or not of the declared media type. */
const RAW_BODIES: { label: string; payload: string; contentType?: string }[] = [
  { label: 'truncated JSON', payload: '{"name": "x', contentType: 'application/json' },
  { label: 'trailing comma', payload: '{"a": 1,}', contentType: 'application/json' },
  { label: 'single quotes', payload: "{'a': 1}", contentType: 'application/json' },
  { label: EMPTY_BODY, payload: '', contentType: 'application/json' },
  { label: 'NUL bytes', payload: '\u0000\u0000', contentType: 'application/json' },
  { label: 'prototype pollution', payload: '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}', contentType: 'application/json' },
  { label: 'deep nesting', payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  { label: 'JSON declared as latin1', payload: '{"a": "\u00e9"}', contentType: 'application/json; charset=latin1' },
  { label: 'text/plain', payload: 'name=x', contentType: 'text/plain' },
  { label: 'XML', payload: '<a>1</a>', contentType: 'application/xml' },
  { label: 'form', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { label: 'multipart without boundary', payload: '--x\r\n\r\n', contentType: 'multipart/form-data' },
  { label: 'garbage content type', payload: '{}', contentType: '};;;/' },
  { label: 'no content type', payload: '{"a":1}' },
];

/** An empty JSON body is no body: refused only where the route needs one (some field required, or a file). */
const needsBody = (inputs: RouteInputs) => !(inputs.body?.type === 'object' && !inputs.body.required?.length);

/** A route that takes a body, sent a body that cannot be what it wants: must be a 4xx. */
export function rawBodyProbes(inputs: RouteInputs): fc.Arbitrary<Probe> {
  return fc.constantFrom(...RAW_BODIES).map(
    (raw): Probe => ({
      label: raw.label,
      method: inputs.route.method,
      url: concreteUrl(inputs.route.url),
      payload: raw.payload,
      headers: raw.contentType ? { 'content-type': raw.contentType } : {},
      mustReject: raw.label === EMPTY_BODY ? needsBody(inputs) : true,
    }),
  );
}
