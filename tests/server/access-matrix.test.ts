import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess } from '../../common/access';
import { ROLES, type Role } from '../../common/roles';
import type { RouteEntry } from '../../server/plugins/access';
import { type TestContext, buildTestApp } from './helper';

/**
 * Walks every route the server registered (app.routeTable, so routes added later are covered too)
 * with every role and anonymously, and checks the answer against common/access.ts.
 */
let ctx: TestContext;
const subjects = new Map<Role, { id: string; agentId: string | null; partnerId: string | null }>();
const SALES_STAFF: readonly Role[] = ['AGENT', 'AGENT_ADMIN', 'PARTNER_ADMIN', 'ONLY_AGENT'];

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  const partner = await db.selectFrom('partners').select('id').orderBy('name').executeTakeFirstOrThrow();
  for (const role of ROLES) {
    const user = await db
      .insertInto('users')
      .values({ login: `matrix-${role.toLowerCase()}`, name: `Matrix ${role}`, password_hash: null, roles: [role], partner_id: role === 'PARTNER' ? partner.id : null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const agent = SALES_STAFF.includes(role)
      ? await db.insertInto('agents').values({ user_id: user.id, partner_id: partner.id, subdivision_id: null, type: 'NETTO' }).returning('id').executeTakeFirstOrThrow()
      : undefined;
    subjects.set(role, { id: user.id, agentId: agent?.id ?? null, partnerId: role === 'PARTNER' || agent ? partner.id : null });
  }
});
afterAll(async () => ctx?.close());

/** A fresh session per request: a route such as logout may end the session it is called with. */
async function tokenOf(app: FastifyInstance, role: Role): Promise<string> {
  const subject = subjects.get(role)!;
  const session = await app.db
    .insertInto('auth_sessions')
    .values({ user_id: subject.id, ip: null, user_agent: 'access-matrix', revoked_at: null, revoke_reason: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return app.tokens.signAccess({
    id: subject.id,
    sessionId: session.id,
    roles: [role],
    agentId: subject.agentId,
    partnerId: subject.partnerId,
    agentType: subject.agentId ? 'NETTO' : null,
  });
}

const concreteUrl = (url: string) => url.replace(/:\w+(\([^)]*\))?/g, () => randomUUID()).replace(/\*/g, 'x');

async function call(app: FastifyInstance, route: RouteEntry, role: Role | null) {
  const withBody = !['GET', 'DELETE', 'OPTIONS'].includes(route.method);
  const res = await app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers: { 'x-forwarded-for': `10.99.${ROLES.indexOf(role as Role) + 1}.1`, ...(role ? { authorization: `Bearer ${await tokenOf(app, role)}` } : {}) },
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
