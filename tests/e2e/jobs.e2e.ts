import { strict as assert } from 'node:assert';
import { account } from './support/accounts';
import { browserTest } from './support/browser-test';
import { expectNotification, expectUrl } from './support/expect';
import { openMenu } from './support/menu';
import { screenProblems } from './support/screen-checks';
import { signIn } from './support/sign-in';
import { choose, field, tableRows } from './support/ui';
import { routePattern } from './support/urls';

const LIST_URL = /\/sales\/#\/jobs(\?.*)?$/;

browserTest('an administrator starts a generation, then opens Задачи from the menu and sees its job done', async ({ page }) => {
  await signIn(page, account('admin'));
  await openMenu(page, 'Генерация сертификатов');
  await page.getByRole('link', { name: 'Сгенерировать' }).first().click();
  await expectUrl(page, routePattern('sales', '/generate-certificate/new'));
  await choose(page, 'Тариф', 'Базовый');
  await field(page, 'Количество').fill('7');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectNotification(page, 'Генерация запущена');

  await openMenu(page, 'Задачи');
  await expectUrl(page, LIST_URL);
  // the newest job is the first row; the list refetches by itself while a job waits or runs
  const row = tableRows(page).first();
  await row.getByText('Генерация сертификатов').waitFor({ state: 'visible', timeout: 30_000 });
  await row.getByText('Выполнена').waitFor({ state: 'visible', timeout: 60_000 });
  assert.match(await row.innerText(), /100\s?%/);
  assert.doesNotMatch(await row.innerText(), /\bgeneration\b|\bdone\b/, 'no queue or status code shows');
  const problems = await screenProblems(page, { phone: false });
  assert.deepEqual(problems, [], 'the jobs list passes the screen checks');
});
