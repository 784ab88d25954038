import { strict as assert } from 'node:assert';
import type { Page } from 'playwright-core';
import { account } from './support/accounts';
import { apiCall } from './support/api';
import { browserTest } from './support/browser-test';
import { adminToken } from './support/fixtures';
import { signIn } from './support/sign-in';
import { openMenu } from './support/menu';

/** Names in the seeded structure (server/db/seed/accounts.ts): partners, subdivisions and agents. */
const BRANCHES = {
  'partner-admin': {
    shown: ['Альфа Продажи', 'Москва', 'Санкт-Петербург', 'Казань', 'Иван Агентов', 'Петр Бруттов', 'Анна Старшая', 'Олег Партнеров'],
    hidden: ['Бета Партнер', 'Онлайн', 'Гамма Страхование', 'Алматы', 'Астана'],
  },
  'agent-admin': {
    shown: ['Альфа Продажи', 'Москва', 'Иван Агентов', 'Анна Старшая'],
    hidden: ['Санкт-Петербург', 'Казань', 'Петр Бруттов', 'Олег Партнеров', 'Бета Партнер', 'Гамма Страхование', 'Алматы'],
  },
} as const;

/** Every name of the whole structure as the admin sees it (GET /issues/structure, G10). */
async function wholeStructureText(): Promise<string> {
  return JSON.stringify(await apiCall('GET', '/issues/structure', { token: await adminToken() }));
}

async function expectBranch(page: Page, login: keyof typeof BRANCHES) {
  const { shown, hidden } = BRANCHES[login];
  // the hidden names exist, so their absence below is the scope at work
  const everything = await wholeStructureText();
  for (const name of hidden) assert.ok(everything.includes(name), `the whole structure has ${name}`);

  await signIn(page, account(login));
  await openMenu(page, 'Структура агентов');
  const tree = page.getByRole('list', { name: 'structure' });
  for (const name of shown) await tree.getByText(name, { exact: true }).first().waitFor({ state: 'visible' });
  const text = await tree.innerText();
  const leaked = hidden.filter((name) => text.includes(name));
  assert.deepEqual(leaked, [], `${login} sees only its own branch of the structure`);
}

browserTest("a partner administrator's agent structure shows only the partner's branch (G10)", async ({ page }) => {
  await expectBranch(page, 'partner-admin');
});

browserTest("an agent administrator's agent structure shows only the subdivision's branch (G10)", async ({ page }) => {
  await expectBranch(page, 'agent-admin');
});
