import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

describe('platform', () => {
  it('answers the health check from the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gw/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('answers an unknown /gw path with the error body', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gw/no-such-route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'E_NOT_FOUND' });
  });

  it('redirects the root and unknown first segments to the sales area (B1)', async () => {
    for (const url of ['/', '/something/else']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/sales/');
    }
  });

  it('serves the OpenAPI 3.1 document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gw/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
    expect(Object.keys(res.json().paths)).toContain('/gw/health');
  });

  it('seeds the demo data once', async () => {
    const users = await ctx.database.db.selectFrom('users').select('login').execute();
    expect(users.map((u) => u.login)).toEqual(
      expect.arrayContaining(['admin', 'agent', 'agent-brutto', 'agent-admin', 'partner-admin', 'client', 'client-new', 'partner']),
    );
  });
});
