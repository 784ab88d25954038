import { strict as assert } from 'node:assert';
import { account } from './support/accounts';
import { browserTest } from './support/browser-test';
import { openSaleForm } from './support/certificates';
import { expectNotification, expectText, expectUrl, waitUntil } from './support/expect';
import { openMenu } from './support/menu';
import { payByCard } from './support/payment';
import { signIn } from './support/sign-in';
import { field, tableRows } from './support/ui';
import { freshPhone, uniqueStamp } from './support/unique';

/**
 * Issue 25 by clicks: the admin changes the bonus of every sale (M9), sells and the client pays by card; the order,
 * found in the orders' list by the day it was paid (M3), carries the new bonus and opens its sale receipt (M4).
 */
browserTest('an admin changes the sale bonus, a new paid sale accrues it, and the order found by its paid date opens its receipt (M9, M3, M4)', async ({ page }) => {
  const client = `Покупатель Бонуса ${uniqueStamp()}`;
  const bonus = String(300 + Math.floor(Math.random() * 600));
  await signIn(page, account('admin'));
  await openMenu(page, 'Общие', 'Настройки');
  const fixed = field(page, 'Бонус за каждую продажу, баллов');
  await fixed.waitFor({ state: 'visible' });
  const before = await fixed.inputValue();
  await fixed.fill(bonus);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectNotification(page, 'Настройки сохранены');
  try {
    await openSaleForm(page);
    await page.getByLabel('Тариф').click();
    await page.getByRole('option', { name: /Базовый/ }).click();
    const phone = freshPhone();
    await page.getByLabel('Телефон клиента').fill(phone);
    await page.getByLabel('Email клиента').fill(`e2e${phone}@example.ru`);
    await page.getByLabel('ФИО клиента').fill(client);
    await page.getByRole('button', { name: 'Оформить' }).click();
    await expectText(page, 'оформлен');
    await payByCard(page);

    await openMenu(page, 'Список заказов');
    const today = new Date().toLocaleDateString('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });
    await page.getByLabel('Оплачен с', { exact: true }).fill(today);
    // the order's number opens its page
    await tableRows(page).filter({ hasText: client }).first().getByRole('link').first().click();
    await expectUrl(page, /\/orders-list\/[0-9a-f-]{36}$/);
    await expectText(page, 'Бонус клиенту');
    assert.match(await page.locator('main').innerText(), new RegExp(`${bonus} за продажу`), `the order's bonus counts the new ${bonus} points a sale`);

    // the sale receipt goes to the cash desk after the payment: it shows once it is there (a user refreshes)
    const receipt = page.getByRole('link', { name: /^№ \d+$/ }).first();
    await waitUntil(async () => {
      if (await receipt.isVisible()) return true;
      await page.waitForTimeout(1_000);
      await page.reload();
      await page.getByText('Бонус клиенту').waitFor({ state: 'visible' });
      return receipt.isVisible();
    }, () => 'the order shows no receipt', { timeoutMs: 30_000 });
    await receipt.click();
    await expectUrl(page, /\/cashbox-history\/[0-9a-f-]{36}$/);
    await expectText(page, 'Фискальные данные');
  } finally {
    await openMenu(page, 'Общие', 'Настройки');
    await fixed.fill(before);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expectNotification(page, 'Настройки сохранены');
  }
}, { timeoutMs: 150_000 });
