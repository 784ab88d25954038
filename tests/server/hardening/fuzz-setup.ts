import type { RouteEntry } from '../../../server/plugins/access';
import { tokenFor } from '../auth-helper';
import { type TestContext, buildTestApp } from '../helper';
import { fingerprintReader } from '../support/db-fingerprint';
import { type RouteInputs, readRouteInputs } from '../support/route-inputs';
import type { ProbeTarget } from './probe';

/**
 * Routes left out of the malformed-input suite, each with why it legitimately answers malformed input
 * with something other than a 4xx JSON error.
 */
export const EXCLUDED_ROUTES: Record<string, string> = {
  'GET /gw/ws': 'the live websocket: without an upgrade there is no HTTP answer to judge; its token is checked in live.test.ts',
};

/** Tables a refused request legitimately writes, with why; they are not compared around refused writes. */
const WRITTEN_WHEN_REFUSED: Record<string, string> = {
  login_history: 'a refused sign-in is journalled (the login history shows failed attempts)',
};

export const routeKey = (route: RouteEntry) => `${route.method} ${route.url}`;

export interface FuzzContext extends TestContext {
  routes: RouteInputs[];
  admin: ProbeTarget;
  anonymous: ProbeTarget;
}

/** A seeded app, every fuzzed route's inputs (from its own OpenAPI document) and an ADMIN and an anonymous caller. */
export async function buildFuzzContext(): Promise<FuzzContext> {
  const context = await buildTestApp();
  const routes = (await readRouteInputs(context.app)).filter((inputs) => !EXCLUDED_ROUTES[routeKey(inputs.route)]);
  const fingerprint = await fingerprintReader(context.database.db, Object.keys(WRITTEN_WHEN_REFUSED));
  const token = await tokenFor(context.app, 'admin');
  return { ...context, routes, admin: { app: context.app, token, fingerprint }, anonymous: { app: context.app, token: null, fingerprint } };
}
