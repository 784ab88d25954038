import type { Locator, Page } from 'playwright-core';

export const sideMenu = (page: Page): Locator => page.getByTestId('cabinet-menu');

/** The menu groups that are closed now (a group is an item that expands, not a link). */
const closedGroups = (page: Page): Locator => sideMenu(page).locator('[role="menuitem"][aria-expanded="false"]');

/** Opens every closed group of the side menu, as a user looking for an entry would. */
export async function expandMenuGroups(page: Page): Promise<void> {
  await sideMenu(page).getByRole('menuitem').first().waitFor({ state: 'visible' });
  while ((await closedGroups(page).count()) > 0) await closedGroups(page).first().click();
}

/** Clicks the menu entry with the label, opening its group (given by label) first when it is closed. */
export async function openMenu(page: Page, label: string, group?: string): Promise<void> {
  if (group) {
    const groupItem = sideMenu(page).getByRole('menuitem', { name: group, exact: true });
    if ((await groupItem.getAttribute('aria-expanded')) === 'false') await groupItem.click();
    await sideMenu(page).getByRole('menuitem', { name: group, exact: true, expanded: true }).waitFor();
  }
  await clickMenuLink(page, label);
}

/**
 * Clicks the entry's link and waits for its address. The menu still grows while the cabinet loads (groups open,
 * entries allowed by permissions appear), and a click that lands as the link moves goes nowhere; a user then
 * clicks again, and so does this (CI saw the concierge entry's click lost this way once).
 */
async function clickMenuLink(page: Page, label: string): Promise<void> {
  const link = sideMenu(page).locator('a[href]').filter({ hasText: label }).first();
  const href = (await link.getAttribute('href')) ?? '';
  const before = await page.evaluate(() => location.hash);
  await link.click();
  if (!href.startsWith('#') || before === href) return;
  // arrived: the address moved (to the entry, or on from it where the entry redirects)
  const arrived = () => page.waitForFunction((from) => location.hash !== from, before, { timeout: 3_000 });
  await arrived().catch(async () => {
    await link.click();
    await arrived();
  });
}
