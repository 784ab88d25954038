import { HttpResponse, http } from 'msw';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { LoginError } from '../../src/authProvider';
import { createFakeSession, demoProfile } from './msw/fakeSession';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';

setupMswServer();

describe('authProvider', () => {
  let session: ReturnType<typeof createFakeSession>;
  let providers: ReturnType<typeof createTestProviders>;

  beforeEach(() => {
    localStorage.clear();
    session = createFakeSession();
    providers = createTestProviders();
    server.use(...session.handlers);
  });

  it('signs in with a trimmed login, a password without whitespace and the cabinet type, then keeps the tokens (A1)', async () => {
    await providers.authProvider.login({ username: '  agent@example.kz \n', password: ' de mo\t12 34 ' });
    expect(session.state.loginBodies).toEqual([{ input: 'agent@example.kz', password: 'demo1234', type: 'sales' }]);
    expect(localStorage.getItem('sessionToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
  });

  it('loads the profile once and exposes it as the identity (A12)', async () => {
    await providers.authProvider.login({ input: 'agent', password: 'demo1234' });
    const [identity] = await Promise.all([providers.authProvider.getIdentity(), providers.authProvider.checkAuth({}), providers.authProvider.getPermissions({})]);
    expect(identity).toEqual({
      id: 'u-1',
      fullName: demoProfile.name,
      phone: demoProfile.phone,
      email: demoProfile.email,
      roles: ['AGENT'],
      agentId: 'a-1',
      partnerId: 'p-1',
      agentType: 'NETTO',
      isNotFullProfile: false,
      isNewUser: false,
      partnerClickId: null,
      clickConsentAt: null,
    });
    expect(await providers.authProvider.getPermissions({})).toEqual(['AGENT']);
    expect(session.state.profileCalls).toBe(1);
    providers.authProvider.forgetIdentity();
    await providers.authProvider.getIdentity();
    expect(session.state.profileCalls).toBe(2);
  });

  it('rejects checkAuth silently without a token, so react-admin redirects to login keeping the address (B3)', async () => {
    await expect(providers.authProvider.checkAuth({})).rejects.toEqual({ message: false });
    expect(session.state.profileCalls).toBe(0);
  });

  it('rejects checkAuth when the session cannot be renewed, but not when the server is down', async () => {
    providers.tokens.save({ token: 'expired', refreshToken: 'spent' });
    await expect(providers.authProvider.checkAuth({})).rejects.toMatchObject({ status: 401 });

    providers.tokens.save({ token: 'access-1', refreshToken: 'refresh-1' });
    server.use(http.get(gw('/auth/profile'), () => HttpResponse.error()));
    await expect(providers.authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('signs out on 401 only; a 403 stays and is shown as a notification', async () => {
    await expect(providers.authProvider.checkError(new HttpError('Истек', 401))).rejects.toEqual({ status: 401, message: false });
    await expect(providers.authProvider.checkError(new HttpError('Доступ ограничен', 403))).resolves.toBeUndefined();
    await expect(providers.authProvider.checkError(new HttpError('Сбой', 500))).resolves.toBeUndefined();
  });

  it('logs out on the server and forgets the tokens and the profile (A5)', async () => {
    await providers.authProvider.login({ input: 'agent', password: 'demo1234' });
    await providers.authProvider.logout({});
    expect(session.state.logoutCalls).toBe(1);
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    await expect(providers.authProvider.getIdentity()).rejects.toThrow();
  });

  it('forgets the session even when the logout call fails', async () => {
    providers.tokens.save({ token: 'access-1', refreshToken: 'refresh-1' });
    server.use(http.post(gw('/auth/logout'), () => HttpResponse.error()));
    await providers.authProvider.logout({});
    expect(localStorage.getItem('sessionToken')).toBeNull();
  });

  it('answers canAccess from the shared matrix with the identity', async () => {
    const { canAccess } = providers.authProvider;
    expect(await canAccess({ resource: 'certificates', action: 'list' })).toBe(false);
    await providers.authProvider.login({ input: 'agent', password: 'demo1234' });
    expect(await canAccess({ resource: 'certificates', action: 'list' })).toBe(true);
    expect(await canAccess({ resource: 'certificates', action: 'delete' })).toBe(false);
    expect(await canAccess({ resource: 'services', action: 'create' })).toBe(false);
    expect(await canAccess({ resource: 'certificates', action: 'edit', record: { id: 'c1', agent_id: 'a-1' } })).toBe(true);
    expect(await canAccess({ resource: 'certificates', action: 'edit', record: { id: 'c2', agent_id: 'a-2' } })).toBe(false);
  });
});

describe('sign-in errors (P1)', () => {
  beforeEach(() => localStorage.clear());

  const failWith = async (reply: () => Response) => {
    server.use(http.post(gw('/auth/login'), reply));
    const error = await createTestProviders()
      .authProvider.login({ input: 'agent', password: 'x' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LoginError);
    return (error as LoginError).messages;
  };

  it.each([
    [401, 'Неправильный логин или пароль'],
    [404, 'Неправильный логин или пароль'],
    [403, 'Доступ к этому ресурсу ограничен'],
    [500, 'На сервере возникла непредвиденная ошибка'],
    [503, 'На сервере возникла непредвиденная ошибка'],
  ])('answers %i with “%s”', async (status, text) => {
    expect(await failWith(() => HttpResponse.json({ message: 'server text', code: 'E_X' }, { status }))).toEqual([text]);
  });

  it('gives each validation message of a 400 on its own', async () => {
    const errors = { input: 'Введите логин', password: 'Введите пароль' };
    expect(await failWith(() => HttpResponse.json({ message: 'Проверьте данные', errors }, { status: 400 }))).toEqual(['Введите логин', 'Введите пароль']);
  });

  it('shows the server’s text for too many attempts', async () => {
    expect(await failWith(() => HttpResponse.json({ message: 'Повторите через 5 минут' }, { status: 429 }))).toEqual(['Повторите через 5 минут']);
  });

  it('says the server is unavailable when there is no reply', async () => {
    expect(await failWith(() => HttpResponse.error())).toEqual(['Сервер не доступен']);
  });
});
