import { strict as assert } from 'node:assert';
import { account } from './support/accounts';
import { apiCall, apiToken } from './support/api';
import { browserTest } from './support/browser-test';
import { openSaleForm } from './support/certificates';
import { expectNotification, expectText } from './support/expect';
import { payOnSandboxPage } from './support/payment';
import { signIn } from './support/sign-in';
import { choose, field } from './support/ui';
import { freshPhone, uniqueStamp } from './support/unique';

interface SmsPage {
  data: { phone: string; text: string }[];
}

/** The SMS the client's phone got (the sandbox's log, M1): its payment link. */
async function paymentLinkSentTo(phone: string): Promise<string> {
  const { data } = await apiCall<SmsPage>('GET', '/notifications/sms?perPage=20', { token: await apiToken(account('admin')) });
  const sms = data.find((message) => message.phone.endsWith(phone.slice(-10)));
  assert.ok(sms, `an SMS to ${phone} among the latest`);
  const link = /https?:\/\/\S+\/gw\/sandbox\/pay\/\S+/.exec(sms.text)?.[0];
  assert.ok(link, `a payment link in "${sms.text}"`);
  return link;
}

browserTest('a client pays from the SMS link an agent sent and lands on the result page saying paid, not on a sign-in page (D5, issue 27)', async ({ page, newUserPage }) => {
  const client = { phone: freshPhone(), name: `Плательщик ${uniqueStamp()}` };
  await signIn(page, account('agent'));
  await openSaleForm(page);
  await choose(page, 'Тариф', /^Базовый/);
  await field(page, 'Телефон клиента').fill(client.phone);
  await field(page, 'Email клиента').fill(`e2e${client.phone}@example.ru`);
  await field(page, 'ФИО клиента').fill(client.name);
  await page.getByRole('button', { name: 'Оформить' }).click();
  await expectText(page, 'оформлен');
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expectNotification(page, 'Ссылка на оплату успешно отправлена');

  // the client, on a phone of their own where nobody is signed in, taps the link in the SMS
  const payer = await newUserPage();
  await payer.goto(await paymentLinkSentTo(client.phone));
  await payOnSandboxPage(payer);
  await expectText(payer, 'Базовый, 12 мес.');
  await payer.getByRole('button', { name: 'К моим сертификатам' }).waitFor({ state: 'visible' });
  assert.equal(await payer.getByRole('button', { name: 'Войти' }).count(), 0, 'no sign-in form on the result page');
  assert.ok(!(await payer.getByText(client.name).count()), "the result page shows nothing of the client's own data");
});
