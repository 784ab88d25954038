import { strict as assert } from 'node:assert';
import { account } from './support/accounts';
import { apiCall } from './support/api';
import { browserTest } from './support/browser-test';
import { baseUrl } from './support/environment';
import { expectText } from './support/expect';
import { adminToken } from './support/fixtures';
import { openMenu } from './support/menu';
import { signIn } from './support/sign-in';
import { uniqueStamp } from './support/unique';

/** The admin publishes a standard document (multipart, as the sales cabinet's upload sends it). */
async function publishDocument(token: string, title: string): Promise<void> {
  const form = new FormData();
  form.append('title', title);
  form.append('file', new Blob(['%PDF-1.4 e2e standard document']), 'standard.pdf');
  const response = await fetch(`${baseUrl()}/gw/standard-documents`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  assert.equal(response.status, 201, await response.text());
}

browserTest('the demo client answers a questionnaire and downloads its PDF, downloads a standard document and reads the instruction (K4, K6, K7)', async ({ page }) => {
  const stamp = uniqueStamp();
  const token = await adminToken();
  const title = `Правила обслуживания ${stamp}`;
  await publishDocument(token, title);
  await apiCall('PUT', '/instruction/work/ru', { token, body: { html: `<h2>Как пользоваться услугами ${stamp}</h2><p>Позвоните по номеру из сертификата.</p><script>alert(1)</script>` } });

  await signIn(page, account('client'));
  await openMenu(page, 'Анкеты');
  await page.getByRole('link', { name: /Оценка качества обслуживания/ }).click();
  await page.getByRole('radio', { name: '5', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Телемедицина' }).check();
  await page.getByRole('button', { name: 'Отправить ответы' }).click();
  await expectText(page, 'Ответы сохранены');
  const answersPdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать PDF' }).click();
  assert.match((await answersPdf).suggestedFilename(), /\.pdf$/);

  await openMenu(page, 'Типовые документы');
  const documentPdf = page.waitForEvent('download');
  await page.getByRole('button', { name: `Скачать: ${title}` }).click();
  assert.equal((await documentPdf).suggestedFilename(), 'standard.pdf');

  await openMenu(page, 'Инструкция по работе');
  await page.getByRole('heading', { name: `Как пользоваться услугами ${stamp}` }).waitFor({ state: 'visible' });
  assert.equal(await page.locator('.work-instruction script').count(), 0, 'the stored instruction carries no script');
});
