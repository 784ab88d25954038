import { strict as assert } from 'node:assert';
import type { Page } from 'playwright-core';
import { account } from './support/accounts';
import { apiResponse } from './support/api';
import { browserTest } from './support/browser-test';
import { expectNotification, expectText, expectUrl, waitUntil } from './support/expect';
import { adminToken, partnerNamed } from './support/fixtures';
import { signIn } from './support/sign-in';
import { choose, confirmYes, dialog, field, filterList, tableRows, waitForTotal } from './support/ui';
import { freshPhone, uniqueStamp } from './support/unique';
import { routePattern } from './support/urls';
import { openMenu } from './support/menu';

const SLOW = { timeoutMs: 120_000 };

/** Partners → the list → the partner's row → one tab of its page, as an administrator clicks there. */
async function openPartnerTab(page: Page, partner: string, tab: string) {
  await openMenu(page, 'Список партнёров', 'Партнёры');
  await filterList(page, page.getByPlaceholder('Поиск', { exact: true }), partner);
  await tableRows(page).filter({ hasText: partner }).first().click();
  await expectUrl(page, routePattern('sales', '/partners/partner'));
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

/** The unit is chosen from the known units; the row counts it in its plural form ('5 консультаций'). */
async function attachService(page: Page, service: string, limit: string, unit: string, counted: string) {
  await choose(page, 'Услуга', service);
  await field(page, 'Лимит').fill(limit);
  await choose(page, 'Единица', unit);
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expectNotification(page, 'Услуга добавлена');
  await page.getByRole('row').filter({ hasText: service }).filter({ hasText: counted }).waitFor({ state: 'visible' });
}

browserTest('an administrator builds a tariff from services, prices it for a partner and issues promo codes for it (F2, F5, G3, H3)', async ({ page }) => {
  const stamp = uniqueStamp();
  const tariff = `Тариф ${stamp}`;
  const partner = await partnerNamed(await adminToken(), 'Бета Партнер');
  await signIn(page, account('admin'));

  await openMenu(page, 'Тарифы');
  await page.getByRole('link', { name: 'Новый тариф' }).first().click();
  await field(page, 'Название').fill(tariff);
  await field(page, 'Код').fill(`E2E_${stamp}`);
  await field(page, 'Цена').fill('15000');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectNotification(page, 'Тариф создан');
  await expectUrl(page, /\/tariffs\/edit\/[0-9a-f-]{36}$/);
  await attachService(page, 'Консультация юриста', '5', 'Консультация', '5 консультаций');
  await attachService(page, 'Эвакуатор', '2', 'Выезд', '2 выезда');

  await openPartnerTab(page, partner.name, 'Тарифы');
  await choose(page, 'Тариф', tariff);
  await page.getByRole('button', { name: 'Прикрепить' }).click();
  await expectNotification(page, 'Тариф прикреплён');
  const partnerPrice = field(page, `Цена партнёра ${tariff}`);
  await partnerPrice.fill('13500');
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expectNotification(page, 'Данные изменены');
  await page.reload();
  await partnerPrice.waitFor({ state: 'visible' });
  assert.equal(await partnerPrice.inputValue(), '13500', "the partner's price is kept");

  await openMenu(page, 'Тарифы');
  await filterList(page, page.getByPlaceholder('Поиск', { exact: true }), tariff);
  await tableRows(page).filter({ hasText: tariff }).first().click();
  await expectUrl(page, /\/tariffs\/edit\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Сгенерировать промокоды' }).click();
  const generate = dialog(page, 'Генерация промокодов');
  await field(generate, 'Количество').fill('3');
  await field(generate, 'Скидка').fill('10');
  await field(generate, 'Префикс').fill(`E2E${stamp}`);
  await generate.getByRole('button', { name: 'Сгенерировать' }).click();
  await expectText(page, 'Создано промокодов: 3');

  await openMenu(page, 'Промокоды');
  await filterList(page, page.getByPlaceholder('Поиск', { exact: true }), `E2E${stamp}`);
  await waitForTotal(page, (total) => total === 3, '3, the generated codes');
  await tableRows(page).first().click();
  await expectUrl(page, routePattern('sales', '/promo/edit'));
  await page.getByRole('list', { name: 'Тарифы промокода' }).getByText(tariff).waitFor({ state: 'visible' });
}, SLOW);

browserTest('an administrator invites an agent into a subdivision, the agent registers, and the administrator blocks the agent (G6, A11, G8)', async ({ page, newUserPage }) => {
  const partner = await partnerNamed(await adminToken(), 'Гамма Страхование');
  await signIn(page, account('admin'));
  await openPartnerTab(page, partner.name, 'Приглашения');
  await choose(page, 'Подразделение', 'Алматы');
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/gw/partner/invitations'));
  await page.getByRole('button', { name: 'Создать приглашение' }).click();
  const invitation = (await (await created).json()) as { id: string };
  await expectNotification(page, 'Приглашение создано');

  const stamp = uniqueStamp();
  const agent = { name: `Агент Приглашенный ${stamp}`, email: `invited-${stamp}@example.ru`, password: 'invited-pass-1' };
  // the administrator copies the invitation's link from its row and sends it; the new agent opens what they got
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const wanted = `/join/invitation/${invitation.id}`;
  let link = '';
  // the subdivision may have older invitations, and the list may not show the new one yet: the rows are tried
  // until one's copied link names it
  await waitUntil(
    async () => {
      for (const copy of await tableRows(page).filter({ hasText: 'Алматы' }).getByRole('button', { name: 'Скопировать ссылку' }).all()) {
        await page.evaluate("navigator.clipboard.writeText('')");
        await copy.click();
        await waitUntil(
          async () => (link = (await page.evaluate('navigator.clipboard.readText()')) as string) !== '',
          () => 'The row\'s link was not copied',
        );
        if (link.endsWith(wanted)) return true;
      }
      return false;
    },
    () => `a row's copied link names the new invitation (the last copied: ${link})`,
  );
  const visitor = await newUserPage();
  await visitor.goto(link);
  await expectText(visitor, 'Партнёр: Гамма Страхование');
  await field(visitor, 'ФИО').fill(agent.name);
  await field(visitor, 'Телефон').fill(`+7${freshPhone()}`);
  await field(visitor, 'Email').fill(agent.email);
  await field(visitor, 'Пароль').fill(agent.password);
  await field(visitor, 'Повторите пароль').fill(agent.password);
  await visitor.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expectText(visitor, 'Регистрация завершена');

  await openMenu(page, 'Агенты', 'Пользователи');
  await filterList(page, page.getByPlaceholder('Поиск', { exact: true }), agent.name);
  await waitForTotal(page, (total) => total === 1, '1, the invited agent');
  const row = tableRows(page).filter({ hasText: agent.name });
  await row.filter({ hasText: 'Гамма Страхование' }).filter({ hasText: 'Алматы' }).waitFor({ state: 'visible' });
  await row.getByRole('button', { name: 'Заблокировать' }).click();
  await confirmYes(page, 'Заблокировать агента?');
  await expectNotification(page, 'Агент заблокирован');
  await row.getByRole('button', { name: 'Разблокировать' }).waitFor({ state: 'visible' });

  const signInAttempt = await apiResponse('POST', '/auth/login', { body: { input: agent.email, password: agent.password, type: 'sales' } });
  assert.ok(signInAttempt.status >= 400, `the blocked agent cannot sign in (answered ${signInAttempt.status})`);
}, SLOW);
