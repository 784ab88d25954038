import type { Page } from 'playwright-core';
import { expectText, waitUntil } from './expect';
import { listTotal, tableRows } from './ui';
import { cabinetUrl } from './urls';

/** The certificate list (C1) with no filter: the query string overrides the filters react-admin remembers. */
export async function openCertificateList(page: Page): Promise<number> {
  const empty = encodeURIComponent('{}');
  await page.goto(cabinetUrl('sales', `/certificates?filter=${empty}&displayedFilters=${empty}&page=1`));
  return listTotal(page);
}

/** Shows one of the list's hidden filters (C4) through react-admin's 'add filter' menu. */
export async function showFilter(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Добавить фильтр' }).click();
  await page.getByRole('menuitemcheckbox', { name: label }).click();
  await page.getByLabel(label, { exact: true }).first().waitFor({ state: 'visible' });
}

/** Waits until the list shows rows and every one passes the check (given the row's text). */
export async function expectEveryRow(page: Page, check: (text: string) => boolean, what: string): Promise<void> {
  let texts: string[] = [];
  await waitUntil(
    async () => {
      texts = await tableRows(page).allInnerTexts();
      return texts.length > 0 && texts.every(check);
    },
    () => `Expected rows, every one ${what}; rows shown:\n${texts.filter((text) => !check(text)).slice(0, 3).join('\n---\n') || '(none)'}`,
  );
}

export async function openCertificateCard(page: Page, id: string, number: string): Promise<void> {
  await page.goto(cabinetUrl('sales', `/certificates/certificate/${id}`));
  await expectText(page, number);
}
