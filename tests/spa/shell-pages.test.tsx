import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DeleteWithConfirmButton, RecordContextProvider, ResourceContextProvider, localStorageStore, useLogout } from 'react-admin';
import { NotFoundPage } from '../../src/pages/NotFoundPage';
import { ErrorPage } from '../../src/pages/ErrorPage';
import { CookieConsent } from '../../src/pages/CookieConsent';
import { CONSENT_COOKIE, hasConsent } from '../../src/pages/cookieConsent';
import { WELCOME_BANNER_MS, WELCOME_BANNER_STORE_KEY, WelcomeBanner } from '../../src/pages/WelcomeBanner';
import { cabinetStore } from '../../src/store/cabinetStore';
import { COMPONENT_TEST, RENDER_WAIT, renderWithAdmin } from './test-utils';

const clearConsent = () => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
};

describe('not-found and error pages (B4, B5)', COMPONENT_TEST, () => {
  it('says the page was not found and links to the cabinet root', async () => {
    renderWithAdmin(<NotFoundPage />);
    expect(await screen.findByRole('heading', { name: 'Такой страницы не нашлось' }, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/');
  });
  it('shows the generic failure text', async () => {
    renderWithAdmin(<ErrorPage error={new Error('boom')} />);
    expect(await screen.findByRole('alert', {}, RENDER_WAIT)).toHaveTextContent('Что-то пошло не так...');
  });
});

describe('cookie consent (N4)', COMPONENT_TEST, () => {
  beforeEach(clearConsent);
  afterEach(clearConsent);

  it('stays until accepted, then stores the consent in a cookie', async () => {
    renderWithAdmin(<CookieConsent />);
    const accept = await screen.findByRole('button', { name: 'Принимаю' }, RENDER_WAIT);
    expect(hasConsent()).toBe(false);
    fireEvent.click(accept);
    expect(hasConsent()).toBe(true);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=true`);
  });
  it('does not show once consent is stored', () => {
    document.cookie = `${CONSENT_COOKIE}=true; path=/`;
    renderWithAdmin(<CookieConsent />);
    expect(screen.queryByText('Принимаю')).not.toBeInTheDocument();
  });
});

describe('welcome banner (N5)', COMPONENT_TEST, () => {
  afterEach(() => vi.useRealTimers());

  afterEach(() => localStorage.clear());

  it('hides on click and stays hidden on the next visit (local storage)', async () => {
    const { unmount } = renderWithAdmin(<WelcomeBanner />, { store: localStorageStore() });
    fireEvent.click(await screen.findByText('Добро пожаловать!', {}, RENDER_WAIT));
    await waitFor(() => expect(screen.queryByText('Добро пожаловать!')).not.toBeInTheDocument());
    unmount();
    renderWithAdmin(<WelcomeBanner />, { store: localStorageStore() });
    expect(screen.queryByText('Добро пожаловать!')).not.toBeInTheDocument();
  });
  it('stays hidden after a sign-out and the next sign-in, while the sign-out empties the rest of the store', async () => {
    function SignOut() {
      const logout = useLogout();
      return <button onClick={() => logout()}>sign out</button>;
    }
    const { store, unmount } = renderWithAdmin(<><WelcomeBanner /><SignOut /></>, { store: cabinetStore() });
    store.setItem('certificates.listParams', { page: 3 });
    fireEvent.click(await screen.findByText('Добро пожаловать!', {}, RENDER_WAIT));
    fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
    await waitFor(() => expect(store.getItem('certificates.listParams')).toBeUndefined());
    unmount();
    renderWithAdmin(<WelcomeBanner />, { store: cabinetStore() });
    expect(screen.queryByText('Добро пожаловать!')).not.toBeInTheDocument();
  });

  it('hides by itself after 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store } = renderWithAdmin(<WelcomeBanner />);
    expect(await screen.findByText('Добро пожаловать!', {}, RENDER_WAIT)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(WELCOME_BANNER_MS - 1000));
    expect(screen.getByText('Добро пожаловать!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Добро пожаловать!')).not.toBeInTheDocument();
    expect(store.getItem(WELCOME_BANNER_STORE_KEY)).toBe(true);
  });
});

describe('delete confirmation (P5)', COMPONENT_TEST, () => {
  it("asks 'Вы уверены?' with 'Да' and 'Нет'", async () => {
    renderWithAdmin(
      <ResourceContextProvider value="undeclared-records">
        <RecordContextProvider value={{ id: 1 }}>
          <DeleteWithConfirmButton />
        </RecordContextProvider>
      </ResourceContextProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }, RENDER_WAIT));
    expect(await screen.findByText('Вы уверены?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Да' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Нет' })).toBeInTheDocument();
  });
});
