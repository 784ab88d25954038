import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from './helper';
import { bearer, signIn } from './auth-sign-in';
import { signInWithBank } from './bank-sign-in-support';
import { ageCode, freshIp, freshPhone, lastSmsCode, post, sentSmsCode, wrongCode } from './onboarding-support';

/**
 * Issue 11's "bad input" bar for onboarding, beyond auth-registration/auth-recovery tests: codes of another
 * flow, late and replayed tokens, oversized fields, the refusals' texts in ru/kk/en, and a client record an
 * agent's sale left (a phone and an e-mail with no account) meeting a registration, a bank sign-in or K1.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
}, 300_000);
afterAll(async () => ctx?.close());

const db = () => ctx.database.db;
const FORM = { name: 'Новый Клиент', password: 'secret1', password_confirmation: 'secret1' };
let emailCounter = 0;
const freshEmail = () => `refusal_client${++emailCounter}@example.ru`;

const postIn = (language: string, url: string, payload: object, ip = freshIp()) =>
  ctx.app.inject({ method: 'POST', url: `/gw${url}`, remoteAddress: ip, headers: { host: 'cabinet.example.test', 'accept-language': language }, payload });

async function registrationCode(phone = freshPhone()) {
  const ip = freshIp();
  const res = await post(ctx.app, '/auth/registration', { phone, role: 'CLIENT' }, { ip });
  expect(res.statusCode, res.body).toBe(200);
  return { phone, ip, codeId: res.json().codeId as string, code: await lastSmsCode(db(), phone) };
}

async function registrationToken(phone = freshPhone()) {
  const { codeId, code, ip } = await registrationCode(phone);
  const res = await post(ctx.app, '/auth/registration/confirm', { codeId, code }, { ip });
  expect(res.statusCode, res.body).toBe(200);
  return { phone, codeId, token: res.json().token as string };
}

const usersWithPhone = async (phone: string) => (await db().selectFrom('users').select('id').where('phone', '=', phone).execute()).length;
/** What an agent's sale leaves for a person: a client record with a phone (and maybe an e-mail), no account. */
const soldClient = (phone: string, email: string | null = null) =>
  db().insertInto('clients').values({ name: 'Купленный Агентом', phone, email }).returning('id').executeTakeFirstOrThrow();

describe('codes and tokens of another flow, late or replayed', () => {
  it('refuses a join code on the registration step and a registration code on the join step', async () => {
    const joinIp = freshIp();
    const join = await post(ctx.app, '/auth/join', { phone: '+7 900 000 00 07' }, { ip: joinIp });
    const joinCode = await sentSmsCode(ctx.app, '79000000007', join.json().codeId);
    const asRegistration = await post(ctx.app, '/auth/registration/confirm', { codeId: join.json().codeId, code: joinCode }, { ip: joinIp });
    expect(asRegistration.statusCode).toBe(400);
    expect(asRegistration.json()).toMatchObject({ message: 'Код не найден. Запросите новый код', errors: { code: 'Код не найден. Запросите новый код' } });
    const registration = await registrationCode();
    const asJoin = await post(ctx.app, '/auth/join/complete', { codeId: registration.codeId, code: registration.code });
    expect(asJoin.statusCode).toBe(400);
    expect(asJoin.json().errors.code).toBe('Код не найден. Запросите новый код');
    // neither refusal spent the code of its own flow
    expect((await post(ctx.app, '/auth/registration/confirm', { codeId: registration.codeId, code: registration.code })).statusCode).toBe(200);
  });

  it('refuses a registration token confirmed more than 15 minutes ago, and a recovery token, creating nothing', async () => {
    const { phone, codeId, token } = await registrationToken();
    await db().updateTable('auth_codes').set({ confirmed_at: new Date(Date.now() - 16 * 60_000) }).where('id', '=', codeId).execute();
    const late = await post(ctx.app, '/auth/registration/end', { ...FORM, email: freshEmail() }, { token });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('Подтверждение кода истекло или уже использовано. Начните заново');
    const restore = await post(ctx.app, '/auth/security/restore', { login: 'client', sendSms: true, sendEmail: false }, { ip: freshIp() });
    const recoveryCode = await sentSmsCode(ctx.app, '79000000006', restore.json().codeId);
    const recovery = await post(ctx.app, '/auth/security/remind', { codeId: restore.json().codeId, code: recoveryCode });
    expect(recovery.statusCode, recovery.body).toBe(200);
    const crossed = await post(ctx.app, '/auth/registration/end', { ...FORM, email: freshEmail() }, { token: recovery.json().token });
    expect(crossed.statusCode).toBe(401);
    expect(await usersWithPhone(phone)).toBe(0);
  });

  it('finishes a registration once when the last step is sent twice at the same time', async () => {
    const { phone, token } = await registrationToken();
    const replies = await Promise.all([0, 1].map(() => post(ctx.app, '/auth/registration/end', { ...FORM, email: freshEmail() }, { token })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 401]);
    expect(await usersWithPhone(phone)).toBe(1);
  });

  it('refuses an expired recovery code, a replayed confirmation, and keeps the token after a refused password', async () => {
    const ip = freshIp();
    const sent = await post(ctx.app, '/auth/security/restore', { login: 'agent-brutto', sendSms: true, sendEmail: false }, { ip });
    const code = await sentSmsCode(ctx.app, '79000000003', sent.json().codeId);
    await ageCode(db(), sent.json().codeId, 601);
    const expired = await post(ctx.app, '/auth/security/remind', { codeId: sent.json().codeId, code }, { ip });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.code).toBe('Срок действия кода истек. Запросите новый код');

    const again = await post(ctx.app, '/auth/security/restore', { login: 'agent-brutto', sendSms: true, sendEmail: false }, { ip: freshIp() });
    expect(again.statusCode, again.body).toBe(200);
    const fresh = await sentSmsCode(ctx.app, '79000000003', again.json().codeId);
    const confirmed = await post(ctx.app, '/auth/security/remind', { codeId: again.json().codeId, code: fresh });
    expect(confirmed.statusCode).toBe(200);
    const replay = await post(ctx.app, '/auth/security/remind', { codeId: again.json().codeId, code: fresh });
    expect(replay.json().errors.code).toBe('Этот код уже использован. Запросите новый код');
    const { token } = confirmed.json();
    const weak = await post(ctx.app, '/auth/security/password/new', { password: 'ab' }, { token });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toEqual(expect.any(String));
    expect((await post(ctx.app, '/auth/security/password/new', { password: 'Brutto-pass-2026' }, { token })).statusCode).toBe(200);
  });

  it('refuses a wrong and an expired join code', async () => {
    const ip = freshIp();
    const sent = await post(ctx.app, '/auth/join', { phone: '+7 900 000 00 06' }, { ip });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await sentSmsCode(ctx.app, '79000000006', sent.json().codeId);
    const wrong = await post(ctx.app, '/auth/join/complete', { codeId: sent.json().codeId, code: wrongCode(code) }, { ip });
    expect(wrong.json().errors.code).toBe('Неверный код. Осталось попыток: 4');
    await ageCode(db(), sent.json().codeId, 601);
    const expired = await post(ctx.app, '/auth/join/complete', { codeId: sent.json().codeId, code }, { ip });
    expect(expired.json().errors.code).toBe('Срок действия кода истек. Запросите новый код');
  });
});

describe('the refusals in the caller’s language', () => {
  it('names a wrong and an expired code in Russian, Kazakh and English', async () => {
    const texts = { ru: 'Неверный код. Осталось попыток: 4', kk: 'Код қате. Қалған әрекеттер: 4', en: 'Wrong code. Attempts left: 4' };
    for (const [language, text] of Object.entries(texts)) {
      const { codeId, code, ip } = await registrationCode();
      const wrong = await postIn(language, '/auth/registration/confirm', { codeId, code: wrongCode(code) }, ip);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: text, errors: { code: text } });
    }
    const { codeId, code } = await registrationCode();
    await ageCode(db(), codeId, 601);
    expect((await postIn('en', '/auth/registration/confirm', { codeId, code })).json().errors.code).toBe('The code has expired. Ask for a new one');
    expect((await postIn('kk', '/auth/registration/confirm', { codeId, code })).json().errors.code).toBe('Кодтың мерзімі өтті. Жаңа код сұраңыз');
  });
});

describe('oversized fields', () => {
  it('refuses them on every onboarding call with the error contract, before any code is spent', async () => {
    const { codeId, code, ip } = await registrationCode();
    const long = 'x'.repeat(100_000);
    const refusals = [
      ['/auth/registration/confirm', { codeId, code: `${code}${'1'.repeat(20)}` }],
      ['/auth/registration/confirm', { codeId: long, code }],
      ['/auth/registration/confirm', { codeId, code, currentPath: `/${long}` }],
      ['/auth/join', { phone: '7'.repeat(33) }],
      ['/auth/join/complete', { codeId, code: long }],
      ['/auth/security/restore', { login: long, sendSms: true, sendEmail: false }],
      ['/auth/security/remind', { codeId, code: long }],
      ['/auth/oauth/sberbank', { authCode: long, state: 'x' }],
      ['/auth/oauth/sberbank', { authCode: 'x', state: long }],
    ] as const;
    for (const [url, payload] of refusals) {
      const res = await post(ctx.app, url, payload, { ip });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ message: expect.any(String) });
    }
    expect((await post(ctx.app, '/auth/registration/confirm', { codeId, code }, { ip })).statusCode).toBe(200);
  });

  it('refuses an oversized last step of the registration and leaves nothing but the code', async () => {
    const { phone, token } = await registrationToken();
    for (const form of [
      { ...FORM, email: `${'a'.repeat(250)}@example.ru` },
      { ...FORM, email: freshEmail(), password: 'p'.repeat(1025), password_confirmation: 'p'.repeat(1025) },
      { ...FORM, email: freshEmail(), name: 'Я'.repeat(256) },
    ]) {
      const res = await post(ctx.app, '/auth/registration/end', form, { token });
      expect(res.statusCode).toBe(400);
    }
    expect(await usersWithPhone(phone)).toBe(0);
    expect((await db().selectFrom('clients').select('id').where('phone', '=', phone).execute()).length).toBe(0);
  });
});

describe('a client record an agent’s sale left (a phone, no account)', () => {
  it('is the registering person’s: the account is linked to it, no second record', async () => {
    const phone = freshPhone();
    const record = await soldClient(phone);
    const { token } = await registrationToken(phone);
    const email = freshEmail();
    const done = await post(ctx.app, '/auth/registration/end', { ...FORM, email }, { token });
    expect(done.statusCode, done.body).toBe(200);
    const profile = (await ctx.app.inject({ method: 'GET', url: '/gw/auth/profile', headers: bearer(done.json().token) })).json();
    const records = await db().selectFrom('clients').select(['id', 'user_id', 'email']).where('phone', '=', phone).execute();
    expect(records).toEqual([{ id: record.id, user_id: profile.id, email }]);
  });

  it('keeps its e-mail from a registration under another phone that has not proven the address, creating nothing', async () => {
    const taken = freshEmail();
    await soldClient(freshPhone(), taken);
    const { phone, token } = await registrationToken();
    for (const [language, text] of [
      ['ru', 'Этот email указан у другого клиента без подтверждения. Подтвердите, что адрес ваш, кодом из письма'],
      ['en', "This e-mail is on another client's record, unconfirmed. Confirm the address is yours with the code from the letter"],
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/gw/auth/registration/end', headers: { ...bearer(token), 'accept-language': language }, payload: { ...FORM, email: taken.toUpperCase() } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'E_EMAIL_PROOF_NEEDED', errors: { email: text } });
    }
    expect(await usersWithPhone(phone)).toBe(0);
    expect((await post(ctx.app, '/auth/registration/end', { ...FORM, email: freshEmail() }, { token })).statusCode).toBe(200);
  });

  it('is linked when the bank signs the person in, keeping the e-mail the sale gave it', async () => {
    const email = freshEmail();
    const record = await soldClient('79161234567', email);
    const res = await signInWithBank(ctx.app, 'sandbox-person-2');
    expect(res.statusCode, res.body).toBe(200);
    const profile = (await ctx.app.inject({ method: 'GET', url: '/gw/auth/profile', headers: bearer(res.json().token) })).json();
    const records = await db().selectFrom('clients').select(['id', 'user_id', 'email']).where('phone', '=', '79161234567').execute();
    expect(records).toEqual([{ id: record.id, user_id: profile.id, email }]);
  });

  it('keeps its e-mail from the mandatory profile (K1) of another client', async () => {
    const taken = freshEmail();
    await soldClient(freshPhone(), taken);
    const { token } = await signIn(ctx.app, 'client-new', { type: 'cabinet' });
    const full = { surname: 'Новикова', name: 'Анна', patronymic: 'Петровна', city: 'Москва', street: 'Тверская', house: '1', flat: 5, email: taken, password: 'pass1', confirmCheckbox: true };
    const res = await ctx.app.inject({ method: 'PUT', url: '/gw/auth/profile/full', headers: bearer(token), payload: full });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ email: 'Этот email уже используется' });
  });
});
