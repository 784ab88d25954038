import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from 'react-admin';
import { CabinetAdmin } from '../../src/cabinets/CabinetAdmin';
import { clientCabinet } from '../../src/cabinets/cabinet/clientCabinet';
import { partnerCabinet } from '../../src/cabinets/cpa/partnerCabinet';
import { PUBLIC_ROUTES } from '../../src/cabinets/publicRoutes';
import { salesCabinet } from '../../src/cabinets/sales/salesCabinet';
import LoginApp from '../../src/login/LoginApp';
import { routeToSignIn } from '../../src/login/signInGate';
import { CONSENT_COOKIE, storeConsent } from '../../src/pages/cookieConsent';
import { createFakeSession } from './msw/fakeSession';
import { gw, server, setupMswServer } from './msw/server';
import { RENDER_WAIT, testAuthProvider, testProvider } from './test-utils';

setupMswServer();
// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function renderLoginApp() {
  const onSignedIn = vi.fn();
  render(<LoginApp onSignedIn={onSignedIn} />);
  return onSignedIn;
}

async function signIn(login: string, password: string) {
  await userEvent.type(screen.getByLabelText(/^Логин, телефон или e-mail/), login);
  await userEvent.type(screen.getByLabelText(/^Пароль/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('the sign-in page shown before react-admin loads (A1, B3, P1)', () => {
  let session: ReturnType<typeof createFakeSession>;

  beforeEach(() => {
    localStorage.clear();
    // the consent has its own test below; here the visitor gave it on an earlier visit
    storeConsent();
    session = createFakeSession();
    server.use(...session.handlers);
    window.history.replaceState(null, '', '/#/certificates/c-7?tab=limits');
  });

  it('switches its language on the page and keeps the choice for the cabinet (issue 27)', async () => {
    renderLoginApp();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null')).toBe('en');
    await userEvent.click(screen.getByRole('button', { name: 'Қазақша' }));
    expect(await screen.findByRole('button', { name: 'Кіру' })).toBeInTheDocument();
  });

  it('moves an anonymous visit to #/login and, once signed in, back to the address asked for', async () => {
    expect(routeToSignIn('sales')).toBe(true);
    expect(window.location.hash).toBe('#/login');

    const onSignedIn = renderLoginApp();
    expect(screen.getByText('Вход в кабинет')).toBeInTheDocument();
    await signIn(' agent ', 'demo 1234');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(window.location.hash).toBe('#/certificates/c-7?tab=limits');
    expect(session.state.loginBodies).toEqual([{ input: 'agent', password: 'demo1234', type: 'sales' }]);
    expect(localStorage.getItem('sessionToken')).toBe('access-1');
  });

  it('shows the P1 message under the title “Ошибка” for a wrong password and keeps the page', async () => {
    server.use(http.post(gw('/auth/login'), () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    routeToSignIn('sales');
    const onSignedIn = renderLoginApp();
    await signIn('agent', 'wrong');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ошибка');
    expect(alert).toHaveTextContent('Неправильный логин или пароль');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#/login');
  });

  it('asks for both fields, as react-admin’s required inputs do, before calling the server', async () => {
    renderLoginApp();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getAllByText('Обязательно для заполнения')).toHaveLength(2);
    expect(screen.getByLabelText(/^Логин, телефон или e-mail/)).toHaveFocus();
    expect(session.state.loginBodies).toEqual([]);
  });

  it('speaks the language the user picked in the cabinet', () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('kk'));
    renderLoginApp();
    expect(screen.getByText('Кабинетке кіру')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Кіру' })).toBeInTheDocument();
  });

  it('loads the cabinet at once for a visitor with a session or on a public page', () => {
    localStorage.setItem('sessionToken', 'access-1');
    expect(routeToSignIn('sales')).toBe(false);
    expect(window.location.hash).toBe('#/certificates/c-7?tab=limits');

    localStorage.clear();
    window.history.replaceState(null, '', '/#/join/invitation/inv-1');
    expect(routeToSignIn('sales')).toBe(false);
    expect(window.location.hash).toBe('#/join/invitation/inv-1');
  });

  it('knows every public section of the cabinets', () => {
    for (const definition of [salesCabinet, clientCabinet, partnerCabinet]) {
      const declared = definition.sections.flatMap((section) => ('noLayout' in section && section.noLayout ? [section.path] : []));
      expect(PUBLIC_ROUTES[definition.cabinet]).toEqual(declared);
    }
  });
});

describe('the consent on the sign-in page (N4)', () => {
  it('asks a first-time visitor before sign-in and remembers the answer', async () => {
    document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
    window.history.replaceState(null, '', '/#/login');
    renderLoginApp();
    const consent = await screen.findByRole('dialog');
    expect(consent).toHaveTextContent(/cookie/i);
    await userEvent.click(screen.getByRole('button', { name: 'Принимаю' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=true`);
  });
});

describe('the sign-in page inside a running cabinet', () => {
  it('is the same page, shown when react-admin finds no session (after a sign-out)', async () => {
    window.history.replaceState(null, '', '/#/certificates');
    render(<CabinetAdmin definition={salesCabinet} authProvider={testAuthProvider(null)} dataProvider={testProvider()} store={memoryStore()} />);
    expect(await screen.findByText('Вход в кабинет', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/login');
  });
});
