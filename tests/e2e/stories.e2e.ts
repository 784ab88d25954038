import { strict as assert } from 'node:assert';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { account } from './support/accounts';
import { browserTest } from './support/browser-test';
import { expectNotification, waitUntil } from './support/expect';
import { openMenu } from './support/menu';
import { screenProblems } from './support/screen-checks';
import { signIn } from './support/sign-in';
import { field, tableRows } from './support/ui';
import { uniqueStamp } from './support/unique';

const png = async (name: string, width: number, height: number, r: number) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 160 } } }).png().toBuffer(),
});

/** J2 by clicks from the sales home: a story of two slides with a landing text that carries a script. */
async function createStory(page: Page, title: string): Promise<void> {
  await signIn(page, account('admin'));
  await openMenu(page, 'Истории');
  await page.getByRole('link', { name: 'Создать историю' }).first().click();
  await field(page, 'Название').fill(title);
  const upload = page.getByLabel('Загрузить картинку');
  await upload.setInputFiles(await png('first.png', 1200, 675, Math.floor(Math.random() * 256)));
  await page.getByRole('img', { name: 'Слайд 1 из 1' }).waitFor({ state: 'visible' });
  await upload.setInputFiles(await png('second.png', 1740, 980, Math.floor(Math.random() * 256)));
  await page.getByRole('img', { name: 'Слайд 2 из 2' }).waitFor({ state: 'visible' });
  await field(page, 'Заголовок').fill('Весенние скидки');
  await field(page, 'Текст (HTML)').fill('<p>Скидка 30% до конца месяца</p><img src="x" onerror="window.__storyXss = 1"><script>window.__storyXss = 2</script>');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectNotification(page, 'История создана');
  assert.deepEqual(await screenProblems(page, { phone: false }), []);
}

/** The story's views in the admin's list, read again from the server (the page reloaded, as a user refreshes it). */
async function viewsOf(page: Page, title: string, reload = false): Promise<string> {
  if (reload) await page.reload();
  else await openMenu(page, 'Истории');
  const row = tableRows(page).filter({ hasText: title });
  await row.waitFor({ state: 'visible' });
  return (await row.getByRole('cell').nth(4).innerText()).trim();
}

browserTest('an admin creates a story of two slides, a client views it with the keyboard on the home, the counter grows once and no script runs (J1, J2)', async ({ page, newUserPage }) => {
  const title = `История e2e ${uniqueStamp()}`;
  await createStory(page, title);
  assert.equal(await viewsOf(page, title), '0');

  const client = await newUserPage();
  await signIn(client, account('client'));
  const tile = client.getByRole('button', { name: `Открыть историю «${title}»` });
  await tile.focus();
  await client.keyboard.press('Enter');
  const show = client.getByRole('dialog', { name: title });
  await show.getByText('Слайд 1 из 2').waitFor({ state: 'visible' });
  await show.getByRole('button', { name: 'Подробнее' }).click();
  await show.getByText('Скидка 30% до конца месяца').waitFor({ state: 'visible' });
  assert.equal(await client.evaluate('window.__storyXss'), undefined, 'no script of the story ran');
  assert.equal(await show.locator('.story-content script, .story-content [onerror]').count(), 0);
  // the arrows move on and back (another story, or this one again when it is the only one), Esc closes
  await client.keyboard.press('ArrowRight');
  await client.keyboard.press('ArrowLeft');
  await client.getByRole('dialog', { name: title }).waitFor({ state: 'visible' });
  await client.keyboard.press('Escape');
  await client.getByRole('dialog').waitFor({ state: 'hidden' });
  await client.getByRole('button', { name: `Открыть историю «${title}»` }).waitFor({ state: 'visible' });

  // viewed again after a reload: still one view
  await client.reload();
  await client.getByRole('button', { name: `Открыть историю «${title}»` }).click();
  await client.getByRole('dialog', { name: title }).waitFor({ state: 'visible' });
  await client.keyboard.press('Escape');
  await waitUntil(async () => (await viewsOf(page, title, true)) === '1', () => `the story's views are not 1`);
}, { timeoutMs: 150_000 });

browserTest('an admin adds a concierge offer (an oversized icon refused), a client sees it on the home (M10, O14)', async ({ page, newUserPage }) => {
  const title = `Трансфер e2e ${uniqueStamp()}`;
  await signIn(page, account('admin'));
  await openMenu(page, 'Консьерж-сервис', 'Настройки');
  await page.getByRole('link', { name: 'Добавить предложение' }).first().click();
  await field(page, 'Название').fill(title);
  await field(page, 'Описание').fill('Встретим в аэропорту и довезем до отеля');
  await field(page, 'Ссылка').fill('taxi.example.com');
  await page.getByLabel('Выбрать картинку').setInputFiles(await png('big.png', 65, 65, 10));
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByText('Картинка слишком большая: не больше 64 пикселей по каждой стороне').waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Убрать картинку' }).click();
  await page.getByLabel('Выбрать картинку').setInputFiles(await png('icon.png', 64, 64, 200));
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectNotification(page, 'Предложение создано');
  assert.deepEqual(await screenProblems(page, { phone: false }), []);

  const client = await newUserPage();
  await signIn(client, account('client'));
  const offer = client.getByRole('article', { name: title });
  await offer.waitFor({ state: 'visible' });
  assert.equal(await offer.getByRole('link', { name: 'Перейти' }).getAttribute('href'), 'http://taxi.example.com');
});
