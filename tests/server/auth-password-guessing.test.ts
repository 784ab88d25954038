import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_FAILURES } from '../../server/modules/auth/login/current-password';
import { ACCOUNT_FAILURES_PER_ADDRESS } from '../../server/modules/auth/login/throttle';
import { type TestContext, buildTestApp } from './helper';
import { bearer, postLogin, signIn } from './auth-sign-in';

/**
 * Issue 23, finding 6: the current password of a password change had no attempt limit (25 guesses, then the right
 * one, answered 200). It is now checked as sign-in checks a password, and too many wrong ones end the sessions.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const changePassword = (token: string, password: string, ip = '10.80.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/gw/auth/security/password/change', remoteAddress: ip, headers: bearer(token), payload: { password, newPassword: 'Guessed-pass-2026' } });

const getProfile = (token: string) => ctx.app.inject({ method: 'GET', url: '/gw/auth/profile', headers: bearer(token) });

describe('POST /gw/auth/security/password/change: wrong current passwords', () => {
  it('refuses the right password after 25 wrong ones, and ends every session of the user at the limit', async () => {
    const stolen = await signIn(ctx.app, 'agent-brutto', { ip: '10.80.0.2' });
    const owners = await signIn(ctx.app, 'agent-brutto', { ip: '10.80.0.3' });
    const statuses: number[] = [];
    for (let guess = 0; guess < 25; guess++) statuses.push((await changePassword(stolen.token, `guess-${guess}`)).statusCode);
    expect(statuses.slice(0, PASSWORD_CHANGE_FAILURES - 1)).toEqual(Array(PASSWORD_CHANGE_FAILURES - 1).fill(400));
    expect(statuses.slice(PASSWORD_CHANGE_FAILURES - 1)).toEqual(Array(25 - PASSWORD_CHANGE_FAILURES + 1).fill(401));
    const right = await changePassword(stolen.token, 'demo1234');
    expect(right.statusCode).toBe(401);
    // both sessions ended: the SPA's refresh fails and it signs out
    expect((await getProfile(owners.token)).statusCode).toBe(401);
    const refresh = await ctx.app.inject({ method: 'POST', url: '/gw/auth/token/refresh', payload: { refresh_token: stolen.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    // the old password still holds and the owner signs in again
    expect((await postLogin(ctx.app, 'agent-brutto', { ip: '10.80.0.3' })).statusCode).toBe(200);
    const journal = await ctx.app.db.selectFrom('login_history').select(['success']).where('kind', '=', 'password_change').execute();
    expect(journal).toHaveLength(PASSWORD_CHANGE_FAILURES);
  });

  it('answers the limit with a text that says why, in the caller’s language', async () => {
    const { token } = await signIn(ctx.app, 'partner-admin', { ip: '10.81.0.1' });
    let last;
    for (let guess = 0; guess < PASSWORD_CHANGE_FAILURES; guess++) {
      last = await ctx.app.inject({
        method: 'POST',
        url: '/gw/auth/security/password/change',
        remoteAddress: '10.81.0.2',
        headers: { ...bearer(token), 'accept-language': 'en' },
        payload: { password: `guess-${guess}`, newPassword: 'Guessed-pass-2026' },
      });
    }
    expect(last!.statusCode).toBe(401);
    expect(last!.json()).toEqual({ message: 'Too many wrong passwords. The session has ended, please sign in again', code: 'E_SESSION_ENDED' });
  });

  it('shares the sign-in limits: an address that failed sign-ins waits before its password change is checked', async () => {
    const { token } = await signIn(ctx.app, 'agent-admin', { ip: '10.82.0.1' });
    for (let attempt = 0; attempt < ACCOUNT_FAILURES_PER_ADDRESS; attempt++) {
      expect((await postLogin(ctx.app, 'agent-admin', { password: 'wrong', ip: '10.82.0.2' })).statusCode).toBe(401);
    }
    const limited = await changePassword(token, 'demo1234', '10.82.0.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('E_TOO_MANY_REQUESTS');
    // the session lives on, and from its own address the change goes through
    expect((await getProfile(token)).statusCode).toBe(200);
    expect((await changePassword(token, 'demo1234', '10.82.0.1')).statusCode).toBe(200);
  });
});
