import { strict as assert } from 'node:assert';
import { account } from './support/accounts';
import { waitUntil } from './support/expect';
import { browserTest } from './support/browser-test';
import { openMenu } from './support/menu';
import { signIn } from './support/sign-in';

browserTest('the admin compares two partners over a year and drills into one (L1)', async ({ page }) => {
  await signIn(page, account('admin'));
  await openMenu(page, 'Аналитика');
  await page.getByRole('button', { name: 'Год' }).click();
  // the year's figures in place (no progress bar, the chart drawn): a row is clicked where it stays
  await waitUntil(
    async () => (await page.getByRole('progressbar').count()) === 0 && (await page.locator('.recharts-surface').count()) > 0,
    () => 'the year\'s figures and chart did not settle',
  );
  const partners = page.getByRole('table', { name: 'По партнерам' });
  await partners.waitFor({ state: 'visible' });
  const rows = partners.locator('tbody tr');
  await rows.nth(1).waitFor({ state: 'visible' });
  const [first, second] = [await rows.nth(0).innerText(), await rows.nth(1).innerText()];
  assert.notEqual(first, second, 'two partners side by side');
  const name = (await rows.nth(0).locator('td').first().innerText()).trim();
  await rows.nth(0).locator('td').first().click();
  await page.getByRole('navigation', { name: 'Уровень структуры' }).getByRole('button', { name, exact: true }).waitFor({ state: 'visible' });
  await page.getByRole('table', { name: 'По агентам' }).waitFor({ state: 'visible' });
  assert.equal(await page.getByRole('table', { name: 'По партнерам' }).count(), 0, 'the partner view shows its agents, not the partners');
});

browserTest('an agent sees its own month (L1)', async ({ page }) => {
  await signIn(page, account('agent'));
  await openMenu(page, 'Аналитика');
  await page.getByRole('button', { name: 'Этот месяц' }).click();
  await page.getByTestId('kpi-brutto').waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Мои показатели' }).waitFor({ state: 'visible' });
  assert.equal(await page.getByRole('table', { name: 'По партнерам' }).count(), 0, 'an agent sees no partner table');
});
