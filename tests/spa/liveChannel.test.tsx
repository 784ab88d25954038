import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../src/authProvider';
import { testI18nProvider } from './testI18n';
import { LiveChannel } from '../../src/live';
import { NotificationLayer } from '../../src/layout/NotificationLayer';
import { createFakeSession } from './msw/fakeSession';
import { createLiveLink } from './msw/liveLink';
import { createTestProviders } from './msw/providers';
import { server, setupMswServer } from './msw/server';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

setupMswServer();

describe('<LiveChannel /> (A6)', () => {
  beforeEach(() => {
    localStorage.clear();
    window.location.hash = '#/certificates';
  });

  it('signs a blocked user out with the error notification and sends them to /login', async () => {
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
    const [connection] = live.clients;
    expect(connection.token).toBe('access-1');
    expect(connection.url.searchParams.has('token')).toBe(false);
    connection.send(JSON.stringify({ event: 'logout', channel: 'user:u-1', reason: 'blocked' }));

    expect(await screen.findByText('Пользователь заблокирован администратором')).toBeInTheDocument();
    expect(screen.getByText('Ошибка')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
    expect(session.state.logoutCalls).toBe(1);
    expect(localStorage.getItem('sessionToken')).toBeNull();
    await connection.closed;
  });
});
