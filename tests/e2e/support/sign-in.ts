import type { Locator, Page } from 'playwright-core';
import type { Cabinet } from '../../../common/roles';
import type { TestAccount } from './accounts';
import { expectUrl } from './expect';
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
