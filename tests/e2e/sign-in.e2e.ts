import { TEST_ACCOUNTS, account } from './support/accounts';
import { browserTest } from './support/browser-test';
import { expectNotification, expectUrl } from './support/expect';
import { login, openLoginPage, signIn } from './support/sign-in';
import { loginPattern } from './support/urls';

/** K1: the demo client with an incomplete profile is shown the profile form first, whatever page it opens. */
const PROFILE_FIRST = 'client-new';

for (const demo of TEST_ACCOUNTS.filter((candidate) => candidate.login !== PROFILE_FIRST)) {
  browserTest(`${demo.login} signs in at /${demo.cabinet}/ and lands on #${demo.home}`, async ({ page }) => {
    await signIn(page, demo);
  });
}

browserTest(`${PROFILE_FIRST} signs in at /cabinet/ and is shown the mandatory profile form first (K1, O3)`, async ({ page }) => {
  const demo = account(PROFILE_FIRST);
  await openLoginPage(page, demo.cabinet);
  await login(page, demo.login, demo.password);
  await page.getByTestId('full-profile-form').waitFor({ state: 'visible' });
});

browserTest('a wrong password shows the P1 message and keeps the login page', async ({ page }) => {
  await openLoginPage(page, 'sales');
  await login(page, account('admin').login, 'not-the-password');
  await expectNotification(page, 'Неправильный логин или пароль');
  await expectUrl(page, loginPattern('sales'));
});
