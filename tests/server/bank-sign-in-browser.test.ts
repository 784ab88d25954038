import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from './helper';
import { bearer } from './auth-sign-in';
import { approveAtBank, exchangeBankCode, startBankSignIn } from './bank-sign-in-support';

/** Issue 23, finding 7: a bank sign-in finishes only in the browser that started it (RFC 9700, the browser-apps BCP). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
}, 300_000);
afterAll(async () => ctx?.close());

describe('bank sign-in bound to the starting browser (A7)', () => {
  it('sets an HttpOnly, SameSite=Lax, Secure cookie for the exchange path only, living as long as the request', async () => {
    const { setCookie, state } = await startBankSignIn(ctx.app);
    const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim());
    expect(pair.startsWith(`bank_signin_${state}=`)).toBe(true);
    expect(pair.length).toBeGreaterThan(`bank_signin_${state}=`.length + 40);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Secure', 'Path=/gw/auth/oauth/sberbank', 'Max-Age=600']));
    // only the hash is kept on the server: the database alone cannot finish the flow
    const row = await ctx.database.db.selectFrom('oauth_requests').select('browser_hash').where('state', '=', state).executeTakeFirstOrThrow();
    expect(row.browser_hash).not.toBe(pair.split('=')[1]);
  });

  it('refuses the callback replayed from another browser, then signs the starting browser in once and clears its cookie', async () => {
    const started = await startBankSignIn(ctx.app);
    const back = await approveAtBank(ctx.app, started.url, 'sandbox-person-1');
    const callback = { authCode: back.get('code')!, state: started.state };

    const stolen = await exchangeBankCode(ctx.app, callback);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ message: 'Вход через банк не удался: он начат не в этом браузере. Начните вход через банк здесь заново', errors: { state: expect.any(String) } });
    expect(stolen.json().token).toBeUndefined();
    const forged = await exchangeBankCode(ctx.app, callback, `bank_signin_${started.state}=${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(400);
    const otherFlows = await startBankSignIn(ctx.app);
    expect((await exchangeBankCode(ctx.app, callback, otherFlows.cookie)).statusCode).toBe(400);

    const own = await exchangeBankCode(ctx.app, callback, started.cookie);
    expect(own.statusCode, own.body).toBe(200);
    const profile = await ctx.app.inject({ method: 'GET', url: '/gw/auth/profile', headers: bearer(own.json().token) });
    expect(profile.json().phone).toBe('79000000006');
    const cleared = String(own.headers['set-cookie'] ?? '');
    expect(cleared).toMatch(new RegExp(`^bank_signin_${started.state}=;`));
    expect(cleared).toContain('Path=/gw/auth/oauth/sberbank');
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);

    const again = await exchangeBankCode(ctx.app, callback, started.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('запрос устарел или подделан');
  });

  it('names the refusal in Kazakh and English', async () => {
    const started = await startBankSignIn(ctx.app);
    for (const [language, text] of [
      ['kk', 'Банк арқылы кіру сәтсіз: ол бұл браузерде басталмаған. Банк арқылы кіруді осында қайта бастаңыз'],
      ['en', 'Sign-in with the bank failed: it was not started in this browser. Start the sign-in with the bank here again'],
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/gw/auth/oauth/sberbank', headers: { 'accept-language': language }, payload: { authCode: 'x', state: started.state } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.state).toBe(text);
    }
  });
});
