import type { Page } from 'playwright-core';
import { expectText, expectUrl } from './expect';
import { routePattern } from './urls';

/** The sandbox acquirer's page: 'Оплатить' pays and the payer is sent back to the order's result page, which says paid. */
export async function payOnSandboxPage(payer: Page): Promise<void> {
  await payer.waitForURL(/\/gw\/sandbox\/pay\//);
  await payer.getByRole('button', { name: 'Оплатить' }).click();
  await expectUrl(payer, routePattern('cabinet', '/payment'));
  await expectText(payer, 'Оплата прошла');
}

/**
 * After a sale: 'Оплатить картой' opens the sandbox acquirer's page in a new tab, where the client pays and lands
 * on the result page; the seller closes that tab and opens the certificate's card from the sale screen (D6).
 */
export async function payByCard(page: Page): Promise<Page> {
  const popup = page.context().waitForEvent('page', { timeout: 5_000 }).catch(() => null);
  await page.getByRole('button', { name: 'Оплатить картой' }).click();
  const payer = await popup;
  if (!payer) throw new Error("'Оплатить картой' opened no tab with the payment page");
  await payOnSandboxPage(payer);
  await payer.close();
  await page.getByRole('link', { name: 'Открыть сертификат' }).click();
  await expectUrl(page, routePattern('sales', '/certificates/certificate'));
  return page;
}
