import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { canAccess } from '../../common/access';
import { DECLARED_RESOURCES } from '../../common/resources';
import { salesCabinet } from '../../src/cabinets/sales/salesCabinet';
import { viewsOf } from '../../src/cabinets/declaredSections';
import { cabinetRoutes } from '../../src/customRoutes/cabinetRoutes';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

/**
 * Issue 27: the loader's upload was unreachable on an empty list, react-admin's empty page having replaced the list's
 * header with its own. Every list keeps its actions when it has no rows: each list of the sales cabinet is shown empty
 * to an admin, and its buttons must be there.
 */
type Action = { role: 'button' | 'link' | 'combobox'; name: string };
const button = (name: string): Action => ({ role: 'button', name });
const link = (name: string): Action => ({ role: 'link', name });

const EXPORT = button('Экспорт');

/** A declared list's own actions, besides Create and Export (its views' `actions`, or its own screen). */
const OWN_ACTIONS: Record<string, Action[]> = {
  loader: [{ role: 'combobox', name: 'Партнер для новых аккаунтов' }, button('Загрузить .xlsx')],
  'certificates-registers': [button('Загрузить реестр')],
  // the clients' table is its own screen (src/resources/clients/ClientList.tsx): the add dialog, no export
  clients: [button('Добавить клиента')],
};
/** Declared lists whose screen is not the generated list (no generated Create or Export). */
const OWN_SCREENS = new Set(['clients']);

/** The lists of the sales cabinet that are no declaration's, at their addresses, with what they say when empty. */
const HAND_WRITTEN: { path: string; empty: string; actions: Action[] }[] = [
  { path: '/certificates', empty: 'Результатов не найдено', actions: [link('Продать'), button('Добавить фильтр')] },
  // the denials are not sold from (the sale button is the certificates' create), but filtered
  { path: '/certificates-denial', empty: 'Результатов не найдено', actions: [button('Добавить фильтр')] },
  { path: '/staff/agents', empty: 'Агентов пока нет', actions: [link('Добавить агента')] },
];

/** Every declaration's texts (common/resources/<name>.texts.ts). */
const TEXTS = import.meta.glob<{ texts: { ru: { resources: Record<string, { empty?: string; action?: { create?: string } }> } } }>('../../common/resources/*.texts.ts', { eager: true });

/** A declared list's empty text in Russian (resources.<name>.empty). */
const emptyTextOf = (name: string) => Object.values(TEXTS).map(({ texts }) => texts.ru.resources[name]?.empty).find(Boolean)!;
/** A declared list's own create button in Russian ('Новый промокод', resources.<name>.action.create), else react-admin's. */
const createTextOf = (name: string) => Object.values(TEXTS).map(({ texts }) => texts.ru.resources[name]?.action?.create).find(Boolean) ?? 'Создать';

const admin = { roles: ['ADMIN'] as const };
const declaredLists = DECLARED_RESOURCES.filter((d) => d.menu?.cabinets.includes('sales') && d.operations?.list !== false).map((d) => {
  const generated = !OWN_SCREENS.has(d.name);
  const create = generated && d.operations?.create !== false && canAccess({ roles: [...admin.roles] }, { resource: d.name, action: 'create' });
  return {
    path: d.menu?.route ?? `/${d.name}`,
    name: d.name,
    actions: [...(create ? [link(createTextOf(d.name))] : []), ...(generated ? [EXPORT] : []), ...(OWN_ACTIONS[d.name] ?? [])],
    views: viewsOf(d),
  };
});

/** Every GET answers nothing: an empty page of a list, an empty lookup (…/all). */
function serveNothing() {
  server.use(
    http.get(gw('/*'), ({ request }) => {
      const { pathname } = new URL(request.url);
      return pathname.endsWith('/all') ? HttpResponse.json([]) : HttpResponse.json({ data: [], total: 0, perPage: 25, page: 1 });
    }),
  );
}

function renderEmpty(path: string) {
  serveNothing();
  const { dataProvider } = createTestProviders(resourceEndpoints);
  return renderWithAdmin(<AdminUI>{cabinetRoutes(salesCabinet)}</AdminUI>, { dataProvider, path, identity: identityWith(['ADMIN']) });
}

/**
 * Once the list has answered (its empty text shows), its actions are there, or arrive (the certificates' toolbar loads
 * after the rows): not a header seen for a moment before an empty page took its place.
 */
async function expectEmptyWithActions(empty: string, actions: Action[]) {
  expect(await screen.findByText(empty, {}, RENDER_WAIT)).toBeInTheDocument();
  // a declared list's create button is in its header and in its empty state alike
  for (const action of actions) expect((await screen.findAllByRole(action.role, { name: action.name }, RENDER_WAIT)).length, `${action.role} ${action.name}`).toBeGreaterThan(0);
}

describe('an empty list keeps its actions (issue 27)', { timeout: 60_000 }, () => {
  it('finds every declared list of the sales cabinet, the loader’s and the registers’ among them', () => {
    expect(declaredLists.map((list) => list.name)).toEqual(expect.arrayContaining(['loader', 'certificates-registers', 'promo', 'clients']));
    for (const name of Object.keys(OWN_ACTIONS)) expect(declaredLists.map((list) => list.name)).toContain(name);
  });

  it.each(declaredLists.map((list) => [list.path, list] as const))('%s', async (_path, list) => {
    renderEmpty(list.path);
    // the resource's own empty text under the header, not react-admin's empty page in its place
    await expectEmptyWithActions(emptyTextOf(list.name), list.actions);
  });

  it.each(HAND_WRITTEN.map((list) => [list.path, list] as const))('%s', async (_path, list) => {
    renderEmpty(list.path);
    await expectEmptyWithActions(list.empty, list.actions);
  });
});

const SRC = path.resolve(__dirname, '../../src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : /\.tsx$/.test(entry.name) ? [full] : [];
  });

describe('a list of tomorrow', () => {
  // react-admin's <List> shows its empty page in place of the header unless told not to: each one in src says empty={false}
  it('says empty={false} on every react-admin List, so no new list hides its actions when empty', () => {
    const hiding = sourceFiles(SRC).filter((file) => {
      const text = readFileSync(file, 'utf8');
      if (!/import\s*{[^}]*\bList\b[^}]*}\s*from\s*'react-admin'/.test(text)) return false;
      return (text.match(/<List\b/g) ?? []).length > (text.match(/\bempty=\{false\}/g) ?? []).length;
    });
    expect(hiding.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
