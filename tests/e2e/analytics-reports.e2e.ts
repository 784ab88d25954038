import { strict as assert } from 'node:assert';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { account } from './support/accounts';
import { browserTest } from './support/browser-test';
import { expectUrl } from './support/expect';
import { openMenu } from './support/menu';
import { signIn } from './support/sign-in';
import { routePattern } from './support/urls';

const SLOW = { timeoutMs: 180_000 };
const FILE_NAME = (kind: string) => new RegExp(`^report_${kind}_from_\\d{4}-\\d{2}-\\d{2}_to_\\d{4}-\\d{2}-\\d{2}\\.xlsx$`);
/** '4 399,99 ₽' (any grouping space, any currency sign) → 4399.99 */
const amount = (text: string) => Number(text.replace(/[^\d,.-]/g, '').replace(/[.,]$/, '').replace(',', '.'));

async function openReports(page: Page, login: string) {
  await signIn(page, account(login));
  await openMenu(page, 'Аналитика');
  await page.getByRole('button', { name: 'Год' }).click();
}

/** Clicks the report's Excel download and reads the file with exceljs: its name and its rows (values, 1-based). */
async function downloadSheet(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать Excel' }).click();
  const file = await download;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path()) as string);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push(row.values as ExcelJS.CellValue[]));
  return { name: file.suggestedFilename(), rows };
}

/** A sales report (partner or agent): the sheet's 'Итого' row sums the cost and reward the screen showed. */
async function expectSalesReport(page: Page, kind: 'partner' | 'agent') {
  const totals = page.getByTestId('report-totals');
  await totals.waitFor({ state: 'visible' });
  const [, cost, reward] = /сумма (.+), вознаграждение (.+)$/.exec(await totals.innerText()) ?? [];
  assert.ok(cost && reward, 'the report shows its totals');
  const sheet = await downloadSheet(page);
  assert.match(sheet.name, FILE_NAME(kind));
  const last = sheet.rows.at(-1) ?? [];
  assert.equal(last[1], 'Итого');
  assert.equal(last[6], amount(cost), 'the sheet sums the cost the screen showed');
  assert.equal(last[7], amount(reward), 'the sheet sums the reward the screen showed');
}

/** The orders report: the sheet's 'Итого' and 'Оплачено' rows are the totals the screen showed ('Оплачено': the period's paid figure). */
async function expectOrdersReport(page: Page) {
  await page.getByRole('tab', { name: 'Отчеты' }).click();
  await page.getByRole('button', { name: 'Заказы' }).click();
  const totals = page.getByTestId('report-totals');
  await totals.waitFor({ state: 'visible' });
  const [, count, cost, paid] = /^(.+) заказ(?:а|ов)? на сумму (.+), оплачено за период (.+)$/.exec(await totals.innerText()) ?? [];
  assert.ok(count && cost && paid, 'the orders report shows its totals');
  const sheet = await downloadSheet(page);
  assert.match(sheet.name, FILE_NAME('order'));
  const [all, paidRow] = sheet.rows.slice(-2);
  assert.equal(all?.[1], 'Итого');
  assert.equal(all?.[9], amount(cost), 'the sheet sums every order as the screen did');
  assert.equal(paidRow?.[1], 'Оплачено');
  assert.equal(paidRow?.[9], amount(paid), "the sheet's paid figure is the one the screen showed");
  assert.equal(sheet.rows.length - 3, Number(count.replace(/\D/g, '')), 'a row per order under the header');
}

/** Scrolled down after the download, the page is no wider than the window and the side menu still takes a click. */
async function expectMenuAboveReport(page: Page) {
  await page.mouse.wheel(0, 10_000);
  assert.equal(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), true, 'the page is no wider than the window');
  await openMenu(page, 'Список', 'Сертификаты');
  await expectUrl(page, routePattern('sales', '/certificates'));
}

/** The node picker's options: the caller's own structure, nothing else. */
/** The structure picker's options once the structure has come: 'Мои показатели' is there before it, `expected` after. */
async function pickerOptions(page: Page, expected: string): Promise<string[]> {
  await page.getByLabel('Узел структуры').click();
  const options = page.getByRole('option');
  await options.filter({ hasText: expected }).first().waitFor({ state: 'visible' }).catch(() => undefined);
  return (await options.allInnerTexts()).map((text) => text.trim());
}

browserTest('the admin downloads a drilled-into partner report with the totals the screen showed (L2)', async ({ page }) => {
  await openReports(page, 'admin');
  const partners = page.getByRole('table', { name: 'По партнерам' });
  await partners.locator('tbody tr').first().locator('td').first().click();
  await page.getByRole('table', { name: 'По агентам' }).waitFor({ state: 'visible' });
  await page.getByRole('tab', { name: 'Отчеты' }).click();
  await expectSalesReport(page, 'partner');
}, SLOW);

browserTest('an agent downloads its own sales report (L2)', async ({ page }) => {
  await openReports(page, 'agent');
  await page.getByRole('tab', { name: 'Отчеты' }).click();
  await expectSalesReport(page, 'agent');
}, SLOW);

browserTest('the agent admin picks an agent of its subdivision, no one else, and downloads its orders (L1, L2)', async ({ page }) => {
  await openReports(page, 'agent-admin');
  const options = await pickerOptions(page, 'Агент: Иван Агентов');
  assert.ok(options.includes('Агент: Иван Агентов'), `its subdivision's agent is offered: ${options.join(', ')}`);
  assert.ok(!options.some((text) => text.includes('Петр Бруттов') || text.includes('Казань')), 'no agent or subdivision outside its own');
  await page.getByRole('option', { name: 'Агент: Иван Агентов' }).click();
  await page.getByRole('navigation', { name: 'Уровень структуры' }).getByRole('button', { name: 'Иван Агентов', exact: true }).waitFor({ state: 'visible' });
  await expectOrdersReport(page);
  await expectMenuAboveReport(page);
}, SLOW);

browserTest("the partner admin picks a subdivision of its partner, no other partner's, and downloads its orders (L1, L2)", async ({ page }) => {
  await openReports(page, 'partner-admin');
  const options = await pickerOptions(page, 'Подразделение: Москва');
  assert.ok(options.includes('Подразделение: Москва'), `its partner's subdivision is offered: ${options.join(', ')}`);
  assert.ok(!options.some((text) => text.includes('Алматы') || text.includes('Онлайн')), "no other partner's subdivision");
  await page.getByRole('option', { name: 'Подразделение: Москва' }).click();
  await page.getByTestId('kpi-brutto').waitFor({ state: 'visible' });
  await expectOrdersReport(page);
}, SLOW);
