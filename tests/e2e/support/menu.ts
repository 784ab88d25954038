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
  }
  await sideMenu(page).locator('a[href]').filter({ hasText: label }).first().click();
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
  if (phone) await page.getByRole('button', { name: 'Открыть меню' }).click();
  await sideMenu(page).locator('a[href]').filter({ hasText: label }).first().click();
}
