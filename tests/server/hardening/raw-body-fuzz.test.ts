import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzContext, buildFuzzContext, routeKey } from './fuzz-setup';
import { fuzz } from './fuzz';
import { bodyProbes, pathProbes, queryProbes } from './input-probes';
import type { Probe } from './probe';
import { rawBodyProbes } from './raw-payloads';

/**
 * Bodies that are broken JSON or of the wrong media type, sent as ADMIN to every route that takes a
 * body (JSON or multipart); and a sample of malformed requests sent anonymously. Every answer is a
 * 4xx with the error body, never a 5xx, and a refused write changes no data.
 * Excluded routes and why: EXCLUDED_ROUTES in fuzz-setup.ts.
 */
const RAW_RUNS_PER_ROUTE = 6;
const ANONYMOUS_RUNS_PER_ROUTE = 3;
const BODY_METHODS = ['POST', 'PUT', 'PATCH'];
let ctx: FuzzContext;

beforeAll(async () => {
  ctx = await buildFuzzContext();
});
afterAll(async () => ctx?.close());

describe('broken bodies and anonymous callers', () => {
  it('broken JSON and wrong content types are refused with a 4xx error body and change nothing', async () => {
    const routes = ctx.routes.filter((inputs) => BODY_METHODS.includes(inputs.route.method) && (inputs.body || inputs.bodyTypes.length || inputs.path.length));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const inputs of routes) {
      const failure = await fuzz(`${routeKey(inputs.route)} raw body`, rawBodyProbes(inputs), ctx.admin, RAW_RUNS_PER_ROUTE);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('anonymous malformed requests to protected routes are refused with a 4xx error body, never a 5xx', async () => {
    const protectedRoutes = ctx.routes.filter((inputs) => inputs.route.access !== 'public');
    const sample = protectedRoutes.filter((_inputs, index) => index % 3 === 0);
    const failures: string[] = [];
    for (const inputs of sample) {
      const parts: fc.Arbitrary<Probe>[] = [
        ...(inputs.body ? [bodyProbes(inputs)] : []),
        ...(inputs.path.length ? [pathProbes(inputs)] : []),
        ...(inputs.query.length ? [queryProbes(inputs)] : []),
      ];
      if (!parts.length) continue;
      const unauthenticated = fc.oneof(...parts).map((probe) => ({ ...probe, mustReject: true }));
      const failure = await fuzz(`${routeKey(inputs.route)} anonymous`, unauthenticated, ctx.anonymous, ANONYMOUS_RUNS_PER_ROUTE);
      if (failure) failures.push(failure);
    }
    expect(sample.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  }, 120_000);
});
