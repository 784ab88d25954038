import { strict as assert } from 'node:assert';
import type { Page } from 'playwright-core';
import { account } from './accounts';
import { browserTest } from './browser-test';
import { expectUrl } from './expect';
import { DESKTOP_SIZE, PHONE_SIZE, expandMenuGroups, shownMenuPaths, sideMenu } from './menu';
import { type PageHealth, expectHealthy, settle } from './page-health';
import { screenProblems } from './screen-checks';
import { login as submitLogin, openLoginPage } from './sign-in';
import { tableRows } from './ui';
import { routePattern } from './urls';

const JOURNEY_TIMEOUT_MS = 280_000;
const MAX_DIALOGS = 3;

/** Closes open dialogs (a client card, a form) with Escape, as a user does before going elsewhere. */
async function closeDialogs(page: Page): Promise<void> {
  for (let tries = 0; tries < MAX_DIALOGS && (await page.getByRole('dialog').count()) > 0; tries += 1) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
}

/** Checks a screen the journey has opened: healthy now, and its accessibility, words and tables noted for the end. */
type CheckScreen = (step: string) => Promise<void>;

/**
 * Opens the list's first record as a user does: its first in-app link (a number, a name), or else a
 * plain cell of the row (react-admin's row click). A row that opens nothing is fine.
 */
async function openFirstRecord(page: Page, health: PageHealth, step: string, check: CheckScreen): Promise<void> {
  const row = tableRows(page).first();
  if ((await row.count()) === 0) return;
  const link = row.locator('a[href^="#/"]');
  const target = (await link.count()) > 0 ? link.first() : row.locator('td:not(:has(input, button, a))').first();
  if ((await target.count()) === 0 || !(await target.isVisible())) return;
  await target.click();
  await settle(page, health);
  await check(`${step}, its first record`);
}

/**
 * One role's journey: signs in on the cabinet's login page, then by clicks only opens every entry its
 * side menu shows (groups opened) and the first record of every list, failing on a crash, an uncaught
 * exception or a /gw 5xx at once, and at the end on every screen's other problems (support/screen-checks.ts:
 * axe-core's WCAG 2 A/AA rules, enum codes shown, placeholders of finished features, tables that do not fit).
 * The person asks for less motion: a click on a phone's drawer entry otherwise waits ~0.5 s for the drawer to stop
 * sliding, 34 times in the admin's walk; the other specs keep the motion everybody else sees.
 */
export function journey(login: string, { phone = false } = {}): void {
  const user = account(login);
  const size = phone ? ' on a phone (375×667, the menu a drawer)' : '';
  // on a phone the side menu is a drawer: opened from the app bar before each entry, as a user does; react-admin hides
  // the app bar while a long page is scrolled down, and a user scrolls back up to reach it
  const openDrawer = async (page: Page) => {
    if (!phone) return;
    await page.mouse.wheel(0, -10_000);
    await page.getByRole('button', { name: 'Открыть меню' }).click();
  };
  browserTest(`${login} opens every menu entry and the first record of every list${size}`, async ({ page, healthOf }) => {
    const health = healthOf(page);
    const problems: string[] = [];
    const check: CheckScreen = async (step) => {
      await expectHealthy(page, health, step);
      const found = await screenProblems(page, { phone });
      if (found.length) problems.push(`${step} (${page.url()}):\n  ${found.join('\n  ')}`);
    };
    await page.setViewportSize(phone ? PHONE_SIZE : DESKTOP_SIZE);
    await openLoginPage(page, user.cabinet);
    await settle(page, health);
    await check('the sign-in page');
    await submitLogin(page, user.login, user.password);
    await expectUrl(page, routePattern(user.cabinet, user.home));
    await settle(page, health);
    await check('the home screen');
    await openDrawer(page);
    const paths = await shownMenuPaths(page);
    if (phone) await page.keyboard.press('Escape');
    // which entries a role gets is the SPA test's (tests/spa/menu-paths.test.ts); here each must open
    assert.ok(paths.length > 0, 'the side menu shows entries');
    for (const path of paths) {
      await closeDialogs(page);
      await openDrawer(page);
      const link = sideMenu(page).locator(`a[href="#${path}"]`).first();
      if (!(await link.isVisible())) await expandMenuGroups(page);
      await link.click();
      await expectUrl(page, routePattern(user.cabinet, path));
      await settle(page, health);
      await check(`the menu entry ${path}`);
      await openFirstRecord(page, health, `the menu entry ${path}`, check);
    }
    if (problems.length) assert.fail(`${problems.length} screen(s) of the journey have problems:\n${problems.join('\n')}`);
  }, { timeoutMs: JOURNEY_TIMEOUT_MS, reducedMotion: true });
}
