import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { browserTest } from './support/browser-test';
import { baseUrl } from './support/environment';
import { expectUrl } from './support/expect';
import { expectLoginForm } from './support/sign-in';
import { loginPattern } from './support/urls';

test('the API answers its health check', async () => {
  const response = await fetch(`${baseUrl()}/gw/health`);
  assert.equal(response.status, 200);
  assert.equal(((await response.json()) as { status: string }).status, 'ok');
});

test('the root address redirects to the sales cabinet (B1)', async () => {
  const response = await fetch(`${baseUrl()}/`, { redirect: 'manual' });
  assert.equal(response.status, 302);
  assert.equal(response.headers.get('location'), '/sales/');
});

/** / → /sales/ → #/ → #/certificates → #/login, plus a little slack; a redirect loop makes thousands. */
const SETTLED_NAVIGATIONS = 6;

browserTest('an anonymous visit to the site settles on the login page without console errors', async ({ page, navigationsOf }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // Chromium logs every 401 as a failed resource load; an anonymous session check is expected to get one.
    const expectedUnauthorized = message.text().includes('status of 401');
    if (message.type() === 'error' && !expectedUnauthorized) consoleErrors.push(message.text());
  });
  // the site's address as a visitor types it; the server sends it on to the sales cabinet (B1)
  await page.goto(`${baseUrl()}/`);
  await expectUrl(page, loginPattern('sales'));
  try {
    await expectLoginForm(page);
  } finally {
    // Checked even when the form never shows: a redirect loop is the likelier cause, and the clearer message.
    const navigations = navigationsOf(page);
    assert.ok(navigations <= SETTLED_NAVIGATIONS, `${navigations} navigations before the login page settled: a redirect loop`);
  }
  assert.deepEqual(consoleErrors, [], 'console errors');
});
