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

/** The addresses (hash routes) of the entries the side menu shows, all groups open. */
export async function shownMenuPaths(page: Page): Promise<string[]> {
  await expandMenuGroups(page);
  const links = await sideMenu(page).locator('a[href]').all();
  const hrefs = await Promise.all(links.map((link) => link.getAttribute('href')));
  return hrefs.map((href) => (href ?? '').replace(/^#/, ''));
}

/** A desktop's size (issue 27's 1366 × 800): tables must fit it. */
export const DESKTOP_SIZE = { width: 1366, height: 800 };

/** A phone's size (the 375 × 667): the side menu is a drawer there. */
export const PHONE_SIZE = { width: 375, height: 667 };

/** Clicks a side-menu entry; on a phone the drawer is opened from the app bar first, as a user does. */
export async function openMenuOn(page: Page, label: string, phone: boolean): Promise<void> {
  const openDrawer = () => page.getByRole('button', { name: 'Открыть меню' }).click();
  if (phone) await openDrawer();
  await clickMenuLink(page, label, phone ? openDrawer : undefined);
}

/**
 * Clicks the entry's link and waits for its address. The menu still grows while the cabinet loads (groups open,
 * entries allowed by permissions appear), and a click that lands as the link moves goes nowhere; a user then
 * clicks again, and so does this (CI saw the concierge entry's click lost this way once).
 */
async function clickMenuLink(page: Page, label: string, reopen?: () => Promise<void>): Promise<void> {
  const link = sideMenu(page).locator('a[href]').filter({ hasText: label }).first();
  const href = (await link.getAttribute('href')) ?? '';
  const before = new URL(page.url()).hash;
  await link.click();
  if (!href.startsWith('#') || before === href) return;
  // arrived: the address moved (to the entry, or on from it where the entry redirects)
  const arrived = () =>
    page.waitForFunction(`window.location.hash !== ${JSON.stringify(before)}`, undefined, { timeout: 3_000 });
  await arrived().catch(async () => {
    // on a phone the drawer closed with the first click
    if (reopen && !(await link.isVisible())) await reopen();
    await link.click();
    await arrived();
  });
}
