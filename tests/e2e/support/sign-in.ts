import type { Locator, Page } from 'playwright-core';
import type { Cabinet } from '../../../common/roles';
import type { TestAccount } from './accounts';
import { apiCall } from './api';
import { expectUrl } from './expect';
import { sideMenu } from './menu';
import { baseUrl } from './environment';
import { cabinetUrl, routePattern } from './urls';

interface LoginForm {
  username: Locator;
  password: Locator;
  submit: Locator;
}

/** The sign-in form (A1): the login field is named `username` (react-admin) or `input` (the API's field name). */
function loginForm(page: Page): LoginForm {
  const password = page.locator('input[name="password"]');
  const form = page.locator('form').filter({ has: password });
  return {
    username: form.locator('input[name="username"], input[name="input"]'),
    password,
    submit: form.locator('button[type="submit"]'),
  };
}

export async function expectLoginForm(page: Page): Promise<void> {
  const form = loginForm(page);
  await form.username.waitFor({ state: 'visible' });
  await form.password.waitFor({ state: 'visible' });
}

export async function openLoginPage(page: Page, cabinet: Cabinet): Promise<void> {
  await page.goto(cabinetUrl(cabinet, '/login'));
  await expectLoginForm(page);
}

/** Fills and submits the sign-in form that the page shows. */
export async function login(page: Page, loginName: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.username.fill(loginName);
  await form.password.fill(password);
  await form.submit.click();
}

/** Signs in through the account's own cabinet and waits for that cabinet's home. */
export async function signIn(page: Page, account: TestAccount): Promise<void> {
  await openLoginPage(page, account.cabinet);
  await login(page, account.login, account.password);
  await expectUrl(page, routePattern(account.cabinet, account.home));
}

/** Where the SPA keeps its session (src/authProvider/tokenStore.ts, which touches window on import). */
const TOKEN_KEYS = { token: 'sessionToken', refreshToken: 'refreshToken' } as const;
const SEEDED_FLAG = 'e2e-session-seeded';

interface SessionTokens {
  token: string;
  refreshToken: string;
}

const sessions = new Map<string, Promise<SessionTokens>>();

/** One API sign-in (A1) per account and spec file (a spec file runs in a process of its own), shared by its tests. */
function sessionOf(account: TestAccount): Promise<SessionTokens> {
  let session = sessions.get(account.login);
  if (!session) {
    const body = { input: account.login, password: account.password, type: account.cabinet };
    session = apiCall<SessionTokens>('POST', '/auth/login', { body });
    session.catch(() => sessions.delete(account.login));
    sessions.set(account.login, session);
  }
  return session;
}

/**
 * Opens the account's cabinet home already signed in, for tests whose subject is not signing in: the spec file's
 * session of the account is put where the SPA keeps it before the page's first load (once per tab, so a sign-out
 * in the test stays signed out). Such a test must not end that session (sign out, block the user): the next
 * test of the file uses it. Signing in itself is walked through the form by the sign-in, session-revoke and
 * navigation specs and by every role's journey (signIn above).
 */
interface BrowserStorage { getItem(key: string): string | null; setItem(key: string, value: string): void }

export async function openSignedIn(page: Page, account: TestAccount): Promise<void> {
  const tokens = await sessionOf(account);
  await page.addInitScript(
    ({ keys, session, flag }) => {
      // runs in the page; the e2e project is typed without the DOM library
      const { sessionStorage, localStorage } = globalThis as unknown as Record<'sessionStorage' | 'localStorage', BrowserStorage>;
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      localStorage.setItem(keys.token, session.token);
      localStorage.setItem(keys.refreshToken, session.refreshToken);
    },
    { keys: TOKEN_KEYS, session: tokens, flag: SEEDED_FLAG },
  );
  // the cabinet's address as a user opens it (a bookmark), not one of its screens: the cabinet goes home itself
  await page.goto(`${baseUrl()}/${account.cabinet}/`);
  await sideMenu(page).waitFor({ state: 'visible' });
  await expectUrl(page, routePattern(account.cabinet, account.home));
}
