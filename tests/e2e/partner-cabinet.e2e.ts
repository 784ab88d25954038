import { strict as assert } from 'node:assert';
import { readFile } from 'node:fs/promises';
import { readSheet } from 'read-excel-file/node';
import { account } from './support/accounts';
import { browserTest } from './support/browser-test';
import { expectUrl } from './support/expect';
import { openMenu } from './support/menu';
import { expectHealthy, settle } from './support/page-health';
import { signIn } from './support/sign-in';
import { routePattern } from './support/urls';

const SLOW = { timeoutMs: 180_000 };
/** '4 399,99 ₽' (any grouping space, any currency sign) → 4399.99 */
const amount = (text: string) => Number(text.replace(/[^\d,.-]/g, '').replace(',', '.'));

browserTest('a partner sees its programme figures and widget and downloads a report with the totals the screen shows (L3, L2)', async ({ page, healthOf }) => {
  const health = healthOf(page);
  await signIn(page, account('partner'));
  await expectUrl(page, routePattern('cpa', '/analytic'));
  await settle(page, health);

  const brutto = page.getByTestId('figure-brutto');
  await brutto.waitFor({ state: 'visible' });
  assert.ok(amount(await brutto.innerText()) > 0, 'the demo partner has sales in the last 12 months');
  await page.getByRole('table', { name: 'По тарифам' }).waitFor({ state: 'visible' });

  const totals = page.getByTestId('report-totals');
  await totals.waitFor({ state: 'visible' });
  const [, shownCost, shownReward] = /сумма (.+), вознаграждение (.+)$/.exec(await totals.innerText()) ?? [];
  assert.ok(shownCost && shownReward, 'the report shows its totals');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать Excel' }).click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^report_partner_from_\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows = await readSheet(await readFile((await file.path()) as string));
  const last = rows.at(-1) ?? [];
  assert.equal(last[0], 'Итого');
  assert.equal(last[5], amount(shownCost), 'the sheet sums the cost the screen showed');
  assert.equal(last[6], amount(shownReward), 'the sheet sums the reward the screen showed');

  // scrolled down (as the download left it, sideways too if the page were wider than the window), the menu stays clickable
  await page.mouse.wheel(0, 10_000);
  await page.waitForFunction('window.scrollY > 0');
  assert.equal(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), true, 'the page is no wider than the window');
  await openMenu(page, 'Партнёрская программа');
  await expectUrl(page, routePattern('cpa', '/program'));
  await settle(page, health);
  const snippet = page.getByRole('textbox', { name: 'Код виджета: кнопка' });
  await snippet.waitFor({ state: 'visible' });
  assert.match(await snippet.inputValue(), /\/gw\/widget\/widget\.js/);
  await page.getByTestId('program-consent').waitFor({ state: 'visible' });
  await expectHealthy(page, health, 'the programme page');
}, SLOW);
