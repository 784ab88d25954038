import { strict as assert } from 'node:assert';
import type { Page } from 'playwright-core';
import { account } from './support/accounts';
import { browserTest } from './support/browser-test';
import { expectText, expectUrl } from './support/expect';
import { sideMenu } from './support/menu';
import { signIn } from './support/sign-in';
import { routePattern } from './support/urls';

const PHONE = { width: 375, height: 667 };

/** Opens a side-menu entry by its label; on a phone the menu is a drawer opened from the app bar first. */
async function openClientMenu(page: Page, label: string, phone: boolean): Promise<void> {
  if (phone) await page.getByRole('button', { name: 'Открыть меню' }).click();
  await sideMenu(page).locator('a[href]').filter({ hasText: label }).first().click();
}

async function downloads(page: Page, button: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return (await download).suggestedFilename();
}

/**
 * D6 end to end for the demo client: from the market by clicks, a tariff and an additional service in one
 * basket, paid on the sandbox page; back in the cabinet the service is there, the certificate active with
 * its services and limits, its PDF and its receipt downloadable.
 */
async function buyAndUse(page: Page, phone: boolean): Promise<void> {
  if (phone) await page.setViewportSize(PHONE);
  await signIn(page, account('client'));
  await openClientMenu(page, 'Тарифы', phone);
  await expectUrl(page, routePattern('cabinet', '/market-rates'));
  await page.getByRole('button', { name: 'В корзину: Стандарт' }).click();
  await openClientMenu(page, 'Дополнительные услуги', phone);
  await page.getByRole('button', { name: 'В корзину: Выезд нотариуса' }).click();
  await page.getByRole('button', { name: /Корзина: 2/ }).click();
  const basket = page.getByRole('region', { name: 'Корзина' });
  await expectText(page, 'Итого: 28 000 ₽');
  await basket.getByRole('button', { name: 'Оплатить' }).click();

  await page.waitForURL(/\/gw\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expectUrl(page, routePattern('cabinet', '/services'));
  await expectText(page, 'Выезд нотариуса');

  await openClientMenu(page, 'Мои сертификаты', phone);
  await page.getByRole('link', { name: /Стандарт/ }).first().click();
  await expectText(page, 'Активен');
  await expectText(page, 'Услуги и лимиты');
  await expectText(page, 'Использовано 0 из');
  assert.match(await downloads(page, 'Скачать сертификат'), /\.pdf$/);
  assert.match(await downloads(page, 'Скачать чек'), /\.pdf$/);
}

browserTest('the demo client buys a tariff and a service in one basket on a phone (375×667), pays and uses them (K3, D6, C13, F6)', async ({ page }) => {
  await buyAndUse(page, true);
}, { timeoutMs: 180_000 });

browserTest('the demo client buys a tariff and a service in one basket at a desk, pays and uses them (K3, D6, C13, F6)', async ({ page }) => {
  await buyAndUse(page, false);
}, { timeoutMs: 180_000 });
