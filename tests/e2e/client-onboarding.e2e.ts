import type { Page } from 'playwright-core';
import { account } from './support/accounts';
import { browserTest } from './support/browser-test';
import { expectUrl } from './support/expect';
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

/** The code as the sandbox banner shows it in demo mode. */
async function sandboxCode(page: Page): Promise<string> {
  const banner = page.getByTestId('sandbox-code');
  await banner.waitFor({ state: 'visible' });
  return /\d{6}/.exec((await banner.textContent()) ?? '')![0];
}

async function enterCode(page: Page) {
  await page.locator('input[name="code"]').fill(await sandboxCode(page));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
}

async function register(page: Page, onPhone: boolean) {
  await openCabinetLogin(page, onPhone);
  await page.getByRole('link', { name: 'Регистрация' }).click();
  const phone = `916${String(Date.now()).slice(-7)}`;
  await page.locator('input[name="phone"]').fill(`+7 ${phone}`);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await enterCode(page);
  await page.locator('input[name="name"]').fill('Анна');
  await page.locator('input[name="email"]').fill(`anna_${phone}@example.ru`);
  await page.locator('input[name="password"]').fill('pass123');
  await page.locator('input[name="password_confirmation"]').fill('pass123');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  const form = page.getByTestId('full-profile-form');
  await form.waitFor({ state: 'visible' });
  const values = { surname: 'Новикова', name: 'Анна', patronymic: 'Петровна', city: 'Москва', street: 'Тверская', house: '7', flat: '12' };
  for (const [field, value] of Object.entries(values)) await form.locator(`input[name="${field}"]`).fill(value);
  await form.getByLabel('Согласен на обработку персональных данных').check();
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await form.waitFor({ state: 'detached' });
  await expectUrl(page, HOME);
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
