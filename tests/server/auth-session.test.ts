import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionGuard } from '../../server/modules/auth/session-guard';
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

describe('the session guard', () => {
  it('keeps a bounded number of answers: a session that falls out is asked of the database again, and a revoked one stays refused', async () => {
    let reads = 0;
    const counting: KyselyPlugin = { transformQuery: ({ node }) => ((reads += 1), node), transformResult: async ({ result }) => result };
    const db = ctx.database.db;
    const guard = new SessionGuard(db.withPlugin(counting), ctx.database.notifier, { alive: 2, revoked: 2 });
    const { id: userId } = await db.selectFrom('users').select('id').where('login', '=', 'agent').executeTakeFirstOrThrow();
    const session = async () => (await db.insertInto('auth_sessions').values({ user_id: userId, ip: null, user_agent: null }).returning('id').executeTakeFirstOrThrow()).id;
    /** The guard's answer and how many database reads it took. */
    const asked = async (sessionId: string) => {
      const before = reads;
      return { alive: await guard.isAlive(sessionId), reads: reads - before };
    };

    const [first, second, third] = [await session(), await session(), await session()];
    for (const id of [first, second, third]) expect(await asked(id)).toEqual({ alive: true, reads: 1 });
    expect(await asked(third)).toEqual({ alive: true, reads: 0 });
    // two answers kept: the first, least recently used, is read again
    expect(await asked(first)).toEqual({ alive: true, reads: 1 });

    const revoked = [await session(), await session(), await session()];
    await db.updateTable('auth_sessions').set({ revoked_at: new Date(), revoke_reason: 'test' }).where('id', 'in', revoked).execute();
    await guard.announceRevoked(revoked);
    expect(await asked(revoked[2])).toEqual({ alive: false, reads: 0 });
    // the oldest revocation fell out of memory: the database still refuses it
    expect(await asked(revoked[0])).toEqual({ alive: false, reads: 1 });
  });
});
