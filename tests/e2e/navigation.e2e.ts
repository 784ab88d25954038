import { account } from './support/accounts';
import { browserTest } from './support/browser-test';
import { expectText, expectUrl } from './support/expect';
import { login, openLoginPage, signIn } from './support/sign-in';
import { cabinetUrl, loginPattern, routePattern } from './support/urls';

/** B8: a warning first, then a countdown of about 4 s before the redirect. */
const CABINET_GUARD_TIMEOUT_MS = 20_000;

browserTest('an anonymous visit to a protected page signs in and comes back to it (B3)', async ({ page }) => {
  const admin = account('admin');
  await page.goto(cabinetUrl('sales', '/services'));
  await expectUrl(page, loginPattern('sales'));
  await login(page, admin.login, admin.password);
  await expectUrl(page, routePattern('sales', '/services'));
});

browserTest('an unknown route shows the not-found page, whose button goes home (B4)', async ({ page }) => {
  const admin = account('admin');
  await signIn(page, admin);
  await page.goto(cabinetUrl('sales', '/no-such-page'));
  await expectText(page, 'Такой страницы не нашлось');
  await page.getByText('Вернуться на главную').click();
  await expectUrl(page, routePattern('sales', admin.home));
});

const CABINET_GUARD_WARNING = 'Нет доступа к этой части кабинета, вы будете перенаправлены';

browserTest('a client signing in at the sales cabinet is warned and sent to the client cabinet (B8)', async ({ page }) => {
  const client = account('client');
  await openLoginPage(page, 'sales');
  await login(page, client.login, client.password);
  await expectText(page, CABINET_GUARD_WARNING);
  await expectUrl(page, routePattern('cabinet', client.home), { timeoutMs: CABINET_GUARD_TIMEOUT_MS });
});

browserTest('a signed-in client opening the sales cabinet is warned and sent back (B8)', async ({ page }) => {
  const client = account('client');
  await signIn(page, client);
  await page.goto(cabinetUrl('sales', '/certificates'));
  await expectText(page, CABINET_GUARD_WARNING);
  await expectUrl(page, routePattern('cabinet', client.home), { timeoutMs: CABINET_GUARD_TIMEOUT_MS });
});
