import { strict as assert } from 'node:assert';
import { account } from './support/accounts';
import { browserTest } from './support/browser-test';
import { expectUrl } from './support/expect';
import { PHONE_SIZE } from './support/menu';
import { expectLoginForm, signIn } from './support/sign-in';
import { loginPattern } from './support/urls';

/**
 * Issue 27: every action of the desktop header is reachable at 375 px. Each cabinet on a phone: the sign-out is on
 * the screen and signs out by a click; the language is chosen from the header's menu.
 */
for (const login of ['admin', 'client', 'partner']) {
  browserTest(`${login} changes the language and signs out by clicks on a phone (375×667)`, async ({ page }) => {
    const user = account(login);
    await page.setViewportSize(PHONE_SIZE);
    await signIn(page, user);
    const signOut = page.getByRole('button', { name: 'Выйти' });
    const box = await signOut.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE_SIZE.width, `the sign-out is on the screen: ${JSON.stringify(box)}`);

    await page.getByRole('button', { name: 'Ещё' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();

    await page.getByRole('button', { name: 'Выйти' }).click();
    await expectUrl(page, loginPattern(user.cabinet));
    await expectLoginForm(page);
  });
}
