import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzContext, buildFuzzContext, routeKey } from './fuzz-setup';
import { fuzz } from './fuzz';
import { bodyProbes } from './input-probes';

/**
 * Malformed JSON bodies, generated from each route's own body schema, sent as ADMIN (so access does
 * not hide the validation): every answer is a 4xx with the error body, never a 5xx, and a refused
 * write changes no data. Excluded routes and why: EXCLUDED_ROUTES in fuzz-setup.ts.
 */
const RUNS_PER_ROUTE = 10;
let ctx: FuzzContext;

beforeAll(async () => {
  ctx = await buildFuzzContext();
});
afterAll(async () => ctx?.close());

describe('malformed JSON bodies', () => {
  it('are refused with a 4xx error body and change nothing, on every route with a body schema', async () => {
    const routes = ctx.routes.filter((inputs) => inputs.body);
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const inputs of routes) {
      const failure = await fuzz(`${routeKey(inputs.route)} body`, bodyProbes(inputs), ctx.admin, RUNS_PER_ROUTE);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
