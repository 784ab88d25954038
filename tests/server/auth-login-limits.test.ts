import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURES_BEFORE_SLOWDOWN, accountDelaySeconds } from '../../server/modules/auth/login/account-slowdown';
import { ACCOUNT_FAILURES_PER_ADDRESS } from '../../server/modules/auth/login/throttle';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { type TestContext, buildTestApp, testConfig } from './helper';
import { postLogin } from './auth-sign-in';

let ctx: TestContext;
/** A second app on the same database, behind a configured proxy. */
let behindProxy: FastifyInstance;
beforeAll(async () => {
  ctx = await buildTestApp();
  behindProxy = await buildApp({ config: testConfig({ trustProxy: ['10.250.0.0/16'] }), database: ctx.database, logger: false });
}, 120_000);
afterAll(async () => {
  await behindProxy?.close();
  await ctx?.close();
});

const loginFrom = (app: TestContext['app'], peer: string, forwardedFor: string, password = 'wrong-guess') =>
  app.inject({ method: 'POST', url: '/gw/auth/login', remoteAddress: peer, headers: { 'x-forwarded-for': forwardedFor }, payload: { input: 'agent', password, type: 'sales' } });

/** Moves the account's recorded attempts back in time, as if the seconds had passed. */
async function age(context: TestContext, login: string, seconds: number) {
  await sql`update login_history set created_at = created_at - make_interval(secs => ${seconds})
    where user_id = (select id from users where login = ${login})`.execute(context.database.db);
}

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For from a peer that is not a configured proxy: a forged address does not reset the limit', async () => {
    for (let attempt = 0; attempt < ACCOUNT_FAILURES_PER_ADDRESS; attempt++) {
      expect((await loginFrom(ctx.app, '10.31.0.1', `192.0.2.${attempt}`)).statusCode).toBe(401);
    }
    const forged = await loginFrom(ctx.app, '10.31.0.1', '198.51.100.7', 'demo1234');
    expect(forged.statusCode).toBe(429);
    const rows = await ctx.database.db.selectFrom('login_history').select('ip').where('input', '=', 'agent').execute();
    expect(new Set(rows.map((row) => row.ip))).toEqual(new Set(['10.31.0.1']));
  });

  it('believes X-Forwarded-For from a configured proxy', async () => {
    const res = await loginFrom(behindProxy, '10.250.0.5', '203.0.113.9');
    expect(res.statusCode).toBe(401);
    const row = await ctx.database.db.selectFrom('login_history').select('ip').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(row.ip).toBe('203.0.113.9');
  });
});

describe('per-account slowdown across addresses', () => {
  it('grows the delay after the threshold and caps it', () => {
    expect(accountDelaySeconds(ACCOUNT_FAILURES_BEFORE_SLOWDOWN - 1)).toBe(0);
    expect(accountDelaySeconds(ACCOUNT_FAILURES_BEFORE_SLOWDOWN)).toBe(5);
    expect(accountDelaySeconds(ACCOUNT_FAILURES_BEFORE_SLOWDOWN + 2)).toBe(20);
    expect(accountDelaySeconds(ACCOUNT_FAILURES_BEFORE_SLOWDOWN + 30)).toBe(60);
  });

  it('slows an account guessed at from many addresses, and lets the right password in from a new address after the wait', async () => {
    const login = 'agent-brutto';
    for (let attempt = 0; attempt < ACCOUNT_FAILURES_BEFORE_SLOWDOWN + 3; attempt++) {
      const res = await postLogin(ctx.app, login, { password: 'guess', ip: `10.32.${attempt}.1` });
      expect(res.statusCode, `attempt ${attempt}`).toBe(attempt < ACCOUNT_FAILURES_BEFORE_SLOWDOWN ? 401 : 429);
      if (attempt >= ACCOUNT_FAILURES_BEFORE_SLOWDOWN) expect(res.json().code).toBe('E_TOO_MANY_REQUESTS');
    }
    // the real user from a fresh address is asked to wait a few seconds, not locked out
    const waiting = await postLogin(ctx.app, login, { ip: '10.33.0.1' });
    expect(waiting.statusCode).toBe(429);
    const seconds = Number(/(\d+) с$/.exec(waiting.json().message)![1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(accountDelaySeconds(ACCOUNT_FAILURES_BEFORE_SLOWDOWN));
    // refused requests do not count: the wait runs from the last checked password
    await age(ctx, login, seconds + 1);
    expect((await postLogin(ctx.app, login, { ip: '10.33.0.1' })).statusCode).toBe(200);
    // after the success the account is no longer slowed
    expect((await postLogin(ctx.app, login, { password: 'guess', ip: '10.34.0.1' })).statusCode).toBe(401);
  });

  it('does not slow an address the account signed in from lately', async () => {
    const login = 'partner-admin';
    expect((await postLogin(ctx.app, login, { ip: '10.35.0.1' })).statusCode).toBe(200);
    for (let attempt = 0; attempt < ACCOUNT_FAILURES_BEFORE_SLOWDOWN; attempt++) {
      await postLogin(ctx.app, login, { password: 'guess', ip: `10.36.${attempt}.1` });
    }
    expect((await postLogin(ctx.app, login, { ip: '10.37.0.1' })).statusCode).toBe(429);
    expect((await postLogin(ctx.app, login, { ip: '10.35.0.1' })).statusCode).toBe(200);
  });
});
