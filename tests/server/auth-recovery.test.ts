import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestContext, buildTestApp } from './helper';
import { bearer, postLogin, signIn } from './auth-sign-in';
import { approveAtBank, exchangeBankCode, startBankSignIn } from './bank-sign-in-support';
import { freshIp, post, sentSmsCode, wrongCode } from './onboarding-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
}, 300_000);
afterAll(async () => ctx?.close());

async function recoveryToken(login: string, phone: string) {
  const ip = freshIp();
  const sent = await post(ctx.app, '/auth/security/restore', { login, sendSms: true, sendEmail: false }, { ip });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await sentSmsCode(ctx.app, phone, sent.json().codeId);
  const confirmed = await post(ctx.app, '/auth/security/remind', { codeId: sent.json().codeId, code }, { ip });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().token as string;
}

describe('password recovery (A10)', () => {
  it('recovers by phone with an SMS code; the token sets the password once and ends the sessions', async () => {
    const old = await signIn(ctx.app, 'client', { type: 'cabinet' });
    const token = await recoveryToken('+7 (900) 000-00-06', '79000000006');
    const set = await post(ctx.app, '/auth/security/password/new', { password: 'fresh-pass', password_confirmation: 'fresh-pass' }, { token });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().message).toBe('Пароль успешно изменен');
    expect((await postLogin(ctx.app, 'client', { password: 'fresh-pass', type: 'cabinet' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/auth/profile', headers: bearer(old.token) })).statusCode).toBe(401);
    const replay = await post(ctx.app, '/auth/security/password/new', { password: 'other-pass' }, { token });
    expect(replay.statusCode).toBe(401);
    expect(await ctx.app.inject({ method: 'GET', url: '/gw/auth/profile', headers: bearer(token) }).then((res) => res.statusCode)).toBe(401);
  });

  it('sends the code by e-mail when asked', async () => {
    const sent = await post(ctx.app, '/auth/security/restore', { login: 'agent@demo.local', sendSms: false, sendEmail: true }, { ip: freshIp() });
    expect(sent.statusCode, sent.body).toBe(200);
    // the message goes after the reply
    await vi.waitFor(async () => {
      const mail = await ctx.database.db.selectFrom('email_outbox').select(['recipient', 'body']).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
      expect(mail.recipient).toBe('agent@demo.local');
      expect(mail.body).toMatch(/\d{6}/);
    });
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const before = await ctx.database.db.selectFrom('sms_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const res = await post(ctx.app, '/auth/security/restore', { login: '+79169999999', sendSms: true, sendEmail: true }, { ip: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ codeId: expect.any(String), message: expect.any(String) });
    expect(res.json().sandboxCode).toBeUndefined();
    const after = await ctx.database.db.selectFrom('sms_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('needs a channel, refuses a wrong code and a session token on the new-password call', async () => {
    const none = await post(ctx.app, '/auth/security/restore', { login: 'agent', sendSms: false, sendEmail: false });
    expect(none.statusCode).toBe(400);
    const ip = freshIp();
    const sent = await post(ctx.app, '/auth/security/restore', { login: 'agent-brutto', sendSms: true, sendEmail: false }, { ip });
    const code = await sentSmsCode(ctx.app, '79000000003', sent.json().codeId);
    const wrong = await post(ctx.app, '/auth/security/remind', { codeId: sent.json().codeId, code: wrongCode(code) }, { ip });
    expect(wrong.statusCode).toBe(400);
    const session = await signIn(ctx.app, 'agent');
    const withSession = await post(ctx.app, '/auth/security/password/new', { password: 'whatever-long' }, { token: session.token });
    expect(withSession.statusCode).toBe(401);
  });
});

describe('join by SMS code (A9)', () => {
  it('signs a client in with the code sent to their phone', async () => {
    const ip = freshIp();
    const sent = await post(ctx.app, '/auth/join', { phone: '+7 900 000 00 07' }, { ip });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await sentSmsCode(ctx.app, '79000000007', sent.json().codeId);
    const done = await post(ctx.app, '/auth/join/complete', { codeId: sent.json().codeId, code }, { ip });
    expect(done.statusCode, done.body).toBe(200);
    const profile = await ctx.app.inject({ method: 'GET', url: '/gw/auth/profile', headers: bearer(done.json().token) });
    expect(profile.json().phone).toBe('79000000007');
    const replay = await post(ctx.app, '/auth/join/complete', { codeId: sent.json().codeId, code }, { ip });
    expect(replay.statusCode).toBe(400);
  });
});

describe('PUT /gw/auth/profile/full (K1, O3)', () => {
  const FULL = { surname: 'Новикова', name: 'Анна', patronymic: 'Петровна', city: 'Москва', street: 'Тверская', house: '1', flat: 5, email: 'anna_new@example.ru', password: 'pass1', confirmCheckbox: true };

  it('refuses each O3 rule with its text', async () => {
    const { token } = await signIn(ctx.app, 'client-new', { type: 'cabinet' });
    const put = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/gw/auth/profile/full', headers: bearer(token), payload });
    const empty = await put({ ...FULL, surname: '  ', city: '', confirmCheckbox: false, email: 'bad@x', password: '   ', flat: 0 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      surname: 'Поле обязательно для заполнения',
      city: 'Поле обязательно для заполнения',
      flat: 'Номер квартиры — число не меньше 1',
      email: 'Неправильный email',
      password: 'Поле не может быть пустым',
      confirmCheckbox: 'Обязательно подтвердить согласие!',
    });
    // three letters are too short, said in the caller's language (issue 27)
    const short = await put({ ...FULL, password: 'abc' });
    expect(short.json().errors.password).toBe('Пароль должен быть длиннее 3 символов');
    expect((await put({ ...FULL, house: 'Д'.repeat(40) })).statusCode).toBe(400);
    expect((await put({ ...FULL, role: 'ADMIN' })).statusCode).toBe(400);
  });

  it('saves the profile, clears the flag and sets the new user’s password', async () => {
    const { token } = await signIn(ctx.app, 'client-new', { type: 'cabinet' });
    const res = await ctx.app.inject({ method: 'PUT', url: '/gw/auth/profile/full', headers: bearer(token), payload: FULL });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Новикова Анна Петровна', email: 'anna_new@example.ru', isNotFullProfile: false, isNewUser: false });
    expect((await postLogin(ctx.app, 'client-new', { password: 'pass1', type: 'cabinet' })).statusCode).toBe(200);
  });
});

describe('bank sign-in (A7) with the sandbox bank', () => {
  const authorize = () => startBankSignIn(ctx.app);
  const approve = (url: URL, person: string) => approveAtBank(ctx.app, url, person);
  const exchange = (payload: { authCode: string; state: string }, cookie: string) => exchangeBankCode(ctx.app, payload, cookie);

  it('serves the page, sends back code and state, links the demo client by phone', async () => {
    const { state, url, cookie } = await authorize();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const page = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('sandbox-bank-person');
    const back = await approve(url, 'sandbox-person-1');
    expect(back.get('state')).toBe(state);
    const res = await exchange({ authCode: back.get('code')!, state }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const profile = await ctx.app.inject({ method: 'GET', url: '/gw/auth/profile', headers: bearer(res.json().token) });
    expect(profile.json().phone).toBe('79000000006');
  });

  it('creates a client for a person new to us, with an incomplete profile', async () => {
    const { state, url, cookie } = await authorize();
    const back = await approve(url, 'sandbox-person-2');
    const res = await exchange({ authCode: back.get('code')!, state }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const profile = await ctx.app.inject({ method: 'GET', url: '/gw/auth/profile', headers: bearer(res.json().token) });
    expect(profile.json()).toMatchObject({ phone: '79161234567', isNotFullProfile: true, scope: { roles: ['CLIENT'] } });
  });

  it('rejects a bad state, a reused state, a reused code and an expired code', async () => {
    const first = await authorize();
    const back = await approve(first.url, 'sandbox-person-1');
    const forged = await exchange({ authCode: back.get('code')!, state: 'forged-state' }, first.cookie);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toContain('запрос устарел или подделан');
    expect((await exchange({ authCode: back.get('code')!, state: first.state }, first.cookie)).statusCode).toBe(200);
    expect((await exchange({ authCode: back.get('code')!, state: first.state }, first.cookie)).statusCode).toBe(400);
    const second = await authorize();
    const reused = await exchange({ authCode: back.get('code')!, state: second.state }, second.cookie);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toContain('код банка недействителен');
    const third = await authorize();
    const late = await approve(third.url, 'sandbox-person-1');
    await ctx.database.db.updateTable('sandbox_bank_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('used_at', 'is', null).execute();
    const expired = await exchange({ authCode: late.get('code')!, state: third.state }, third.cookie);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toContain('код банка недействителен');
  });

  it('has the bank’s token endpoint refuse a wrong PKCE verifier and its userinfo a missing token', async () => {
    const { url } = await authorize();
    const back = await approve(url, 'sandbox-person-1');
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/gw/sandbox/bank/token',
      payload: { grant_type: 'authorization_code', code: back.get('code'), redirect_uri: url.searchParams.get('redirect_uri'), code_verifier: 'x'.repeat(43), client_id: 'certificates' },
    });
    expect(token.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/sandbox/bank/userinfo' })).statusCode).toBe(400);
  });

  it('refuses a foreign redirect on the bank page', async () => {
    const { url } = await authorize();
    const query = new URLSearchParams(url.search);
    query.set('redirect_uri', 'https://evil.example/steal');
    expect((await ctx.app.inject({ method: 'GET', url: `/gw/sandbox/bank/authorize?${query}` })).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents every onboarding call', async () => {
    const { paths } = (await ctx.app.inject({ method: 'GET', url: '/gw/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const calls = [
      ['post', '/gw/auth/registration'],
      ['post', '/gw/auth/registration/confirm'],
      ['post', '/gw/auth/registration/end'],
      ['post', '/gw/auth/cabinet/registration/end'],
      ['post', '/gw/auth/join'],
      ['post', '/gw/auth/join/complete'],
      ['post', '/gw/auth/security/restore'],
      ['post', '/gw/auth/security/remind'],
      ['post', '/gw/auth/security/password/new'],
      ['put', '/gw/auth/profile/full'],
      ['get', '/gw/auth/oauth/sberbank/authorize'],
      ['post', '/gw/auth/oauth/sberbank'],
      ['get', '/gw/sandbox/bank/authorize'],
      ['post', '/gw/sandbox/bank/token'],
    ] as const;
    expect(calls.filter(([method, path]) => !paths[path]?.[method])).toEqual([]);
  });
});
