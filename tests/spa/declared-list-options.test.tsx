import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminUI, Resource, TextInput } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { declaredEndpoints } from '../../src/dataProvider/declared';
import { declaredList } from '../../src/resources/declared/DeclaredList';
import { gadgets } from '../fixtures/declared-gadgets';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

// the throwaway resource joins the declared ones (as the SPA reads them), so the shared access matrix knows it
vi.mock('../../common/resources/summaries', async (original) => {
  const actual = await original<typeof import('../../common/resources/summaries')>();
  const { gadgets: fixture } = await import('../fixtures/declared-gadgets');
  return { ...actual, DECLARED_SUMMARIES: [...actual.DECLARED_SUMMARIES, fixture] };
});

setupMswServer();

function renderList(list: ReturnType<typeof declaredList>, path = '/gadgets') {
  const { dataProvider } = createTestProviders({ gadgets: declaredEndpoints(gadgets) });
  return renderWithAdmin(
    <AdminUI>
      <Resource name="gadgets" list={list} />
    </AdminUI>,
    { dataProvider, path, identity: identityWith(['ADMIN']) },
  );
}

describe('a generated list’s options and empty state (the registers’ and the loader’s upload, the payments’ search box)', { timeout: 30_000 }, () => {
  it('keeps an empty list’s actions, own search box and Create, with the resource’s own empty text (issue 27)', async () => {
    server.use(http.get(gw('/gadgets'), () => HttpResponse.json({ data: [], total: 0, perPage: 10, page: 1 })));
    renderList(declaredList(gadgets, {
      actions: <button type="button">Upload a sheet</button>,
      filters: { q: <TextInput key="q" source="q" label="Title or maker" alwaysOn /> },
    }));
    // the fixture has no texts: its key shows
    expect(await screen.findByText('resources.gadgets.empty', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload a sheet' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title or maker')).toBeInTheDocument();
    // its create button in the header and in the empty state, under the text (react-admin's label: the fixture has no texts)
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Создать' })).toHaveLength(2), RENDER_WAIT);
  });

  it('shows `above` across the list’s width before its toolbar (a section’s tabs, a dropzone), not among the actions', async () => {
    server.use(http.get(gw('/gadgets'), () => HttpResponse.json({ data: [], total: 0, perPage: 10, page: 1 })));
    renderList(declaredList(gadgets, { above: <div role="tablist" aria-label="Sections" /> }));
    const tabs = await screen.findByRole('tablist', { name: 'Sections' }, RENDER_WAIT);
    const toolbar = (await screen.findByRole('button', { name: 'Экспорт' }, RENDER_WAIT)).closest('.MuiToolbar-root')!;
    expect(toolbar.contains(tabs)).toBe(false);
    expect(tabs.compareDocumentPosition(toolbar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says react-admin’s ‘no results’ when the filters leave nothing', async () => {
    server.use(http.get(gw('/gadgets'), () => HttpResponse.json({ data: [], total: 0, perPage: 10, page: 1 })));
    renderList(declaredList(gadgets), `/gadgets?filter=${encodeURIComponent(JSON.stringify({ q: 'none' }))}`);
    expect(await screen.findByText(/При использовании текущих фильтров результаты не найдены/, {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByText('resources.gadgets.empty')).not.toBeInTheDocument();
  });

  it('puts a module’s row buttons in the row’s last cell, before the delete (`rowActions`: a tariff’s clone)', async () => {
    const lamp = { id: '11111111-1111-4111-8111-111111111111', title: 'Lamp', price: 1500, stock: 3, colour: 'RED', active: true, rates: [] };
    server.use(http.get(gw('/gadgets'), () => HttpResponse.json({ data: [lamp], total: 1, perPage: 10, page: 1 })));
    renderList(declaredList(gadgets, { rowActions: <button type="button">Copy it</button> }));
    const row = (await screen.findByText('Lamp', {}, RENDER_WAIT)).closest('tr')!;
    const cell = within(row).getByRole('button', { name: 'Copy it' }).closest('td')!;
    expect(await within(cell).findByRole('button', { name: 'Удалить' }, RENDER_WAIT)).toBeInTheDocument();
  });
});
