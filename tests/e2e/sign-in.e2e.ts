import { TEST_ACCOUNTS, account } from './support/accounts';
import { browserTest } from './support/browser-test';
import { expectNotification, expectUrl } from './support/expect';
import { login, openLoginPage, signIn } from './support/sign-in';
import { loginPattern } from './support/urls';

for (const demo of TEST_ACCOUNTS) {
  browserTest(`${demo.login} signs in at /${demo.cabinet}/ and lands on #${demo.home}`, async ({ page }) => {
    await signIn(page, demo);
  });
}

browserTest('a wrong password shows the P1 message and keeps the login page', async ({ page }) => {
  await openLoginPage(page, 'sales');
  await login(page, account('admin').login, 'not-the-password');
  await expectNotification(page, 'Неправильный логин или пароль');
  await expectUrl(page, loginPattern('sales'));
});
