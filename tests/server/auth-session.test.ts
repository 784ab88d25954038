import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService, hashToken } from '../../server/modules/auth/tokens';
import { type TestContext, buildTestApp, testConfig } from './helper';
import { bearer, signIn } from './auth-sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const refresh = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/gw/auth/token/refresh', payload: { refresh_token: refreshToken } });
const check = (token: string) => ctx.app.inject({ method: 'GET', url: '/gw/auth/check', headers: bearer(token) });

describe('access tokens', () => {
  it('answers /auth/check 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gw/auth/check' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('E_UNAUTHORIZED');
  });

  it('refuses a malformed, forged or expired token with E_INVALID_JWT_TOKEN', async () => {
    const { id } = await ctx.database.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    const user = { id, sessionId: crypto.randomUUID(), roles: ['ADMIN' as const], agentId: null, partnerId: null, agentType: null };
    const expired = await new TokenService(testConfig().jwtSecret, 0).signAccess(user);
    const forged = await new TokenService('another-secret-that-is-long-enough-too', 900).signAccess(user);
    for (const token of ['not-a-jwt', expired, forged]) {
      const res = await check(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Срок действия токена приложения истек', code: 'E_INVALID_JWT_TOKEN' });
    }
  });
});

describe('POST /gw/auth/token/refresh', () => {
  it('rotates: the new pair works, the old refresh token is spent', async () => {
    const first = await signIn(ctx.app, 'agent');
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await check(second.token)).statusCode).toBe(200);
    const third = await refresh(second.refreshToken);
    expect(third.statusCode).toBe(200);
  });

  it('answers an unknown token 401 E_INVALID_JWT_REFRESH_TOKEN', async () => {
    const res = await refresh('unknown-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Сессия истекла, войдите снова', code: 'E_INVALID_JWT_REFRESH_TOKEN' });
  });

  it('answers an expired token 401 without ending the session', async () => {
    const tokens = await signIn(ctx.app, 'agent');
    await ctx.database.db.updateTable('refresh_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', hashToken(tokens.refreshToken)).execute();
    expect((await refresh(tokens.refreshToken)).json().code).toBe('E_INVALID_JWT_REFRESH_TOKEN');
    expect((await check(tokens.token)).statusCode).toBe(200);
  });

  it('ends the whole session when a spent token is presented again', async () => {
    const first = await signIn(ctx.app, 'agent-admin');
    const second = (await refresh(first.refreshToken)).json();
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('E_INVALID_JWT_REFRESH_TOKEN');
    for (const token of [first.token, second.token]) {
      const res = await check(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('E_INVALID_JWT_TOKEN');
    }
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('lets exactly one of two concurrent refreshes of one token succeed', async () => {
    const tokens = await signIn(ctx.app, 'partner-admin');
    const results = await Promise.all([refresh(tokens.refreshToken), refresh(tokens.refreshToken)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses the refresh of a blocked user', async () => {
    const tokens = await signIn(ctx.app, 'client-new', { type: 'cabinet' });
    await ctx.database.db.updateTable('users').set({ blocked: true }).where('login', '=', 'client-new').execute();
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /gw/auth/logout', () => {
  it('ends the current session only', async () => {
    const tab = await signIn(ctx.app, 'admin');
    const otherDevice = await signIn(ctx.app, 'admin');
    const res = await ctx.app.inject({ method: 'POST', url: '/gw/auth/logout', headers: bearer(tab.token) });
    expect(res.statusCode).toBe(204);
    expect((await check(tab.token)).json().code).toBe('E_INVALID_JWT_TOKEN');
    expect((await refresh(tab.refreshToken)).statusCode).toBe(401);
    expect((await check(otherDevice.token)).statusCode).toBe(200);
  });

  it('needs a valid token', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/gw/auth/logout' })).statusCode).toBe(401);
  });
});
