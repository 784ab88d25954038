import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminUI, Resource, TextInput } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { declaredEndpoints } from '../../src/dataProvider/declared';
import { declaredList } from '../../src/resources/declared/DeclaredList';
import { gadgets } from '../fixtures/declared-gadgets';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

// the throwaway resource joins the declared ones, so the shared access matrix knows it
vi.mock('../../common/resources', async (original) => {
  const actual = await original<typeof import('../../common/resources')>();
  const { gadgets: fixture } = await import('../fixtures/declared-gadgets');
  return { DECLARED_RESOURCES: [...actual.DECLARED_RESOURCES, fixture] };
});

setupMswServer();

function renderList(list: ReturnType<typeof declaredList>) {
  const { dataProvider } = createTestProviders({ gadgets: declaredEndpoints(gadgets) });
  return renderWithAdmin(
    <AdminUI>
      <Resource name="gadgets" list={list} />
    </AdminUI>,
    { dataProvider, path: '/gadgets', identity: identityWith(['ADMIN']) },
  );
}

describe('a generated list’s options (the registers’ upload, the payments’ search box)', { timeout: 30_000 }, () => {
  it('shows an empty list with its table, actions and own search box when told (`empty: false`, `filters.q`)', async () => {
    server.use(http.get(gw('/gadgets'), () => HttpResponse.json({ data: [], total: 0, perPage: 10, page: 1 })));
    renderList(declaredList(gadgets, {
      empty: false,
      actions: <button type="button">Upload a sheet</button>,
      filters: { q: <TextInput key="q" source="q" label="Title or maker" alwaysOn /> },
    }));
    expect(await screen.findByText('Результатов не найдено', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload a sheet' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title or maker')).toBeInTheDocument();
  });

  it('gives an empty list react-admin’s empty page otherwise', async () => {
    server.use(http.get(gw('/gadgets'), () => HttpResponse.json({ data: [], total: 0, perPage: 10, page: 1 })));
    renderList(declaredList(gadgets, { actions: <button type="button">Upload a sheet</button> }));
    expect(await screen.findByText(/^Нет /, {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload a sheet' })).not.toBeInTheDocument();
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
