import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminContext, localStorageStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../src/authProvider';
import { CabinetAdmin } from '../../src/cabinets/CabinetAdmin';
import { salesCabinet } from '../../src/cabinets/sales/salesCabinet';
import { NotificationLayer } from '../../src/layout/NotificationLayer';
import { LiveChannel } from '../../src/live';
import { storeConsent } from '../../src/pages/cookieConsent';
import { createFakeSession } from './msw/fakeSession';
import { createLiveLink } from './msw/liveLink';
import { createTestProviders } from './msw/providers';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT } from './test-utils';
import { testI18nProvider } from './testI18n';

afterEach(cleanup);
setupMswServer();

/** A signed-in agent whose every call but the profile is refused (401) and whose refresh token the server refuses. */
function expiredSession() {
  const session = createFakeSession();
  const live = createLiveLink();
  session.state.validRefreshToken = 'spent-elsewhere';
  server.use(
    ...session.handlers,
    live.handler,
    http.all(gw('/*'), () => HttpResponse.json({ message: 'Срок действия токена истек', code: 'E_INVALID_JWT_TOKEN' }, { status: 401 })),
  );
  tokenStore.save({ token: 'access-1', refreshToken: 'refresh-1' });
  return session;
}

describe('a session that ends says why, then the sign-in page (A2, P3)', COMPONENT_TEST, () => {
  beforeEach(() => {
    localStorage.clear();
    storeConsent();
    window.location.hash = '#/certificates';
  });

  it.each([
    ['ru', 'Ошибка', 'Истек срок действия токена приложения', /^Логин, телефон или e-mail/],
    ['en', 'Error', 'The application token has expired', /^Login, phone or e-mail/],
  ])('a refused refresh shows the token-lifetime text in %s under the P1 title (P3)', async (locale, title, text, loginField) => {
    localStorage.setItem('RaStore.locale', JSON.stringify(locale));
    const session = expiredSession();
    const { authProvider, dataProvider } = createTestProviders(resourceEndpoints, { tokens: tokenStore });
    render(<CabinetAdmin definition={salesCabinet} authProvider={authProvider} dataProvider={dataProvider} store={localStorageStore()} />);
    expect(await screen.findByText(text, {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText(title)).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
    expect(await screen.findByLabelText(loginField, {}, RENDER_WAIT)).toBeInTheDocument();
    expect(session.state.refreshCalls).toBeGreaterThan(0);
    expect(screen.getAllByText(text)).toHaveLength(1);
  });

  it('a 401 from the auth check shows “Произошла ошибка авторизации”, then goes to sign-in (A2)', async () => {
    const session = createFakeSession();
    const live = createLiveLink();
    server.use(...session.handlers, live.handler);
    const { authProvider, dataProvider } = createTestProviders({}, { tokens: tokenStore });
    tokenStore.save({ token: 'access-1', refreshToken: 'refresh-1' });
    render(
      <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={testI18nProvider('ru')}>
        <LiveChannel />
        <NotificationLayer />
      </AdminContext>,
    );
    await waitFor(() => expect(live.clients).toHaveLength(1));
    // the session ended elsewhere (a sign-out, a password change): the server refuses both tokens and closes the socket
    session.state.validToken = 'revoked';
    session.state.validRefreshToken = 'revoked';
    server.use(http.get(gw('/auth/check'), session.guard(() => HttpResponse.json({ authenticated: true }))));
    live.clients[0].close(4401);
    expect(await screen.findByText('Произошла ошибка авторизации', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Ошибка')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
    expect(localStorage.getItem('sessionToken')).toBeNull();
  });
});
