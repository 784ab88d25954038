import type { Locator, Page } from 'playwright-core';
import { waitUntil } from './expect';

/** The label exactly, or with the asterisk MUI adds to a required field's label. */
export const labelled = (label: string): RegExp => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);

/** The input with the label (required or not) inside the page or a part of it. */
export const field = (scope: Page | Locator, label: string): Locator => scope.getByLabel(labelled(label));

/** Opens a select (or an autocomplete, typing to narrow it) by its label and picks the option. */
export async function choose(page: Page, label: string, option: string | RegExp, { type = false } = {}): Promise<void> {
  const box = page.getByRole('combobox', { name: labelled(label) });
  await box.click();
  if (type && typeof option === 'string') await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The open dialog whose text includes the title (MUI and react-admin dialogs alike). */
export const dialog = (page: Page, title: string): Locator => page.getByRole('dialog').filter({ hasText: title });

/** Answers 'Да' in the yes/no confirm (P5) that shows the title. */
export async function confirmYes(page: Page, title = 'Вы уверены?'): Promise<void> {
  await dialog(page, title).getByRole('button', { name: 'Да', exact: true }).click();
}

/** The body rows of the page's table (the header row has column headers). */
export const tableRows = (page: Page): Locator => page.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });

/** The list header's record count (C3 total badge), once the list has loaded. */
export async function listTotal(page: Page): Promise<number> {
  const badge = page.getByTestId('total-badge');
  await badge.waitFor({ state: 'visible' });
  return Number((await badge.innerText()).replace(/\D/g, ''));
}

/** Waits until the list's total satisfies the check; the failure names the total it had. */
export async function waitForTotal(page: Page, check: (total: number) => boolean, what: string): Promise<number> {
  let total = -1;
  await waitUntil(
    async () => {
      total = await listTotal(page);
      return check(total);
    },
    () => `Expected the list total to be ${what}, but it is ${total}`,
  );
  return total;
}

/**
 * Types a list filter and waits until react-admin has put it in the address (after its debounce): a row
 * clicked before that would be navigated away from when the filter lands.
 */
export async function filterList(page: Page, input: Locator, value: string): Promise<void> {
  await input.fill(value);
  await waitUntil(
    () => decodeURIComponent(page.url()).includes(JSON.stringify(value).slice(1, -1)),
    () => `Expected the filter "${value}" in the address, but it is ${decodeURIComponent(page.url())}`,
  );
}
