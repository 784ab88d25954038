import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from './helper';
import { bearer, signIn } from './auth-sign-in';

/** A12: `GET /profile` also exists; it answers the signed-in user as `GET /auth/profile` does (issue 27). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET /gw/profile (A12)', () => {
  it.each([['agent', 'sales'], ['client', 'cabinet'], ['partner', 'cpa']] as const)('answers %s the same profile as /gw/auth/profile', async (login, type) => {
    const { token } = await signIn(ctx.app, login, { type });
    const [alias, auth] = await Promise.all([get('/gw/profile', token), get('/gw/auth/profile', token)]);
    expect(alias.statusCode, alias.body).toBe(200);
    expect(alias.json()).toEqual(auth.json());
    expect(alias.json().scope.roles.length).toBeGreaterThan(0);
  });

  it('refuses a caller without a session with the error contract', async () => {
    const res = await get('/gw/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('is in the API document', async () => {
    const doc = (await get('/gw/openapi.json')).json();
    expect(doc.paths['/gw/profile'].get.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/Profile');
  });
});
