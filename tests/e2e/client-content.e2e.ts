import { strict as assert } from 'node:assert';
import type { Page } from 'playwright-core';
import { account } from './support/accounts';
import { apiCall } from './support/api';
import { browserTest } from './support/browser-test';
import { answerDemoQuestionnaire, downloadStandardDocument, publishStandardDocument } from './support/client-steps';
import { expectText } from './support/expect';
import { adminToken } from './support/fixtures';
import { PHONE_SIZE, openMenu, openMenuOn } from './support/menu';
import { signIn } from './support/sign-in';
import { uniqueStamp } from './support/unique';

/**
 * K4, K6, K7 for the demo client: answers a questionnaire and downloads its PDF, downloads a standard document
 * and reads the instruction; on a phone every menu entry is opened from the drawer.
 */
async function useContent(page: Page, phone: boolean): Promise<void> {
  if (phone) await page.setViewportSize(PHONE_SIZE);
  const stamp = uniqueStamp();
  const token = await adminToken();
  const title = `Правила обслуживания ${stamp}`;
  await publishStandardDocument(token, title);
  await apiCall('PUT', '/instruction/work/ru', { token, body: { html: `<h2>Как пользоваться услугами ${stamp}</h2><p>Позвоните по номеру из сертификата.</p><script>alert(1)</script>` } });

  await signIn(page, account('client'));
  await answerDemoQuestionnaire(page, phone);
  await downloadStandardDocument(page, phone, title);

  await openMenuOn(page, 'Инструкция по работе', phone);
  await page.getByRole('heading', { name: `Как пользоваться услугами ${stamp}` }).waitFor({ state: 'visible' });
  assert.equal(await page.locator('.work-instruction script').count(), 0, 'the stored instruction carries no script');
}

browserTest('the demo client answers a questionnaire, downloads a standard document and reads the instruction on a phone (375×667)', ({ page }) => useContent(page, true));
browserTest('the demo client answers a questionnaire, downloads a standard document and reads the instruction at a desk', ({ page }) => useContent(page, false));

/** The admin opens the questionnaires from its side menu (decision K7/AC-09 menu), then works by clicks. */
async function writeQuestionnaire(page: Page, title: string): Promise<void> {
  await signIn(page, account('admin'));
  await openMenu(page, 'Анкеты');
  await page.getByRole('link', { name: 'Создать анкету' }).click();
  await page.getByRole('textbox', { name: 'Название' }).fill(title);
  const first = page.getByRole('group', { name: 'Вопрос 1' });
  await first.getByRole('textbox', { name: 'Текст вопроса' }).fill('Как часто вы обращаетесь к врачу?');
  await first.getByRole('textbox', { name: 'Варианты ответа' }).fill('Раз в год\nРаз в месяц\nЧаще');
  await first.getByRole('checkbox', { name: 'Обязательный вопрос' }).check();
  await page.getByRole('button', { name: 'Добавить вопрос' }).click();
  const second = page.getByRole('group', { name: 'Вопрос 2' });
  await second.getByRole('textbox', { name: 'Текст вопроса' }).fill('Что улучшить?');
  await second.getByRole('combobox', { name: 'Тип ответа' }).click();
  await page.getByRole('option', { name: 'Свободный текст' }).click();
  await page.getByRole('switch', { name: /Опубликована/ }).check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectText(page, 'Кто заполнил');
  await expectText(page, 'Анкету еще никто не заполнил');
}

browserTest('the admin writes and publishes a questionnaire, a client answers it on a phone, the admin sees who passed it (K7, AC-09)', async ({ page, newUserPage }) => {
  const title = `Анкета e2e ${uniqueStamp()}`;
  await writeQuestionnaire(page, title);

  const client = await newUserPage();
  await client.setViewportSize(PHONE_SIZE);
  await signIn(client, account('client'));
  await openMenuOn(client, 'Анкеты', true);
  await client.getByRole('link', { name: new RegExp(title) }).click();
  await client.getByRole('radio', { name: 'Раз в год' }).check();
  await client.getByRole('textbox', { name: 'Что улучшить?' }).fill('Запись онлайн');
  await client.getByRole('button', { name: 'Отправить ответы' }).click();
  await expectText(client, 'Ответы сохранены');

  await page.reload();
  await page.getByRole('table', { name: 'Кто заполнил' }).getByRole('button', { name: 'Скачать PDF' }).first().waitFor({ state: 'visible' });
  await page.getByRole('link', { name: 'Редактировать' }).click();
  await page.getByRole('group', { name: 'Вопрос 2' }).getByRole('button', { name: 'Выше' }).click();
  await page.getByRole('group', { name: 'Вопрос 2' }).getByRole('button', { name: 'Удалить вопрос' }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectText(page, 'На удалённый вопрос уже отвечали: его нельзя удалить');
}, { timeoutMs: 150_000 });
