import { strict as assert } from 'node:assert';
import type { Locator, Page } from 'playwright-core';
import { account } from './support/accounts';
import { apiCall, apiToken } from './support/api';
import { browserTest } from './support/browser-test';
import { baseUrl } from './support/environment';
import { expectUrl } from './support/expect';
import { registeredClient } from './support/fixtures';
import { startHostSite } from './support/host-site';
import { payOnSandboxPage } from './support/payment';
import { login } from './support/sign-in';
import { routePattern } from './support/urls';

interface Program {
  partner: { id: string; name: string };
  widget: { snippet: string; cards: string };
}

interface Look {
  color: string;
  fontSize: string;
  fontFamily: string;
  background: string;
  border: string;
}

/** The computed look of an element (the browser's globals typed here: the specs are compiled without the DOM's types). */
const styleOf = (locator: Locator) =>
  locator.evaluate((node): Look => {
    const browser = globalThis as unknown as { getComputedStyle(element: unknown): Record<'color' | 'fontSize' | 'fontFamily' | 'backgroundColor' | 'borderTopStyle', string> };
    const style = browser.getComputedStyle(node);
    return { color: style.color, fontSize: style.fontSize, fontFamily: style.fontFamily, background: style.backgroundColor, border: style.borderTopStyle };
  });

/** A8 from the checkout: a fresh phone, the code from the sandbox banner, the last form. */
/**
 * Signs in at checkout as a client who registered without a partner: the browser's own phone-code flows are left
 * to the onboarding specs (the per-address code limit, 5 an hour, A8, counts every code from 127.0.0.1; the
 * registration at checkout with its credit is tests/server/storefront-referral.test.ts's).
 */
async function signInAtCheckout(page: Page): Promise<void> {
  const client = await registeredClient();
  await page.getByRole('button', { name: 'Войти' }).click();
  await login(page, client.phone, client.password);
}

/**
 * Issue 27 (G11): the partner's widget on the partner's own site (another origin, hostile CSS, strict CSP) keeps its
 * own look; its card leads to the storefront, where a visitor signs in at checkout and pays, credited to the partner.
 */
browserTest('the partner widget on another origin keeps its style and brings a buyer who signs in at checkout and pays, credited to the partner', async ({ page }) => {
  const program = await apiCall<Program>('GET', '/partner/program', { token: await apiToken(account('partner')) });
  const site = await startHostSite([program.widget.snippet, program.widget.cards], new URL(baseUrl()).origin);
  try {
    await page.goto(site.url);
    // the host's sheet is in force on its own page…
    assert.equal((await styleOf(page.locator('#host-text'))).color, 'rgb(255, 0, 0)');
    // …and not inside the widget (Playwright's CSS locators pierce the open shadow roots)
    const button = page.locator('.certificates-widget[data-view="button"] a.buy');
    await button.waitFor({ state: 'visible' });
    const { fontFamily, ...look } = await styleOf(button);
    assert.deepEqual(look, { color: 'rgb(255, 255, 255)', fontSize: '15px', background: 'rgb(25, 118, 210)', border: 'none' });
    assert.notEqual(fontFamily, 'serif');
    const card = page.locator('.certificates-widget[data-view="cards"] .card').first();
    await card.waitFor({ state: 'visible' });
    assert.equal((await styleOf(card)).border, 'solid');
    const rateName = (await card.locator('.name').textContent())!;

    const storefront = page.context().waitForEvent('page');
    await card.getByRole('link', { name: 'Купить сертификат' }).click();
    const shop = await storefront;
    await expectUrl(shop, routePattern('cabinet', '/shop'));
    await shop.getByTestId('storefront-partner').getByText(program.partner.name, { exact: false }).waitFor({ state: 'visible' });
    await shop.getByRole('button', { name: `Купить: ${rateName}` }).click();
    await expectUrl(shop, routePattern('cabinet', '/shop/checkout'));
    await signInAtCheckout(shop);
    // back at the purchase, signed in
    await expectUrl(shop, routePattern('cabinet', '/shop/checkout'));
    await shop.getByTestId('checkout-item').getByText(rateName).waitFor({ state: 'visible' });
    await shop.getByRole('button', { name: 'Оплатить' }).click();
    await payOnSandboxPage(shop);

    // the server credited the partner with the purchase
    const token = await shop.evaluate<string | null>("localStorage.getItem('sessionToken')");
    const mine = await apiCall<{ data: { id: string }[] }>('GET', '/client/certificates', { token: token! });
    assert.equal(mine.data.length, 1);
    const certificate = await apiCall<{ partner: { id: string } | null }>('GET', `/certificates/${mine.data[0]!.id}`, { token: await apiToken(account('admin')) });
    assert.equal(certificate.partner?.id, program.partner.id);
  } finally {
    await site.close();
  }
}, { timeoutMs: 180_000 });
