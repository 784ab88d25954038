import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from './helper';
import { bearer } from './auth-sign-in';
import { ageCode, freshIp, freshPhone, lastSmsCode, post, wrongCode } from './onboarding-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
}, 300_000);
afterAll(async () => ctx?.close());

const FORM = { name: 'Новый Клиент', password: 'secret1', password_confirmation: 'secret1' };
let emailCounter = 0;
const freshEmail = () => `new_client${++emailCounter}@example.ru`;

async function start(phone = freshPhone(), ip = freshIp()) {
  const res = await post(ctx.app, '/auth/registration', { phone: `+${phone}`, role: 'CLIENT' }, { ip });
  expect(res.statusCode, res.body).toBe(200);
  return { phone, ip, codeId: res.json().codeId as string, reply: res.json() };
}

async function confirmed(phone = freshPhone()) {
  const { codeId, ip } = await start(phone);
  const code = await lastSmsCode(ctx.database.db, phone);
  const res = await post(ctx.app, '/auth/registration/confirm', { codeId, code }, { ip });
  expect(res.statusCode, res.body).toBe(200);
  return { phone, token: res.json().token as string, codeId };
}

const usersWithPhone = async (phone: string) =>
  (await ctx.database.db.selectFrom('users').select('id').where('phone', '=', phone).execute()).length;

describe('POST /gw/auth/registration', () => {
  it('sends a 6-digit code by SMS, stores only its hash, and answers codeId and message', async () => {
    const { phone, codeId, reply } = await start();
    expect(reply).toMatchObject({ codeId: expect.any(String), message: expect.stringContaining(phone), resendAfter: 60 });
    const code = await lastSmsCode(ctx.database.db, phone);
    expect(code).toMatch(/^\d{6}$/);
    const row = await ctx.database.db.selectFrom('auth_codes').selectAll().where('id', '=', codeId).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = (row.expires_at.getTime() - row.created_at.getTime()) / 1000;
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it('shows the code for the sandbox banner in demo mode only', { timeout: 300_000 }, async () => {
    const { phone, reply } = await start();
    expect(reply.sandboxCode).toBe(await lastSmsCode(ctx.database.db, phone));
    const production = await buildTestApp({ demo: false });
    try {
      const res = await post(production.app, '/auth/registration', { phone: freshPhone(), role: 'CLIENT' });
      expect(res.statusCode).toBe(200);
      expect(res.json().sandboxCode).toBeUndefined();
    } finally {
      await production.close();
    }
  });

  it('refuses a number that is not a mobile of the host’s country, a staff role, a taken phone', async () => {
    const bad = await post(ctx.app, '/auth/registration', { phone: '123', role: 'CLIENT' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.phone).toBe('Введите номер мобильного телефона');
    const kazakhOnRussianHost = await post(ctx.app, '/auth/registration', { phone: '+7 701 123 45 67', role: 'CLIENT' }, { ip: freshIp() });
    expect(kazakhOnRussianHost.statusCode).toBe(400);
    const kazakhOnKazakhHost = await post(ctx.app, '/auth/registration', { phone: '+7 701 123 45 67', role: 'CLIENT' }, { ip: freshIp(), host: 'cabinet.example.kz' });
    expect(kazakhOnKazakhHost.statusCode).toBe(200);
    const admin = await post(ctx.app, '/auth/registration', { phone: freshPhone(), role: 'ADMIN' });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().errors.role).toBeDefined();
    const taken = await post(ctx.app, '/auth/registration', { phone: '79000000006', role: 'CLIENT' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.phone).toContain('уже зарегистрирован');
  });

  it('refuses oversized and unknown fields', async () => {
    const long = await post(ctx.app, '/auth/registration', { phone: '9'.repeat(1000), role: 'CLIENT' });
    expect(long.statusCode).toBe(400);
    const extra = await post(ctx.app, '/auth/registration', { phone: freshPhone(), role: 'CLIENT', isAdmin: true });
    expect(extra.statusCode).toBe(400);
  });

  it('sends a new code only after 60 s, and at most 5 an hour per phone', async () => {
    const phone = freshPhone();
    const first = await start(phone);
    const again = await post(ctx.app, '/auth/registration', { phone, role: 'CLIENT' }, { ip: freshIp() });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(again.json().message).toMatch(/через \d+ с/);
    let last = first.codeId;
    for (let sent = 1; sent < 5; sent += 1) {
      await ageCode(ctx.database.db, last, 61);
      last = (await start(phone)).codeId;
    }
    await ageCode(ctx.database.db, last, 61);
    const sixth = await post(ctx.app, '/auth/registration', { phone, role: 'CLIENT' }, { ip: freshIp() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toContain('на этот номер');
  });

  it('sends at most 5 codes an hour from one address', async () => {
    const ip = freshIp();
    for (let sent = 0; sent < 5; sent += 1) await start(freshPhone(), ip);
    const sixth = await post(ctx.app, '/auth/registration', { phone: freshPhone(), role: 'CLIENT' }, { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toContain('с этого адреса');
  });
});

describe('POST /gw/auth/registration/confirm', () => {
  it('counts wrong codes: 5 attempts, then even the right code is refused', async () => {
    const { phone, codeId, ip } = await start();
    const code = await lastSmsCode(ctx.database.db, phone);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const res = await post(ctx.app, '/auth/registration/confirm', { codeId, code: wrongCode(code) }, { ip });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.code).toBe(`Неверный код. Осталось попыток: ${5 - attempt}`);
    }
    const fifth = await post(ctx.app, '/auth/registration/confirm', { codeId, code: wrongCode(code) }, { ip });
    expect(fifth.json().errors.code).toContain('Попытки ввода кода закончились');
    const right = await post(ctx.app, '/auth/registration/confirm', { codeId, code }, { ip });
    expect(right.statusCode).toBe(400);
    expect(right.json().errors.code).toContain('Попытки ввода кода закончились');
  });

  it('refuses an expired code and an unknown code id', async () => {
    const { phone, codeId } = await start();
    const code = await lastSmsCode(ctx.database.db, phone);
    await ageCode(ctx.database.db, codeId, 601);
    const expired = await post(ctx.app, '/auth/registration/confirm', { codeId, code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.code).toContain('Срок действия кода истек');
    const unknown = await post(ctx.app, '/auth/registration/confirm', { codeId: 'not-a-code', code });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a replayed confirmation', async () => {
    const { phone, codeId } = await confirmed();
    const code = await lastSmsCode(ctx.database.db, phone);
    const replay = await post(ctx.app, '/auth/registration/confirm', { codeId, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors.code).toContain('уже использован');
  });
});

describe('POST /gw/auth/registration/end', () => {
  it('creates a client with an incomplete profile and signs them in', async () => {
    const { phone, token } = await confirmed();
    const email = freshEmail();
    const res = await post(ctx.app, '/auth/registration/end', { ...FORM, email }, { token });
    expect(res.statusCode, res.body).toBe(200);
    const profile = await ctx.app.inject({ method: 'GET', url: '/gw/auth/profile', headers: bearer(res.json().token) });
    expect(profile.json()).toMatchObject({ phone, email, isNotFullProfile: true, isNewUser: false, scope: { roles: ['CLIENT'] } });
    const client = await ctx.database.db.selectFrom('clients').select('phone').where('phone', '=', phone).executeTakeFirst();
    expect(client?.phone).toBe(phone);
  });

  it('keeps the registration token apart from sessions: 401 on every other route', async () => {
    const { token } = await confirmed();
    for (const url of ['/gw/auth/profile', '/gw/auth/check', '/gw/client/certificates']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(401);
    }
    const recovery = await post(ctx.app, '/auth/security/password/new', { password: 'secret2' }, { token });
    expect(recovery.statusCode).toBe(401);
  });

  it('is refused without the token, with a session token, and after use', async () => {
    const { token } = await confirmed();
    expect((await post(ctx.app, '/auth/registration/end', { ...FORM, email: freshEmail() })).statusCode).toBe(401);
    const session = await post(ctx.app, '/auth/login', { input: 'client', password: 'demo1234', type: 'cabinet' });
    expect((await post(ctx.app, '/auth/registration/end', { ...FORM, email: freshEmail() }, { token: session.json().token })).statusCode).toBe(401);
    expect((await post(ctx.app, '/auth/registration/end', { ...FORM, email: freshEmail() }, { token })).statusCode).toBe(200);
    const replay = await post(ctx.app, '/auth/registration/end', { ...FORM, email: freshEmail() }, { token });
    expect(replay.statusCode).toBe(401);
  });

  it('applies O3 and creates nothing on a refusal, leaving the code usable', async () => {
    const { phone, token } = await confirmed();
    const mismatch = await post(ctx.app, '/auth/registration/end', { ...FORM, email: freshEmail(), password_confirmation: 'other' }, { token });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.password_confirmation).toBe('Пароли не совпадают');
    const short = await post(ctx.app, '/auth/registration/end', { ...FORM, email: freshEmail(), password: 'abc', password_confirmation: 'abc' }, { token });
    expect(short.statusCode).toBe(400);
    const badEmail = await post(ctx.app, '/auth/registration/end', { ...FORM, email: 'no-at-sign' }, { token });
    expect(badEmail.json().errors.email).toBe('Неправильный email');
    await ctx.database.db.updateTable('users').set({ email: 'taken_mail@example.ru' }).where('login', '=', 'client').execute();
    const takenEmail = await post(ctx.app, '/auth/registration/end', { ...FORM, email: 'TAKEN_mail@example.ru' }, { token });
    expect(takenEmail.statusCode).toBe(409);
    const oversized = await post(ctx.app, '/auth/registration/end', { ...FORM, email: freshEmail(), name: 'Я'.repeat(300) }, { token });
    expect(oversized.statusCode).toBe(400);
    expect(await usersWithPhone(phone)).toBe(0);
    expect((await post(ctx.app, '/auth/registration/end', { ...FORM, email: freshEmail() }, { token })).statusCode).toBe(200);
    expect(await usersWithPhone(phone)).toBe(1);
  });

  it('leaves only the code when the person never finishes', async () => {
    const { phone } = await start();
    expect(await usersWithPhone(phone)).toBe(0);
    expect(await ctx.database.db.selectFrom('clients').select('id').where('phone', '=', phone).executeTakeFirst()).toBeUndefined();
  });

  it('answers the same contract on /auth/cabinet/registration/end', async () => {
    const { token } = await confirmed();
    const res = await post(ctx.app, '/auth/cabinet/registration/end', { ...FORM, email: freshEmail() }, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String) });
  });
});
