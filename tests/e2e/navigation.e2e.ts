import { account } from './support/accounts';
import { apiCall } from './support/api';
import { browserTest } from './support/browser-test';
import { baseUrl } from './support/environment';
import { expectText, expectUrl } from './support/expect';
import { expandMenuGroups, sideMenu } from './support/menu';
import { login, openLoginPage, signIn } from './support/sign-in';
import { cabinetUrl, loginPattern, routePattern } from './support/urls';

/** B8: a warning first, then a countdown of about 4 s before the redirect. */
const CABINET_GUARD_TIMEOUT_MS = 20_000;

browserTest('a visit to a protected page whose session has ended signs in and comes back to it (B3)', async ({ page }) => {
  const admin = account('admin');
  await signIn(page, admin);
  await expandMenuGroups(page);
  await sideMenu(page).locator('a[href="#/services"]').click();
  await expectUrl(page, routePattern('sales', '/services'));
  // the session ends elsewhere (signed out on another device); the next visit of the page is an anonymous one
  const token = (await page.evaluate('localStorage.getItem("sessionToken")')) as string;
  await apiCall('POST', '/auth/logout', { token });
  await page.reload();
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
  // the site's own address, which leads to the sales cabinet (B1)
  await page.goto(`${baseUrl()}/`);
  await expectText(page, CABINET_GUARD_WARNING);
  await expectUrl(page, routePattern('cabinet', client.home), { timeoutMs: CABINET_GUARD_TIMEOUT_MS });
});
