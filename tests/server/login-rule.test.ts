import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { bearer, postLogin } from './auth-sign-in';
import { freshIp, post, sentSmsCode } from './onboarding-support';

/**
 * Issue 23, finding 5: a login could take a client's phone number (sign-in preferred a login match). A new login
 * needs a letter and no @ on every path that sets one; a phone-shaped input names the phone first.
 */
let ctx: TestContext;
let admin: { authorization: string };
let partnerId: string;
let subdivisionId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  const sub = await ctx.app.db.selectFrom('subdivisions').select(['id', 'partner_id']).executeTakeFirstOrThrow();
  partnerId = sub.partner_id;
  subdivisionId = sub.id;
});
afterAll(async () => ctx?.close());

const NO_LETTER = 'Логин должен содержать хотя бы одну букву, чтобы его нельзя было спутать с номером телефона';
const EMAIL_SHAPED = 'Логин не может содержать @, чтобы его нельзя было спутать с email';

const call = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = admin) =>
  ctx.app.inject({ method, url: `/gw${url}`, headers, payload });

const agentBody = (login: string, suffix: string) => ({
  name: `Агент ${suffix}`,
  login,
  phone: `+7 (912) 555-01-${suffix}`,
  email: `rule-${suffix}@example.ru`,
  password: 'agent-pass-2026',
  role: [],
  partner_id: partnerId,
  subdivision_id: subdivisionId,
});

describe('a new login', () => {
  it('is refused by an invitation registration when it is a client’s phone number, in the caller’s language', async () => {
    const invitation = (await call('POST', '/partner/invitations', { partner_id: partnerId, subdivision_id: subdivisionId, fields: ['name', 'login'] })).json();
    const form = { partnerId, subdivisionId, invitationId: invitation.id, name: 'Захватчик', login: '79000000006', password: 'secret-password' };
    const refused = await call('POST', '/partner/invitations/register', form, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ login: NO_LETTER });
    const english = await call('POST', '/partner/invitations/register', form, { 'accept-language': 'en' });
    expect(english.json().errors).toEqual({ login: 'A login must contain at least one letter, so that it cannot be mistaken for a phone number' });
    // nothing was created and the invitation is still usable
    expect(await ctx.app.db.selectFrom('users').select('id').where('login', '=', '79000000006').executeTakeFirst()).toBeUndefined();
    expect((await call('POST', '/partner/invitations/register', { ...form, login: 'zahvatchik' }, {})).statusCode).toBe(201);
    expect((await postLogin(ctx.app, '+7 900 000 00 06', { type: 'cabinet', ip: '10.70.0.1' })).statusCode).toBe(200);
  });

  it('is refused when an admin creates an agent with a phone-shaped or an e-mail-shaped login', async () => {
    const phoneShaped = await call('POST', '/agents', agentBody('+7(900)000-00-06', '01'));
    expect(phoneShaped.statusCode).toBe(400);
    expect(phoneShaped.json().errors).toEqual({ login: NO_LETTER });
    const emailShaped = await call('POST', '/agents', agentBody('client@demo.local', '02'));
    expect(emailShaped.json().errors).toEqual({ login: EMAIL_SHAPED });
    expect((await call('POST', '/agents', agentBody('agent-07x', '03'))).statusCode).toBe(201);
  });

  it('keeps a login set before the rule when an agent is edited, and refuses a new one of its shape', async () => {
    const created = (await call('POST', '/agents', agentBody('legacy-agent', '04'))).json();
    await ctx.app.db.updateTable('users').set({ login: '55501' }).where('login', '=', 'legacy-agent').execute();
    const kept = await call('PUT', `/agents/${created.id}`, { ...agentBody('55501', '04'), password: undefined });
    expect(kept.statusCode, kept.body).toBe(200);
    const changed = await call('PUT', `/agents/${created.id}`, { ...agentBody('55502', '04'), password: undefined });
    expect(changed.json().errors).toEqual({ login: NO_LETTER });
  });
});

describe('a phone-shaped input', () => {
  it('names the phone first, so a login set earlier to someone’s number takes nothing from them', async () => {
    // an agent whose login was set to the client's phone before the rule
    await ctx.app.db.updateTable('users').set({ login: '79000000006' }).where('login', '=', 'agent-brutto').execute();
    for (const input of ['79000000006', '+7 (900) 000-00-06', '8 900 000 00 06']) {
      const res = await postLogin(ctx.app, input, { type: 'cabinet', ip: '10.70.1.1' });
      expect(res.statusCode, input).toBe(200);
      const profile = await ctx.app.inject({ method: 'GET', url: '/gw/auth/profile', headers: bearer(res.json().token) });
      expect(profile.json().scope.roles, input).toEqual(['CLIENT']);
    }
    const ip = freshIp();
    const sent = await post(ctx.app, '/auth/security/restore', { login: '79000000006', sendSms: true, sendEmail: false }, { ip });
    expect(sent.statusCode).toBe(200);
    const code = await sentSmsCode(ctx.app, '79000000006', sent.json().codeId);
    const confirmed = await post(ctx.app, '/auth/security/remind', { codeId: sent.json().codeId, code }, { ip });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });
});
