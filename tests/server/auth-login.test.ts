import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabinetOf } from '../../common/roles';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';
import { ACCOUNT_FAILURES_PER_ADDRESS, FAILURES_PER_ADDRESS } from '../../server/modules/auth/login/throttle';
import { type TestContext, buildTestApp } from './helper';
import { bearer, postLogin } from './auth-sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

describe('POST /gw/auth/login', () => {
  it('signs in every demo account into its own cabinet', async () => {
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const res = await postLogin(ctx.app, account.login, { type: cabinetOf(account.roles)!, ip: `10.1.0.${index + 1}` });
      expect(res.statusCode, account.login).toBe(200);
      const body = res.json();
      expect(body).toEqual({ token: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 });
      const check = await ctx.app.inject({ method: 'GET', url: '/gw/auth/check', headers: bearer(body.token) });
      expect(check.json()).toEqual({ authenticated: true });
    }
  });

  it('accepts the phone number in any notation, the e-mail and the login in any case', async () => {
    for (const input of ['79000000002', '+7 (900) 000-00-02', 'AGENT@Demo.Local', 'AgEnT', '  agent  ']) {
      const res = await postLogin(ctx.app, input, { ip: '10.2.0.1' });
      expect(res.statusCode, input).toBe(200);
    }
  });

  it('ignores whitespace in the password, as the SPA strips it', async () => {
    expect((await postLogin(ctx.app, 'admin', { password: ' demo 1234 ', ip: '10.2.0.2' })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown account alike, in Russian by default', async () => {
    const wrong = await postLogin(ctx.app, 'admin', { password: 'nope', ip: '10.3.0.1' });
    const unknown = await postLogin(ctx.app, 'nobody-here', { ip: '10.3.0.2' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Неправильный логин или пароль', code: 'E_INVALID_CREDENTIALS' });
    }
  });

  it('answers in the language of Accept-Language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/gw/auth/login',
      remoteAddress: '10.3.0.3',
      headers: { 'accept-language': 'en' },
      payload: { input: 'admin', password: 'nope', type: 'sales' },
    });
    expect(res.json().message).toBe('Wrong login or password');
  });

  it('refuses a blocked user with 403 E_USER_BLOCKED, only after the password checks out', async () => {
    await ctx.database.db.insertInto('users').values({ login: 'blocked-one', name: 'Blocked', password_hash: await passwordHashOf('admin'), roles: ['AGENT'], blocked: true }).execute();
    const right = await postLogin(ctx.app, 'blocked-one', { ip: '10.4.0.1' });
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('E_USER_BLOCKED');
    const wrong = await postLogin(ctx.app, 'blocked-one', { password: 'nope', ip: '10.4.0.1' });
    expect(wrong.statusCode).toBe(401);
  });

  it('signs a client in on the sales login page too; the SPA then moves it to its own cabinet', async () => {
    const res = await postLogin(ctx.app, 'client', { type: 'sales', ip: '10.4.0.2' });
    expect(res.statusCode).toBe(200);
    const profile = await ctx.app.inject({ method: 'GET', url: '/gw/auth/profile', headers: { authorization: `Bearer ${res.json().token}` } });
    expect(profile.json().scope.roles).toEqual(['CLIENT']);
  });

  it('validates the body field by field', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/gw/auth/login', payload: { input: 'admin', type: 'other' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['password', 'type']));
  });

  it('writes every attempt to the login journal', async () => {
    await postLogin(ctx.app, 'partner', { type: 'cpa', ip: '10.5.0.1' });
    await postLogin(ctx.app, 'partner', { type: 'cpa', password: 'bad', ip: '10.5.0.1' });
    const rows = await ctx.database.db.selectFrom('login_history').selectAll().where('ip', '=', '10.5.0.1').orderBy('created_at').execute();
    const partner = await ctx.database.db.selectFrom('users').select('id').where('login', '=', 'partner').executeTakeFirstOrThrow();
    expect(rows.map((row) => [row.user_id, row.input, row.host, row.success])).toEqual([
      [partner.id, 'partner', 'sales.example.test', true],
      [partner.id, 'partner', 'sales.example.test', false],
    ]);
  });
});

describe('brute-force protection', () => {
  it('throttles one account from one address, but not the user from another address', async () => {
    for (let attempt = 0; attempt < ACCOUNT_FAILURES_PER_ADDRESS; attempt++) {
      expect((await postLogin(ctx.app, 'agent-admin', { password: `guess${attempt}`, ip: '10.6.0.1' })).statusCode).toBe(401);
    }
    const throttled = await postLogin(ctx.app, 'agent-admin', { ip: '10.6.0.1' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('E_TOO_MANY_REQUESTS');
    expect(throttled.json().message).toMatch(/^Слишком много попыток, повторите через \d+ с$/);
    const seconds = Number(/(\d+) с$/.exec(throttled.json().message)![1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);

    expect((await postLogin(ctx.app, 'agent-admin', { ip: '10.6.0.2' })).statusCode).toBe(200);
    expect((await postLogin(ctx.app, 'agent-brutto', { ip: '10.6.0.1' })).statusCode).toBe(200);
  });

  it('resets the per-account count after a successful sign-in from that address', async () => {
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < ACCOUNT_FAILURES_PER_ADDRESS - 1; attempt++) {
        expect((await postLogin(ctx.app, 'agent', { password: 'wrong', ip: '10.7.0.1' })).statusCode).toBe(401);
      }
      expect((await postLogin(ctx.app, 'agent', { ip: '10.7.0.1' })).statusCode).toBe(200);
    }
  });

  it('throttles an address that sprays passwords over many accounts', async () => {
    for (let attempt = 0; attempt < FAILURES_PER_ADDRESS; attempt++) {
      expect((await postLogin(ctx.app, `user-${attempt}`, { password: 'spray', ip: '10.8.0.1' })).statusCode).toBe(401);
    }
    expect((await postLogin(ctx.app, 'admin', { ip: '10.8.0.1' })).statusCode).toBe(429);
    expect((await postLogin(ctx.app, 'admin', { ip: '10.8.0.2' })).statusCode).toBe(200);
  });

  it('caps the request rate of one address before touching the database', async () => {
    let res;
    for (let attempt = 0; attempt < 31; attempt++) {
      res = await ctx.app.inject({ method: 'POST', url: '/gw/auth/login', remoteAddress: '10.9.0.1', payload: {} });
    }
    expect(res!.statusCode).toBe(429);
    expect(res!.json()).toMatchObject({ code: 'E_TOO_MANY_REQUESTS', message: expect.stringMatching(/^Слишком много попыток/) });
  });
});

async function passwordHashOf(login: string) {
  const row = await ctx.database.db.selectFrom('users').select('password_hash').where('login', '=', login).executeTakeFirstOrThrow();
  return row.password_hash;
}
