import { strict as assert } from 'node:assert';
import type { Page } from 'playwright-core';
import { account } from './support/accounts';
import { browserTest } from './support/browser-test';
import { openCertificateList } from './support/certificates';
import { expectText, expectUrl } from './support/expect';
import { adminToken, createClient, sellAs } from './support/fixtures';
import { signIn } from './support/sign-in';
import { confirmYes, dialog, filterList, waitForTotal } from './support/ui';
import { routePattern } from './support/urls';
import { uniqueStamp } from './support/unique';
import { openMenu } from './support/menu';

/** One comment of the open client card (E8). */
const commentItem = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

browserTest('an administrator edits a client from the users list and adds, edits and deletes a comment (E1, E3, E4, E8)', async ({ page }) => {
  const client = await createClient(await adminToken());
  await signIn(page, account('admin'));
  await openMenu(page, 'Клиенты', 'Пользователи');
  await filterList(page, page.getByPlaceholder('Поиск', { exact: true }), client.name);
  await waitForTotal(page, (total) => total === 1, '1, the client found');
  await page.getByRole('cell', { name: client.name }).click();
  await expectUrl(page, routePattern('sales', '/staff/users/client'));
  const card = dialog(page, client.name);
  await card.getByText(client.email).waitFor({ state: 'visible' });

  const newEmail = `changed-${uniqueStamp()}@example.ru`;
  await card.getByRole('button', { name: 'Редактировать' }).click();
  await card.getByLabel('Email').fill(newEmail);
  await card.getByRole('button', { name: 'Сохранить' }).click();
  // the open modal hides the rest of the page, the snackbar included, from the accessibility tree
  await expectText(page, 'Клиент изменен');
  await card.getByText(newEmail).waitFor({ state: 'visible' });

  const text = `Перезвонить клиенту ${uniqueStamp()}`;
  await card.getByRole('tab', { name: 'Комментарии' }).click();
  await card.getByPlaceholder('Текст комментария').fill(text);
  await card.getByRole('button', { name: 'Отправить' }).click();
  await commentItem(page, text).waitFor({ state: 'visible' });

  const edited = `${text}: договорились на завтра`;
  await commentItem(page, text).getByRole('button', { name: 'Редактировать' }).click();
  await commentItem(page, text).getByRole('textbox').fill(edited);
  await commentItem(page, text).getByRole('button', { name: 'Сохранить' }).click();
  await commentItem(page, edited).getByText(edited, { exact: true }).waitFor({ state: 'visible' });

  await commentItem(page, edited).getByRole('button', { name: 'Удалить' }).click();
  await confirmYes(page, 'Удалить комментарий?');
  await expectText(page, 'Комментариев нет');
});

browserTest("the client link of the certificate list opens the client's card with the certificate (C2, E3, C13)", async ({ page }) => {
  const sold = await sellAs(await adminToken(), null, 'Базовый', 'Клиент Из Списка');
  await signIn(page, account('admin'));
  await openCertificateList(page);
  await filterList(page, page.getByLabel('ФИО клиента', { exact: true }), sold.clientName);
  await waitForTotal(page, (total) => total === 1, "1, the client's certificate");
  await page.getByRole('link', { name: sold.clientName }).click();
  await expectUrl(page, routePattern('sales', '/certificates/client'));
  const card = dialog(page, sold.clientName);
  // the sale is not paid yet, so the certificate is inactive and listed only on request (C13)
  await card.getByLabel('Показать неактивные').check();
  await card.getByRole('link', { name: sold.number }).waitFor({ state: 'visible' });

  await card.getByRole('button', { name: 'Закрыть' }).click();
  await expectUrl(page, /\/sales\/#\/certificates\?/);
  assert.equal(await page.getByLabel('ФИО клиента', { exact: true }).inputValue(), sold.clientName, 'closing the card keeps the list filtered');
});
