import type { Page } from 'playwright-core';
import { account } from './support/accounts';
import { browserTest } from './support/browser-test';
import { buyBasketAndUse } from './support/client-steps';
import { signIn } from './support/sign-in';

/**
 * D6 end to end for the demo client at a desk: from the market by clicks, a tariff and an additional service in
 * one basket, paid on the sandbox page; back in the cabinet the service is there, the certificate active with
 * its services and limits, its PDF and its receipt downloadable. On a phone a new person does the same in
 * client-first-day.
 */
async function buyAndUse(page: Page): Promise<void> {
  await signIn(page, account('client'));
  await buyBasketAndUse(page, false);
}

browserTest('the demo client buys a tariff and a service in one basket at a desk, pays and uses them (K3, D6, C13, F6)', async ({ page }) => {
  await buyAndUse(page);
}, { timeoutMs: 180_000 });
