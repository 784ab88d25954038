import type { Page } from 'playwright-core';
import { expectUrl } from './expect';
import { routePattern } from './urls';

/**
 * After a sale: 'Оплатить картой' opens the sandbox acquirer's page (in a new tab, or in the same one
 * if the browser refuses the tab), where 'Оплатить' pays and returns to the certificate's card (D6).
 */
export async function payByCard(page: Page): Promise<Page> {
  const popup = page.context().waitForEvent('page', { timeout: 5_000 }).catch(() => null);
  await page.getByRole('button', { name: 'Оплатить картой' }).click();
  const payer = (await popup) ?? page;
  await payer.getByRole('button', { name: 'Оплатить' }).click();
  await expectUrl(payer, routePattern('sales', '/certificates/certificate'));
  return payer;
}
