import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzContext, buildFuzzContext, routeKey } from './fuzz-setup';
import { fuzz } from './fuzz';
import { pathProbes, queryProbes } from './input-probes';

/**
 * Malformed path parameters and query strings, generated from each route's own schema, sent as ADMIN:
 * every answer is a 4xx with the error body, never a 5xx, and a refused write changes no data.
 * Excluded routes and why: EXCLUDED_ROUTES in fuzz-setup.ts.
 */
const RUNS_PER_ROUTE = 8;
let ctx: FuzzContext;

beforeAll(async () => {
  ctx = await buildFuzzContext();
});
afterAll(async () => ctx?.close());

describe('malformed urls', () => {
  it('path parameters are refused with a 4xx error body on every route that has them', async () => {
    const routes = ctx.routes.filter((inputs) => inputs.path.length);
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const inputs of routes) {
      const failure = await fuzz(`${routeKey(inputs.route)} path`, pathProbes(inputs), ctx.admin, RUNS_PER_ROUTE);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('query strings are refused with a 4xx error body or ignored on every route that takes a query', async () => {
    const routes = ctx.routes.filter((inputs) => inputs.query.length);
    expect(routes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const inputs of routes) {
      const failure = await fuzz(`${routeKey(inputs.route)} query`, queryProbes(inputs), ctx.admin, RUNS_PER_ROUTE);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
