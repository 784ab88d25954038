import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { MemoryRouter, Route, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLoginWithErrors } from '../../src/authProvider';
import { testI18nProvider } from './testI18n';
import { createFakeSession } from './msw/fakeSession';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { RENDER_WAIT } from './test-utils';

setupMswServer();
// Vitest runs without globals, so Testing Library cannot register its own cleanup: without this the app
// of one test stays mounted and running (requests, redirects, notifications) in the next.
afterEach(cleanup);

function TestLoginPage() {
  const login = useLoginWithErrors();
  const [shown, setShown] = useState<string[] | null>(null);
  return (
    <>
      <button onClick={async () => setShown(await login({ input: ' agent ', password: 'demo 1234' }))}>sign in</button>
      {shown && <output>{`texts: ${shown.length}`}</output>}
    </>
  );
}

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p>{`protected page ${pathname}${search}`}</p>;
}

function renderApp(entry: string) {
  const { authProvider, dataProvider } = createTestProviders();
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Admin authProvider={authProvider} dataProvider={dataProvider} i18nProvider={testI18nProvider('ru')} loginPage={TestLoginPage} requireAuth>
        <CustomRoutes>
          <Route path="/certificates/:id" element={<WhereAmI />} />
        </CustomRoutes>
      </Admin>
    </MemoryRouter>,
  );
}

describe('sign-in from the login page (A1, B3, P1)', () => {
  let session: ReturnType<typeof createFakeSession>;

  beforeEach(() => {
    localStorage.clear();
    session = createFakeSession();
    server.use(...session.handlers);
  });

  it('sends a visitor to login and, once signed in, back to the address they asked for', async () => {
    renderApp('/certificates/c-7?tab=limits');
    await userEvent.click(await screen.findByRole('button', { name: 'sign in' }, RENDER_WAIT));
    expect(await screen.findByText('protected page /certificates/c-7?tab=limits', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(session.state.loginBodies).toEqual([{ input: 'agent', password: 'demo1234', type: 'sales' }]);
  });

  it('shows each validation message of a refused sign-in under the title “Ошибка”', async () => {
    server.use(
      http.post(gw('/auth/login'), () =>
        HttpResponse.json({ message: 'Проверьте данные', errors: { input: 'Введите логин', password: 'Введите пароль' } }, { status: 400 }),
      ),
    );
    renderApp('/certificates/c-7');
    await userEvent.click(await screen.findByRole('button', { name: 'sign in' }, RENDER_WAIT));
    expect(await screen.findByText('texts: 2', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Введите логин')).toBeInTheDocument();
    expect(screen.getByText('Ошибка')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('sessionToken')).toBeNull());
  });

  it('starts on an empty page: no app of an earlier test is left mounted', () => {
    expect(document.body.innerHTML).toBe('');
  });
});
