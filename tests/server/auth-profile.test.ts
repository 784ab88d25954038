import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from './helper';
import { bearer, postLogin, signIn } from './auth-sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const getProfile = (token: string) => ctx.app.inject({ method: 'GET', url: '/gw/auth/profile', headers: bearer(token) });
const putProfile = (token: string, payload: object) => ctx.app.inject({ method: 'PUT', url: '/gw/auth/profile', headers: bearer(token), payload });
const changePassword = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/gw/auth/security/password/change', headers: bearer(token), payload });

describe('GET /gw/auth/profile', () => {
  it('gives an agent its agent data', async () => {
    const { token } = await signIn(ctx.app, 'agent-brutto');
    const agent = await ctx.database.db
      .selectFrom('agents')
      .innerJoin('users', 'users.id', 'agents.user_id')
      .select(['agents.id', 'agents.partner_id', 'users.id as user_id'])
      .where('users.login', '=', 'agent-brutto')
      .executeTakeFirstOrThrow();
    const res = await getProfile(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: agent.user_id,
      name: 'Петр Бруттов',
      phone: '79000000003',
      email: 'brutto@demo.local',
      isNotFullProfile: false,
      isNewUser: false,
      partnerClickId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      clickConsentAt: null,
      scope: { roles: ['AGENT'], agentData: { id: agent.id, partnerId: agent.partner_id, type: 'BRUTTO' } },
    });
  });

  it('gives a partner user its partner and no agent data', async () => {
    const { token } = await signIn(ctx.app, 'partner', { type: 'cpa' });
    const { scope } = (await getProfile(token)).json();
    expect(scope.agentData).toBeUndefined();
    expect(scope.roles).toEqual(['PARTNER']);
    expect(scope.partnerId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('flags a new client with an incomplete profile', async () => {
    const { token } = await signIn(ctx.app, 'client-new', { type: 'cabinet' });
    expect((await getProfile(token)).json()).toMatchObject({ isNewUser: true, isNotFullProfile: true, scope: { roles: ['CLIENT'] } });
  });
});

describe('PUT /gw/auth/profile', () => {
  it('saves a trimmed name and the e-mail, and answers the profile', async () => {
    const { token } = await signIn(ctx.app, 'client', { type: 'cabinet' });
    const res = await putProfile(token, { name: '  Мария Новая ', email: 'maria@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Мария Новая', email: 'maria@example.test', phone: '79000000006' });
    expect((await getProfile(token)).json().name).toBe('Мария Новая');
  });

  it('clears the e-mail when it is sent empty', async () => {
    const { token } = await signIn(ctx.app, 'client-new', { type: 'cabinet' });
    expect((await putProfile(token, { name: 'Новый', email: '' })).json().email).toBeNull();
  });

  it('rejects an empty name and a malformed e-mail with per-field messages', async () => {
    const { token } = await signIn(ctx.app, 'admin');
    const blankName = await putProfile(token, { name: '   ' });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().errors).toEqual({ name: 'Поле обязательно для заполнения' });
    const missingName = await putProfile(token, { email: 'admin@demo.local' });
    expect(missingName.json().errors).toEqual({ name: 'Поле обязательно для заполнения' });
    const badEmail = await putProfile(token, { name: 'Admin', email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors.email).toBe('Неправильный email');
  });

  it('refuses an e-mail that belongs to someone else', async () => {
    const { token } = await signIn(ctx.app, 'admin');
    const res = await putProfile(token, { name: 'Admin', email: 'AGENT@demo.local' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ email: 'Этот email уже используется' });
  });

  it('needs a token', async () => {
    expect((await ctx.app.inject({ method: 'PUT', url: '/gw/auth/profile', payload: { name: 'x' } })).statusCode).toBe(401);
  });
});

describe('POST /gw/auth/security/password/change', () => {
  it('checks the current password and the new one', async () => {
    const { token } = await signIn(ctx.app, 'agent');
    const wrong = await changePassword(token, { password: 'wrong', newPassword: 'secret-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: 'Неверный текущий пароль' });
    const short = await changePassword(token, { password: 'demo1234', newPassword: 'abc' });
    expect(short.json().errors.newPassword).toBe('Значение слишком короткое (минимум 4)');
    // staff: at least 8 characters and not a common password (a client keeps the spec's 4)
    const staffShort = await changePassword(token, { password: 'demo1234', newPassword: 'abcdefg' });
    expect(staffShort.json().errors).toEqual({ newPassword: 'Пароль должен быть не короче 8 символов' });
    const common = await changePassword(token, { password: 'demo1234', newPassword: 'qwerty123' });
    expect(common.json().errors).toEqual({ newPassword: 'Этот пароль слишком распространен, придумайте другой' });
    const spaced = await changePassword(token, { password: 'demo1234', newPassword: 'with space' });
    expect(spaced.json().errors).toEqual({ newPassword: 'Пароль не должен содержать пробелы' });
    expect((await postLogin(ctx.app, 'agent', { ip: '10.20.0.1' })).statusCode).toBe(200);
  });

  it('changes the password and ends the other sessions of the user', async () => {
    const current = await signIn(ctx.app, 'agent-admin');
    const other = await signIn(ctx.app, 'agent-admin');
    const res = await changePassword(current.token, { password: 'demo1234', newPassword: 'new-secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Пароль успешно изменен' });
    expect((await getProfile(current.token)).statusCode).toBe(200);
    expect((await getProfile(other.token)).json().code).toBe('E_INVALID_JWT_TOKEN');
    expect((await postLogin(ctx.app, 'agent-admin', { ip: '10.20.0.2' })).statusCode).toBe(401);
    expect((await postLogin(ctx.app, 'agent-admin', { password: 'new-secret', ip: '10.20.0.2' })).statusCode).toBe(200);
  });

  it("keeps the spec's 4 characters for a client (O3)", async () => {
    const { token } = await signIn(ctx.app, 'client-new', { type: 'cabinet', ip: '10.20.0.3' });
    const res = await changePassword(token, { password: 'demo1234', newPassword: 'ab12' });
    expect(res.statusCode).toBe(200);
    expect((await postLogin(ctx.app, 'client-new', { password: 'ab12', type: 'cabinet', ip: '10.20.0.3' })).statusCode).toBe(200);
  });
});
