import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { bearer } from './auth-sign-in';
import { type TestContext, buildTestApp } from './helper';
import { ageCode, freshIp, freshPhone, lastSmsCode, post, wrongCode } from './onboarding-support';
import { saleFixtures } from './sale-fixtures';

/**
 * Issue 23, finding 8: an e-mail a seller typed into a sale is not a claim on the address. A stranger registering
 * with it proves the address with a code sent to it, and the seller's client record lets go of it; nothing of the
 * sold client reaches the registrant.
 */
let ctx: TestContext;
let agent: Record<string, string>;
const fx = saleFixtures(() => ctx);
const db = () => ctx.database.db;
const FORM = { name: 'Настоящий Владелец', password: 'secret1', password_confirmation: 'secret1' };
let emailSeq = 0;
const freshEmail = () => `owner${++emailSeq}@example.ru`;

beforeAll(async () => {
  ctx = await buildTestApp();
  agent = await authAs(ctx.app, 'agent');
}, 300_000);
afterAll(async () => ctx?.close());

/** An agent's unpaid sale to a new client with the e-mail typed by the seller. */
async function unpaidSale(email: string) {
  const rate = await fx.rate('BASIC');
  const sold = await fx.sell(agent, { rate_id: rate.id, client: { phone: fx.phone(), name: 'Купленный Агентом', email } });
  expect(sold.statusCode, sold.body).toBe(201);
  const { id, client_id: clientId } = sold.json() as { id: string; client_id: string };
  return { certificateId: id, clientId };
}

async function registrationToken(phone = freshPhone()) {
  const ip = freshIp();
  const sent = await post(ctx.app, '/auth/registration', { phone, role: 'CLIENT' }, { ip });
  expect(sent.statusCode, sent.body).toBe(200);
  const confirmed = await post(ctx.app, '/auth/registration/confirm', { codeId: sent.json().codeId, code: await lastSmsCode(db(), phone) }, { ip });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { phone, token: confirmed.json().token as string };
}

async function lastMailCode(to: string) {
  const mail = await db().selectFrom('email_outbox').select(['recipient', 'body']).where('recipient', '=', to).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(mail.body)![1];
}

/** Asks for the code at the address and confirms it; answers the code's id. */
async function proveEmail(token: string, email: string) {
  const sent = await post(ctx.app, '/auth/registration/email', { email }, { token, ip: freshIp() });
  expect(sent.statusCode, sent.body).toBe(200);
  const codeId = sent.json().codeId as string;
  const confirmed = await post(ctx.app, '/auth/registration/email/confirm', { codeId, code: await lastMailCode(email) }, { token });
  expect(confirmed.statusCode, confirmed.body).toBe(204);
  return codeId;
}

const clientRecord = (id: string) => db().selectFrom('clients').select(['id', 'user_id', 'name', 'phone', 'email', 'email_verified_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('an e-mail a seller typed into an unpaid sale (issue 23, finding 8)', () => {
  it('does not lock its owner out: the owner proves the address and registers; the sold record lets go of it, its data stays its own', async () => {
    const email = freshEmail();
    const sold = await unpaidSale(email);
    const { phone, token } = await registrationToken();

    const unproven = await post(ctx.app, '/auth/registration/end', { ...FORM, email }, { token });
    expect(unproven.statusCode).toBe(409);
    expect(unproven.json()).toMatchObject({ code: 'E_EMAIL_PROOF_NEEDED', errors: { email: expect.stringContaining('без подтверждения') } });
    expect(await db().selectFrom('users').select('id').where('phone', '=', phone).execute()).toEqual([]);

    const emailCodeId = await proveEmail(token, email.toUpperCase());
    const done = await post(ctx.app, '/auth/registration/end', { ...FORM, email: email.toUpperCase(), emailCodeId }, { token });
    expect(done.statusCode, done.body).toBe(200);
    const session = bearer(done.json().token);

    const profile = (await ctx.app.inject({ method: 'GET', url: '/gw/auth/profile', headers: session })).json();
    expect(profile).toMatchObject({ phone, email: email.toUpperCase() });
    const own = await db().selectFrom('clients').select(['id', 'email', 'email_verified_at']).where('user_id', '=', profile.id).executeTakeFirstOrThrow();
    expect(own.id).not.toBe(sold.clientId);
    expect(own.email_verified_at).not.toBeNull();

    // the seller's record keeps its person, phone and certificate, without the address; the registrant sees none of it
    expect(await clientRecord(sold.clientId)).toMatchObject({ user_id: null, name: 'Купленный Агентом', email: null, email_verified_at: null });
    const certificate = await db().selectFrom('certificates').select('client_id').where('id', '=', sold.certificateId).executeTakeFirstOrThrow();
    expect(certificate.client_id).toBe(sold.clientId);
    const list = await ctx.app.inject({ method: 'GET', url: '/gw/client/certificates', headers: session });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).not.toContain(sold.certificateId);
    expect(list.body).not.toContain('Купленный Агентом');
    expect([403, 404]).toContain((await ctx.app.inject({ method: 'GET', url: `/gw/client/certificates/${sold.certificateId}`, headers: session })).statusCode);
  });

  it('takes no proof of another address or of another registration, and names the refusals in kk and en', async () => {
    const email = freshEmail();
    await unpaidSale(email);
    const first = await registrationToken();
    const second = await registrationToken();
    const otherAddress = await proveEmail(first.token, freshEmail());
    expect((await post(ctx.app, '/auth/registration/end', { ...FORM, email, emailCodeId: otherAddress }, { token: first.token })).json().errors).toEqual({
      emailCodeId: 'Подтверждение email истекло или относится к другому адресу. Запросите новый код',
    });
    const firstsProof = await proveEmail(first.token, email);
    const stolen = await post(ctx.app, '/auth/registration/end', { ...FORM, email, emailCodeId: firstsProof }, { token: second.token });
    expect(stolen.statusCode).toBe(400);
    // the address's codes are limited as a phone's are: no new one within 60 s
    const sent = await post(ctx.app, '/auth/registration/email', { email }, { token: first.token, ip: freshIp() });
    expect(sent.statusCode).toBe(429);
    const en = await ctx.app.inject({ method: 'POST', url: '/gw/auth/registration/end', headers: { ...bearer(second.token), 'accept-language': 'en' }, payload: { ...FORM, email } });
    expect(en.json().errors.email).toBe("This e-mail is on another client's record, unconfirmed. Confirm the address is yours with the code from the letter");
    const kk = await ctx.app.inject({ method: 'POST', url: '/gw/auth/registration/end', headers: { ...bearer(second.token), 'accept-language': 'kk' }, payload: { ...FORM, email } });
    expect(kk.json().errors.email).toBe('Бұл email басқа клиентте расталмай көрсетілген. Мекенжай сіздікі екенін хаттағы кодпен растаңыз');

    expect((await post(ctx.app, '/auth/registration/end', { ...FORM, email, emailCodeId: firstsProof }, { token: first.token })).statusCode).toBe(200);
    expect((await post(ctx.app, '/auth/registration/end', { ...FORM, email: freshEmail(), emailCodeId: firstsProof }, { token: second.token })).statusCode).toBe(400);
  });

  it('refuses a wrong e-mail code, a code of another registration, and the calls without the registration token', async () => {
    const email = freshEmail();
    const { token } = await registrationToken();
    const other = await registrationToken();
    const sent = await post(ctx.app, '/auth/registration/email', { email }, { token, ip: freshIp() });
    const code = await lastMailCode(email);
    const wrong = await post(ctx.app, '/auth/registration/email/confirm', { codeId: sent.json().codeId, code: wrongCode(code) }, { token });
    expect(wrong.json().errors.code).toBe('Неверный код. Осталось попыток: 4');
    const foreign = await post(ctx.app, '/auth/registration/email/confirm', { codeId: sent.json().codeId, code }, { token: other.token });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.code).toBe('Код не найден. Запросите новый код');
    expect((await post(ctx.app, '/auth/registration/email', { email })).statusCode).toBe(401);
    expect((await post(ctx.app, '/auth/registration/email/confirm', { codeId: sent.json().codeId, code })).statusCode).toBe(401);
    expect((await post(ctx.app, '/auth/registration/email', { email: 'not-an-address' }, { token })).json().errors.email).toBe('Неправильный email');
    expect((await post(ctx.app, '/auth/registration/email/confirm', { codeId: sent.json().codeId, code }, { token })).statusCode).toBe(204);
  });

  it('keeps a proven address: another person cannot take it, and a change by staff drops the proof', async () => {
    const email = freshEmail();
    const { token } = await registrationToken();
    const proof = await proveEmail(token, email);
    const done = await post(ctx.app, '/auth/registration/end', { ...FORM, email, emailCodeId: proof }, { token });
    expect(done.statusCode, done.body).toBe(200);
    await ageCode(db(), proof, 61);
    const profile = (await ctx.app.inject({ method: 'GET', url: '/gw/auth/profile', headers: bearer(done.json().token) })).json();
    // the account changes its own address (A14): the client record still holds the proven one
    await ctx.app.inject({ method: 'PUT', url: '/gw/auth/profile', headers: bearer(done.json().token), payload: { name: FORM.name, email: freshEmail() } });
    const stranger = await registrationToken();
    const taken = await post(ctx.app, '/auth/registration/end', { ...FORM, email, emailCodeId: await proveEmail(stranger.token, email) }, { token: stranger.token });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: 'Этот email уже используется' });

    const record = await db().selectFrom('clients').select('id').where('user_id', '=', profile.id).executeTakeFirstOrThrow();
    const admin = await authAs(ctx.app, 'admin');
    const edited = await ctx.app.inject({ method: 'PUT', url: `/gw/clients/${record.id}`, headers: admin, payload: { name: FORM.name, email: freshEmail() } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await clientRecord(record.id)).email_verified_at).toBeNull();
  });
});
