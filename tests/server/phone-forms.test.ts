import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { postLogin } from './auth-sign-in';
import { ageCode, freshIp, lastSmsCode, post, sentSmsCode } from './onboarding-support';

/** Issue 27: a phone registered as `9161234599` is the same phone in every form people type, on every server call. */
let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
}, 300_000);
afterAll(async () => ctx?.close());

const STORED = '79161234599';
const FORMS = ['9161234599', '+7 916 123-45-99', '8 916 123 45 99', '79161234599', '+7 (916) 123-45-99', '8(916)1234599'];

/** Clears the phone's code limits (60 s, 5 an hour), as if its codes were sent long ago. */
const ageCodesOf = async (target: string) => {
  const rows = await ctx.database.db.selectFrom('auth_codes').select('id').where('target', '=', target).execute();
  for (const row of rows) await ageCode(ctx.database.db, row.id, 3601);
};

describe('one phone number in every form people type (issue 27)', () => {
  beforeAll(async () => {
    const ip = freshIp();
    const started = await post(ctx.app, '/auth/registration', { phone: '9161234599', role: 'CLIENT' }, { ip });
    expect(started.statusCode, started.body).toBe(200);
    const code = await lastSmsCode(ctx.database.db, STORED);
    const confirmed = await post(ctx.app, '/auth/registration/confirm', { codeId: started.json().codeId, code }, { ip });
    const form = { name: 'Тел Формов', email: 'forms@example.ru', password: 'secret1', password_confirmation: 'secret1' };
    const end = await post(ctx.app, '/auth/registration/end', form, { ip, token: confirmed.json().token });
    expect(end.statusCode, end.body).toBe(200);
  });

  it.each(FORMS)('signs in with %j', async (input) => {
    const res = await postLogin(ctx.app, input, { password: 'secret1', type: 'cabinet', ip: freshIp() });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each(FORMS)('recovers with %j: the code goes by SMS to the registered phone', async (login) => {
    await ageCodesOf(STORED);
    const sent = await post(ctx.app, '/auth/security/restore', { login, sendSms: true, sendEmail: false }, { ip: freshIp() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await sentSmsCode(ctx.app, STORED, sent.json().codeId)).toMatch(/^\d{6}$/);
  });

  it.each(FORMS)('refuses to register %j again: the phone is taken', async (phone) => {
    await ageCodesOf(STORED);
    const res = await post(ctx.app, '/auth/registration', { phone, role: 'CLIENT' }, { ip: freshIp() });
    expect(res.statusCode, res.body).toBe(409);
    expect(Object.keys(res.json().errors)).toEqual(['phone']);
  });
});

describe('a client’s phone in every form (E5, E7, E1 search)', () => {
  const CLIENT = '79165550102';
  const forms = ['+7 916 555-01-02', '8 916 555 01 02', '9165550102', '79165550102'];

  beforeAll(async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/gw/clients', headers: admin, payload: { name: 'Клиент Формов', phone: '8 (916) 555-01-02', email: 'client-forms@example.ru' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().phone).toBe(CLIENT);
  });

  it.each(forms)('the existence check finds %j', async (phone) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/gw/client/exist?phone=${encodeURIComponent(phone)}`, headers: admin });
    expect(res.json()).toEqual({ exist: true, name: 'Клиент Формов' });
  });

  it.each(forms)('a second client with %j is refused: the phone is taken', async (phone) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/gw/clients', headers: admin, payload: { name: 'Другой', phone, email: `other-${phone.replace(/\D/g, '')}@example.ru` } });
    expect(res.statusCode, res.body).toBe(409);
    expect(Object.keys(res.json().errors)).toEqual(['phone']);
  });

  it.each(forms)('the clients’ search finds the client by %j', async (q) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/gw/clients?q=${encodeURIComponent(q)}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((row: { phone: string }) => row.phone)).toEqual([CLIENT]);
  });
});
