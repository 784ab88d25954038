import { HttpResponse, http, type HttpResponseResolver } from 'msw';
import { gw } from './server';

export interface FakeSessionState {
  /** The access token the fake server accepts; anything else gets 401 E_INVALID_JWT_TOKEN. */
  validToken: string;
  /** The refresh token it accepts once; each refresh rotates both tokens. */
  validRefreshToken: string;
  refreshCalls: number;
  logoutCalls: number;
  profileCalls: number;
  loginBodies: unknown[];
  /** When set, the refresh call answers with this status instead. */
  refreshFailure: number | null;
  /** When set, the refresh call waits for it before answering. */
  refreshGate: Promise<void> | null;
}

export const demoProfile = {
  id: 'u-1',
  name: 'Айгерим Агентова',
  phone: '+77010000001',
  email: 'agent@example.kz',
  isNotFullProfile: false,
  isNewUser: false,
  scope: { roles: ['AGENT'], agentData: { id: 'a-1', partnerId: 'p-1', type: 'NETTO' } },
};

/** A /gw auth server in memory: login, rotating refresh, profile, logout, and a guard for protected routes. */
export function createFakeSession(profile: object = demoProfile) {
  const state: FakeSessionState = {
    validToken: 'access-1',
    validRefreshToken: 'refresh-1',
    refreshCalls: 0,
    logoutCalls: 0,
    profileCalls: 0,
    loginBodies: [],
    refreshFailure: null,
    refreshGate: null,
  };
  let issued = 1;

  const isAuthorized = (request: Request) => request.headers.get('Authorization') === `Bearer ${state.validToken}`;
  const expired = () => HttpResponse.json({ message: 'Срок действия токена истек', code: 'E_INVALID_JWT_TOKEN' }, { status: 401 });

  /** Wraps a handler of a protected route: a wrong or expired bearer token gets 401. */
  const guard =
    (resolver: HttpResponseResolver): HttpResponseResolver =>
    (info) =>
      isAuthorized(info.request) ? resolver(info) : expired();

  const handlers = [
    http.post(gw('/auth/login'), async ({ request }) => {
      state.loginBodies.push(await request.json());
      return HttpResponse.json({ token: state.validToken, refreshToken: state.validRefreshToken, expiresIn: 900 });
    }),
    http.post(gw('/auth/token/refresh'), async ({ request }) => {
      state.refreshCalls += 1;
      const { refresh_token } = (await request.json()) as { refresh_token?: string };
      await state.refreshGate;
      if (state.refreshFailure) return HttpResponse.json({ message: 'Ошибка шлюза' }, { status: state.refreshFailure });
      if (refresh_token !== state.validRefreshToken) {
        return HttpResponse.json({ message: 'Токен обновления недействителен', code: 'E_INVALID_JWT_REFRESH_TOKEN' }, { status: 401 });
      }
      issued += 1;
      state.validToken = `access-${issued}`;
      state.validRefreshToken = `refresh-${issued}`;
      return HttpResponse.json({ token: state.validToken, refreshToken: state.validRefreshToken, expiresIn: 900 });
    }),
    http.post(gw('/auth/logout'), () => {
      state.logoutCalls += 1;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(
      gw('/auth/profile'),
      guard(() => {
        state.profileCalls += 1;
        return HttpResponse.json(profile);
      }),
    ),
  ];

  return { state, handlers, guard };
}
