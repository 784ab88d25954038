import type { Page } from 'playwright-core';
import { account } from './support/accounts';
import { browserTest } from './support/browser-test';
import { expectUrl } from './support/expect';
import { enterCode, registerNewPerson } from './support/client-steps';
import { registeredClient } from './support/fixtures';
import { login, openLoginPage } from './support/sign-in';
import { PHONE_SIZE } from './support/menu';
import { routePattern } from './support/urls';

const HOME = routePattern('cabinet', account('client').home);
const SIZES = [
  { onPhone: true, size: 'on a phone (375×667)' },
  { onPhone: false, size: 'at a desk' },
];

async function openCabinetLogin(page: Page, onPhone: boolean) {
  if (onPhone) await page.setViewportSize(PHONE_SIZE);
  await openLoginPage(page, 'cabinet');
}

async function register(page: Page, onPhone: boolean) {
  await openCabinetLogin(page, onPhone);
  await registerNewPerson(page);
}

async function recoverPassword(page: Page, onPhone: boolean) {
  // its own account: the demo's client-new keeps its password for the other specs
  const account = await registeredClient();
  await openCabinetLogin(page, onPhone);
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await page.locator('input[name="login"]').fill(`+7 ${account.phone}`);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await enterCode(page);
  await page.locator('input[name="password"]').fill('recovered1');
  await page.locator('input[name="password_confirmation"]').fill('recovered1');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await page.getByText('Пароль изменен').waitFor({ state: 'visible' });
  await page.getByRole('link', { name: 'Ко входу' }).last().click();
  await login(page, `7${account.phone}`, 'recovered1');
  await page.getByTestId('full-profile-form').waitFor({ state: 'visible' });
}

async function signInWithBank(page: Page, onPhone: boolean) {
  await openCabinetLogin(page, onPhone);
  await page.getByRole('button', { name: 'Войти через СберБанк' }).click();
  await page.getByTestId('sandbox-bank-person').first().click();
  await expectUrl(page, HOME);
}

for (const { onPhone, size } of SIZES) {
  browserTest(`a new person registers with a code from the sandbox banner, completes the profile first, lands in the cabinet ${size}`, ({ page }) => register(page, onPhone));
  browserTest(`a forgotten password is recovered with an SMS code and the new one signs in ${size}`, ({ page }) => recoverPassword(page, onPhone));
  browserTest(`a sign-in through the sandbox bank lands in the cabinet ${size}`, ({ page }) => signInWithBank(page, onPhone));
}
