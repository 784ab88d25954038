import type { Page } from 'playwright-core';
import { account } from './support/accounts';
import { browserTest } from './support/browser-test';
import { expectText } from './support/expect';
import { payByCard } from './support/payment';
import { signIn } from './support/sign-in';
import { openMenu } from './support/menu';
import { openSaleForm } from './support/certificates';

/** A phone no demo client has, different on every run of the spec. */
const freshPhone = () => `916${String(Date.now()).slice(-7)}`;

async function sellBasic(page: Page, phone: string) {
  await openSaleForm(page);
  await page.getByLabel('Тариф').click();
  await page.getByRole('option', { name: /Базовый/ }).click();
  await page.getByLabel('Телефон клиента').fill(phone);
  await page.getByLabel('Email клиента').fill(`e2e${phone}@example.ru`);
  await page.getByLabel('ФИО клиента').fill('Покупатель Тестовый');
  await page.getByRole('button', { name: 'Оформить' }).click();
  await expectText(page, 'оформлен');
}

browserTest('an agent sells a certificate to a new client, pays it on the payment page and sees it active (D1, D6, C6)', async ({ page }) => {
  await signIn(page, account('agent'));
  await sellBasic(page, freshPhone());
  const payer = await payByCard(page);
  await expectText(payer, 'Активен');
  await expectText(payer, 'Покупатель Тестовый');

  await openMenu(payer, 'Список', 'Сертификаты');
  await expectText(payer, 'Покупатель Тестовый');
});
