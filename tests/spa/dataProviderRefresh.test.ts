import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeSession } from './msw/fakeSession';
import { createTabMutex, createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';

setupMswServer();

const resources = { services: { path: '/services' } };
/** checkError's answer to a session that is over: sign out, the auth provider saying why (sessionEnd.ts). */
const SIGNED_OUT = { status: 401, message: false };
const page = { pagination: { page: 1, perPage: 30 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('token refresh after a 401 (A4)', () => {
  let session: ReturnType<typeof createFakeSession>;
  let providers: ReturnType<typeof createTestProviders>;
  let rejectedCalls: number;

  beforeEach(() => {
    localStorage.clear();
    session = createFakeSession();
    providers = createTestProviders(resources);
    rejectedCalls = 0;
    server.use(
      ...session.handlers,
      http.get(gw('/services'), (info) => {
        const authorized = session.guard(({ request }) => HttpResponse.json({ data: [{ id: request.headers.get('Authorization') }], total: 1, perPage: 30, page: 1 }));
        const reply = authorized(info);
        if ((reply as Response).status === 401) rejectedCalls += 1;
        return reply;
      }),
    );
    // The stored access token has expired; the refresh token is still good.
    providers.tokens.save({ token: 'expired', refreshToken: 'refresh-1' });
  });

  it('refreshes exactly once for twenty parallel requests and replays all of them with the new token', async () => {
    let openGate!: () => void;
    session.state.refreshGate = new Promise((resolve) => (openGate = resolve));
    const requests = Array.from({ length: 20 }, () => providers.dataProvider.getList('services', page));
    // The refresh answers only once every one of the twenty has been refused, so all of them wait on it.
    await expect.poll(() => rejectedCalls).toBe(20);
    openGate();

    const results = await Promise.all(requests);
    expect(session.state.refreshCalls).toBe(1);
    expect(results.map(({ data }) => data[0].id)).toEqual(Array(20).fill('Bearer access-2'));
    expect(providers.tokens.getSessionToken()).toBe('access-2');
    expect(providers.tokens.getRefreshToken()).toBe('refresh-2');
    expect(session.state.logoutCalls).toBe(0);
  });

  it('lets two tabs take turns, so the second replays with the token the first one got', async () => {
    let openGate!: () => void;
    session.state.refreshGate = new Promise((resolve) => (openGate = resolve));
    const lock = createTabMutex();
    const tabs = [createTestProviders(resources, { refreshLock: lock }), createTestProviders(resources, { refreshLock: lock })];
    const requests = tabs.map((tab) => tab.dataProvider.getList('services', page));
    await expect.poll(() => rejectedCalls).toBe(2);
    openGate();

    const results = await Promise.all(requests);
    expect(session.state.refreshCalls).toBe(1);
    expect(results.map(({ data }) => data[0].id)).toEqual(['Bearer access-2', 'Bearer access-2']);
  });

  it('replays without refreshing again when the token was already renewed', async () => {
    await providers.dataProvider.getList('services', page);
    providers.tokens.save({ token: 'access-2', refreshToken: 'refresh-2' });
    await providers.dataProvider.getList('services', page);
    expect(session.state.refreshCalls).toBe(1);
  });

  it('ends the session without calling the server when there is no refresh token', async () => {
    localStorage.removeItem('refreshToken');
    const error = await providers.dataProvider.getList('services', page).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401 });
    expect(session.state.refreshCalls).toBe(0);
    expect(providers.tokens.getSessionToken()).toBeNull();
    await expect(providers.authProvider.checkError(error)).rejects.toEqual(SIGNED_OUT);
  });

  it('ends the session with the token-lifetime text when the refresh token is refused', async () => {
    session.state.validRefreshToken = 'someone-else';
    await expect(providers.dataProvider.getList('services', page)).rejects.toMatchObject({
      status: 401,
      message: 'Истек срок действия токена приложения',
    });
    expect(providers.tokens.getSessionToken()).toBeNull();
    expect(providers.tokens.getRefreshToken()).toBeNull();
  });

  it.each([502, 503])('ends the session when the refresh answers %i', async (status) => {
    session.state.refreshFailure = status;
    const error = await providers.dataProvider.getList('services', page).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401 });
    expect(providers.tokens.getSessionToken()).toBeNull();
    await expect(providers.authProvider.checkError(error)).rejects.toEqual(SIGNED_OUT);
  });

  it('keeps the session when the refresh fails with 500, so a later call can try again', async () => {
    session.state.refreshFailure = 500;
    const error = await providers.dataProvider.getList('services', page).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, message: 'На сервере возникла непредвиденная ошибка' });
    expect(providers.tokens.getRefreshToken()).toBe('refresh-1');
    await expect(providers.authProvider.checkError(error)).resolves.toBeUndefined();
  });

  it('gives up after one replay when the new token is refused too', async () => {
    server.use(http.get(gw('/services'), () => HttpResponse.json({ message: 'Отозван', code: 'E_INVALID_JWT_TOKEN' }, { status: 401 })));
    await expect(providers.dataProvider.getList('services', page)).rejects.toMatchObject({ status: 401 });
    expect(session.state.refreshCalls).toBe(1);
  });

  it('signs out with the server’s reason, without refreshing, when the server ended every session (issue 23)', async () => {
    const reason = 'Слишком много неверных паролей. Сеанс завершен, войдите снова';
    server.use(http.get(gw('/services'), () => HttpResponse.json({ message: reason, code: 'E_SESSION_ENDED' }, { status: 401 })));
    const error = await providers.dataProvider.getList('services', page).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, message: reason });
    expect(session.state.refreshCalls).toBe(0);
    expect(providers.tokens.getSessionToken()).toBeNull();
    expect(providers.tokens.getRefreshToken()).toBeNull();
    await expect(providers.authProvider.checkError(error)).rejects.toEqual(SIGNED_OUT);
  });

  it('never refreshes for the sign-in call itself', async () => {
    server.use(http.post(gw('/auth/login'), () => HttpResponse.json({ message: 'no' }, { status: 401 })));
    await expect(providers.authProvider.login({ input: 'agent', password: 'wrong' })).rejects.toMatchObject({ status: 401 });
    expect(session.state.refreshCalls).toBe(0);
  });
});
