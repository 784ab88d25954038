import type { Page } from 'playwright-core';
import { expectUrl, waitUntil } from './expect';
import { openMenu } from './menu';
import { listTotal, tableRows, waitForTotal } from './ui';
import { routePattern } from './urls';

/** The certificate list (C1) as a user opens it: the side menu's 'Сертификаты' → 'Список'. */
export async function openCertificateList(page: Page): Promise<number> {
  await openMenu(page, 'Список', 'Сертификаты');
  await expectUrl(page, routePattern('sales', '/certificates'));
  return listTotal(page);
}

/**
 * Back to the whole list between the steps of one test, as a user does it: removes each added filter with its
 * 'Убрать фильтр' button and clears the fields that are always shown.
 */
export async function resetCertificateList(page: Page): Promise<number> {
  const remove = page.getByRole('button', { name: 'Убрать фильтр' });
  // each click waits for its button to go: counted again too soon, a button on its way out was clicked for 20 s
  for (let shown = await remove.count(); shown > 0; shown = await remove.count()) {
    await remove.first().click();
    await waitUntil(async () => (await remove.count()) < shown, () => `a filter removed: ${shown} 'Убрать фильтр' buttons still shown`);
  }
  for (const label of ['ФИО клиента', 'Номер лицензии']) {
    const field = page.getByLabel(label, { exact: true });
    if (await field.inputValue()) await field.clear();
  }
  return listTotal(page);
}

/** The sale form (D1, D2) through the list's 'Продать' button. */
export async function openSaleForm(page: Page): Promise<void> {
  await openCertificateList(page);
  await page.getByRole('link', { name: 'Продать' }).click();
  await expectUrl(page, routePattern('sales', '/certificates-sale'));
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

/** Finds the certificate in the list by its number and clicks the number, as a user opens the card (C2, C6). */
export async function openCertificateCard(page: Page, id: string, number: string): Promise<void> {
  await openCertificateList(page);
  // the field shows the number masked (2200 / 0000 / …), so the list's total tells when the filter landed
  await page.getByLabel('Номер лицензии', { exact: true }).fill(number);
  await waitForTotal(page, (total) => total === 1, `1, the certificate ${number}`);
  await page.getByRole('link', { name: number, exact: true }).click();
  await expectUrl(page, routePattern('sales', `/certificates/certificate/${id}`));
  await page.getByTestId('certificate-number').filter({ hasText: number }).waitFor({ state: 'visible' });
}
