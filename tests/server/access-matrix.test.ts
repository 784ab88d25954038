import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess } from '../../common/access';
import { ROLES, type Role } from '../../common/roles';
import type { RouteEntry } from '../../server/plugins/access';
import { type TestContext, buildTestApp } from './helper';
import { type RoleSubjects, createRoleSubjects, roleToken } from './support/role-tokens';
import { concreteUrl } from './support/route-urls';

/**
 * Walks every route the server registered (app.routeTable, so routes added later are covered too)
 * with every role and anonymously, and checks the answer against common/access.ts.
 */
let ctx: TestContext;
let subjects: RoleSubjects;

beforeAll(async () => {
  ctx = await buildTestApp();
  subjects = await createRoleSubjects(ctx.database.db, 'matrix');
});
afterAll(async () => ctx?.close());

async function call(app: FastifyInstance, route: RouteEntry, role: Role | null) {
  const withBody = !['GET', 'DELETE', 'OPTIONS'].includes(route.method);
  const res = await app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    remoteAddress: `10.99.${ROLES.indexOf(role as Role) + 1}.1`,
    headers: { ...(role ? { authorization: `Bearer ${await roleToken(app, subjects, role)}` } : {}) },
    ...(withBody ? { payload: {} } : {}),
  });
  return res.statusCode;
}

function expectedFor(route: RouteEntry, role: Role | null): 'denied' | 'unauthenticated' | 'allowed' {
  const { access } = route;
  if (access === 'public') return 'allowed';
  if (!role) return 'unauthenticated';
  if (access === 'authenticated') return 'allowed';
  return canAccess({ roles: [role] }, { resource: access.resource, action: access.action }) ? 'allowed' : 'denied';
}

describe('access matrix on every /gw route', () => {
  it('covers the routes of the auth, users and live modules at least', () => {
    const urls = ctx.app.routeTable.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(expect.arrayContaining(['POST /gw/auth/login', 'GET /gw/auth/history/login', 'POST /gw/users/:id/block', 'GET /gw/ws']));
  });

  it('answers each role as common/access.ts says', async () => {
    const mismatches: string[] = [];
    for (const route of ctx.app.routeTable) {
      for (const role of [null, ...ROLES]) {
        const status = await call(ctx.app, route, role);
        const expected = expectedFor(route, role);
        const ok =
          expected === 'denied' ? status === 403 : expected === 'unauthenticated' ? status === 401 : status !== 401 && status !== 403 && status < 500;
        if (!ok) mismatches.push(`${route.method} ${route.url} as ${role ?? 'anonymous'}: ${status}, expected ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
