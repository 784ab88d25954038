import { strict as assert } from 'node:assert';
import type { Page } from 'playwright-core';
import { account } from './accounts';
import { baseUrl } from './environment';
import { expectNotification, expectText, expectUrl } from './expect';
import { openMenuOn } from './menu';
import { payOnSandboxPage } from './payment';
import { routePattern } from './urls';

const HOME = routePattern('cabinet', account('client').home);

/** The code as the sandbox banner shows it in demo mode. */
export async function sandboxCode(page: Page): Promise<string> {
  const banner = page.getByTestId('sandbox-code');
  await banner.waitFor({ state: 'visible' });
  return /\d{6}/.exec((await banner.textContent()) ?? '')![0];
}

export async function enterCode(page: Page): Promise<void> {
  await page.locator('input[name="code"]').fill(await sandboxCode(page));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
}

/**
 * A8 and K1 from the cabinet's sign-in page: a fresh phone, the code from the sandbox banner, the last form, then
 * the mandatory profile the cabinet shows first; ends on the client's home.
 */
export async function registerNewPerson(page: Page): Promise<void> {
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

async function downloads(page: Page, button: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return (await download).suggestedFilename();
}

/**
 * D6 for a signed-in client, by clicks from the market: a tariff and an additional service in one basket, paid on
 * the sandbox page; the result page says paid and leads to the certificates with the paid order's notice (issue 27);
 * the service is there, the certificate active with its services and limits, its PDF and its receipt downloadable.
 */
export async function buyBasketAndUse(page: Page, phone: boolean): Promise<void> {
  await openMenuOn(page, 'Тарифы', phone);
  await expectUrl(page, routePattern('cabinet', '/market-rates'));
  await page.getByRole('button', { name: 'В корзину: Стандарт' }).click();
  await openMenuOn(page, 'Дополнительные услуги', phone);
  await page.getByRole('button', { name: 'В корзину: Выезд нотариуса' }).click();
  await page.getByRole('button', { name: /Корзина: 2/ }).click();
  const basket = page.getByRole('region', { name: 'Корзина' });
  await expectText(page, 'Итого: 28 000 ₽');
  await basket.getByRole('button', { name: 'Оплатить' }).click();

  await payOnSandboxPage(page);
  await expectText(page, 'Стандарт, 12 мес.');
  await page.getByRole('button', { name: 'К моим сертификатам' }).click();
  await expectNotification(page, 'оплачен. Ваши сертификаты и услуги — в личном кабинете');
  await expectUrl(page, routePattern('cabinet', '/certificates'));
  await page.getByRole('link', { name: /Стандарт/ }).first().waitFor({ state: 'visible' });
  await openMenuOn(page, 'Мои услуги', phone);
  await expectText(page, 'Выезд нотариуса');

  await openMenuOn(page, 'Мои сертификаты', phone);
  await page.getByRole('link', { name: /Стандарт/ }).first().click();
  await expectText(page, 'Активен');
  await expectText(page, 'Услуги и лимиты');
  await expectText(page, 'Использовано 0 из');
  assert.match(await downloads(page, 'Скачать сертификат'), /\.pdf$/);
  assert.match(await downloads(page, 'Скачать чек'), /\.pdf$/);
}

/** K7 for a signed-in client: answers the demo questionnaire and downloads the answers' PDF. */
export async function answerDemoQuestionnaire(page: Page, phone: boolean): Promise<void> {
  await openMenuOn(page, 'Анкеты', phone);
  await page.getByRole('link', { name: /Оценка качества обслуживания/ }).click();
  await page.getByRole('radio', { name: '5', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Телемедицина' }).check();
  await page.getByRole('button', { name: 'Отправить ответы' }).click();
  await expectText(page, 'Ответы сохранены');
  assert.match(await downloads(page, 'Скачать PDF'), /\.pdf$/);
}

/** K6 for a signed-in client: downloads the standard document published under the title. */
export async function downloadStandardDocument(page: Page, phone: boolean, title: string): Promise<void> {
  await openMenuOn(page, 'Типовые документы', phone);
  assert.equal(await downloads(page, `Скачать: ${title}`), 'standard.pdf');
}

/** The admin publishes a standard document (multipart, as the sales cabinet's upload sends it). */
export async function publishStandardDocument(token: string, title: string): Promise<void> {
  const form = new FormData();
  form.append('title', title);
  form.append('file', new Blob(['%PDF-1.4 e2e standard document']), 'standard.pdf');
  const response = await fetch(`${baseUrl()}/gw/standard-documents`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  assert.equal(response.status, 201, await response.text());
}
