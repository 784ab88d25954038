import { strict as assert } from 'node:assert';
import { account } from './support/accounts';
import { browserTest } from './support/browser-test';
import { openCertificateList } from './support/certificates';
import { expectText } from './support/expect';
import { payByCard } from './support/payment';
import { signIn } from './support/sign-in';
import { choose, field } from './support/ui';
import { freshPhone, uniqueStamp } from './support/unique';
import { openSaleForm } from './support/certificates';

/** D2: the autopay percent options, as the select names them. */
const PERCENT_OPTIONS = ['2 %', '2,5 %', '3 %', '3,5 %'];

interface CreditReply {
  id: string;
  number: string;
  credit: { period: number; percent: number; total: number; monthly: number };
}

browserTest('a BRUTTO agent sells on credit to a new client, pays the first instalment and finds the certificate (D2, D6, C1, C6)', async ({ page }) => {
  const client = { phone: freshPhone(), name: `Заемщик ${uniqueStamp()}` };
  await signIn(page, account('agent-brutto'));
  await openSaleForm(page);
  await expectText(page, 'Продажа в кредит');
  // the ordinary sale's own fields are not offered on credit
  assert.equal(await field(page, 'Срок, мес.').count(), 0, 'no ordinary period field');
  assert.equal(await field(page, 'Промокод').count(), 0, 'no promo code field');

  await choose(page, 'Тариф', /^Базовый/);
  await field(page, 'Срок кредита, мес.').fill('6');
  await page.getByRole('combobox', { name: /^Процент автоплатежа/ }).click();
  assert.deepEqual(await page.getByRole('option').allInnerTexts(), PERCENT_OPTIONS);
  await page.getByRole('option', { name: '3 %', exact: true }).click();
  await field(page, 'Телефон клиента').fill(client.phone);
  await field(page, 'Email клиента').fill(`e2e${client.phone}@example.ru`);
  await field(page, 'ФИО клиента').fill(client.name);

  // issue 27: the result says what the form promised, the server's charge (it said the list price without the percent)
  const promised = /Клиент заплатит (.+): 6 платежей по (.+?) \(/.exec(await page.getByTestId('credit-summary').innerText());
  assert.ok(promised, 'the form says what the client will pay');
  const sold = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/gw/v2/certificates'));
  await page.getByRole('button', { name: 'Оформить' }).click();
  const reply = (await (await sold).json()) as CreditReply;
  assert.deepEqual([reply.credit.period, reply.credit.percent], [6, 3], 'the credit terms chosen in the form');
  await expectText(page, `Сертификат № ${reply.number} оформлен`);
  assert.match(await page.getByTestId('sale-charge').innerText(), new RegExp(`^К оплате: ${promised[1]} \\(6 × ${promised[2]}\\)`), 'the result charges what the form said');

  const card = await payByCard(page);
  await expectText(card, 'Активен');
  await expectText(card, client.name);
  await expectText(card, 'Базовый');

  await openCertificateList(card);
  await field(card, 'ФИО клиента').fill(client.name);
  await card.getByRole('link', { name: reply.number }).waitFor({ state: 'visible' });
});
