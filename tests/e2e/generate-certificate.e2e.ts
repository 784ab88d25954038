import { strict as assert } from 'node:assert';
import { readFile } from 'node:fs/promises';
import { account } from './support/accounts';
import { browserTest } from './support/browser-test';
import { expectNotification, expectUrl } from './support/expect';
import { openMenu } from './support/menu';
import { screenProblems } from './support/screen-checks';
import { signIn } from './support/sign-in';
import { choose, field, tableRows } from './support/ui';
import { routePattern } from './support/urls';

const COUNT = 1000;
/** The jobs list itself, not the form below it at /generate-certificate/new. */
const LIST_URL = /\/sales\/#\/generate-certificate(\?.*)?$/;

browserTest('an administrator generates 1 000 certificates from the menu, waits for the job and downloads its file (M6)', async ({ page }) => {
  await signIn(page, account('admin'));
  await openMenu(page, 'Генерация сертификатов');
  await expectUrl(page, LIST_URL);

  await page.getByRole('link', { name: 'Сгенерировать' }).first().click();
  await expectUrl(page, routePattern('sales', '/generate-certificate/new'));
  await choose(page, 'Тариф', 'Базовый');
  await field(page, 'Количество').fill(String(COUNT));
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectNotification(page, 'Генерация запущена');
  await expectUrl(page, LIST_URL);

  // the newest job is the first row; the list refetches by itself until it completes
  const row = tableRows(page).filter({ hasText: '1 000 сертификатов' }).first();
  await row.getByText('Завершена').waitFor({ state: 'visible', timeout: 60_000 });
  assert.match(await row.innerText(), /100\s?%/);
  const problems = await screenProblems(page, { phone: false });
  assert.deepEqual(problems, [], 'the jobs list passes the screen checks');

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Скачать .json' }).click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^certificates-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.json$/);
  const body = JSON.parse(await readFile((await file.path()) as string, 'utf8')) as { kind: string; count: number; tariff: { name: string }; codes: string[] };
  assert.equal(body.kind, 'CERTIFICATES');
  assert.equal(body.tariff.name, 'Базовый');
  assert.equal(body.count, COUNT);
  assert.equal(body.codes.length, COUNT, 'the file holds every certificate');
  assert.equal(new Set(body.codes).size, COUNT, 'no certificate twice');
});
