import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI, Resource } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import Payments from '@mui/icons-material/Payments';
import { salesCabinet } from '../../src/cabinets/sales/salesCabinet';
import { declaredEndpoints } from '../../src/dataProvider/declared';
import { MENU_ENTRIES } from '../../src/layout/menu/menuEntries';
import { visibleEntries } from '../../src/layout/menu/visibleEntries';
import { declaredModule } from '../../src/resources/declared';
import { gadgets } from '../fixtures/declared-gadgets';
import { summaries } from '../../common/resources/summaries';
import { RecordHistorySlot } from '../../src/resources/declared/recordHistorySlot';
import { RecordHistory } from '../../src/resources/audit/RecordHistory';
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

const lamp = {
  id: '11111111-1111-4111-8111-111111111111', title: 'Lamp', notes: null, price: 1500, stock: 3, colour: 'BLUE', active: true,
  phone: null, email: null, released_at: null, serial: null, secret: 'hidden-code', agent_id: 'agent-1', created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z',
  maker: { id: '22222222-2222-4222-8222-222222222222', name: 'Мастер Иванов' },
  rates: [{ id: '33333333-3333-4333-8333-333333333333', name: 'Базовый' }, { id: '44444444-4444-4444-8444-444444444444', name: 'Премиум' }],
  in_stock: true,
};

function renderGadgets(path: string, roles: ('ADMIN' | 'AGENT')[] = ['ADMIN']) {
  const { dataProvider } = createTestProviders({ gadgets: declaredEndpoints(gadgets), audit: declaredEndpoints(summaries.audit) });
  // as the sales cabinet gives it (salesCabinet.recordHistory)
  return renderWithAdmin(
    <RecordHistorySlot.Provider value={RecordHistory}>
      <AdminUI>
        <Resource name="gadgets" {...declaredModule(gadgets)} />
      </AdminUI>
    </RecordHistorySlot.Provider>,
    { dataProvider, path, identity: identityWith(roles) },
  );
}

describe('generated screens of a declared resource', { timeout: 30_000 }, () => {
  it('lists the declared columns with the declared sort and page size, money formatted', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(gw('/gadgets'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [lamp], total: 1, perPage: 10, page: 1 });
      }),
    );
    renderGadgets('/gadgets');
    const row = (await screen.findByText('Lamp', {}, RENDER_WAIT)).closest('tr')!;
    expect(within(row).getByText('1 500 ₽')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0])).toMatchObject({ page: '1', perPage: '10', sort: 'title', order: 'ASC' });
    expect(await within(row).findByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    expect(within(row).getByText('hidden-code')).toBeInTheDocument();
  });

  it('puts its menu entry and its screens in the cabinet its declaration names, with its icon', () => {
    const agentMenu = visibleEntries(MENU_ENTRIES, { subject: { roles: ['AGENT'], agentId: 'a' }, cabinet: 'sales', region: 'RU' });
    const ids = agentMenu.map((entry) => entry.id);
    expect(agentMenu.find((entry) => entry.id === 'gadgets')).toMatchObject({ path: '/gadgets', icon: Payments });
    expect(ids.indexOf('gadgets')).toBe(ids.indexOf('tariffs') + 1);
    expect(visibleEntries(MENU_ENTRIES, { subject: { roles: ['CLIENT'] }, cabinet: 'cabinet', region: 'RU' }).map((e) => e.id))
      .not.toContain('gadgets');
    const section = salesCabinet.sections.find((s) => 'resource' in s && s.resource === 'gadgets');
    expect(section && 'module' in section && Object.keys(section.module).sort())
      .toEqual(['create', 'edit', 'icon', 'list', 'recordRepresentation', 'show']);
  });

  it('hides the buttons the matrix refuses (an agent neither creates nor deletes)', async () => {
    server.use(http.get(gw('/gadgets'), () => HttpResponse.json({ data: [lamp], total: 1, perPage: 10, page: 1 })));
    renderGadgets('/gadgets', ['AGENT']);
    await screen.findByText('Lamp', {}, RENDER_WAIT);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Создать' })).not.toBeInTheDocument();
    // the column of a field only ADMIN reads
    expect(screen.queryByText('hidden-code')).not.toBeInTheDocument();
  });

  it('shows a field the user may not write as read-only, hides one it may not read, and sends neither', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get(gw(`/gadgets/${lamp.id}`), () => HttpResponse.json(lamp)),
      http.put(gw(`/gadgets/${lamp.id}`), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(lamp);
      }),
      http.get(gw('/gadgets'), () => HttpResponse.json({ data: [lamp], total: 1, perPage: 10, page: 1 })),
    );
    renderGadgets(`/gadgets/${lamp.id}`, ['AGENT']);
    const title = await screen.findByDisplayValue('Lamp', {}, RENDER_WAIT);
    expect(screen.getByDisplayValue('1500')).toHaveAttribute('readonly');
    expect(screen.queryByDisplayValue('hidden-code')).not.toBeInTheDocument();
    await userEvent.setup().type(title, '!');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ title: 'Lamp!' });
    expect(bodies[0]).not.toHaveProperty('price');
    expect(bodies[0]).not.toHaveProperty('secret');
  });

  it('opens the declared Show view from the list, with Edit where the matrix allows it', async () => {
    server.use(
      http.get(gw('/gadgets'), () => HttpResponse.json({ data: [lamp], total: 1, perPage: 10, page: 1 })),
      http.get(gw(`/gadgets/${lamp.id}`), () => HttpResponse.json(lamp)),
    );
    renderGadgets('/gadgets', ['AGENT']);
    await userEvent.setup().click(await screen.findByText('Lamp', {}, RENDER_WAIT));
    expect(await screen.findByText('1 500 ₽', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Lamp')).toBeInTheDocument();
    expect(screen.queryByText('hidden-code')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Редактировать' }, RENDER_WAIT)).toHaveAttribute('href', expect.stringContaining(`/gadgets/${lamp.id}`));
  });

  it('edits with inputs by type and puts the server field errors under their fields', async () => {
    server.use(
      http.get(gw(`/gadgets/${lamp.id}`), () => HttpResponse.json(lamp)),
      http.put(gw(`/gadgets/${lamp.id}`), () =>
        HttpResponse.json({ message: 'Проверьте введенные данные', errors: { title: 'Занято' } }, { status: 400 })),
    );
    renderGadgets(`/gadgets/${lamp.id}`);
    const title = await screen.findByDisplayValue('Lamp', {}, RENDER_WAIT);
    expect(screen.getByDisplayValue('1500')).toBeInTheDocument();
    await userEvent.setup().type(title, '!');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription('Занято'));
  });

  it('shows the record’s history under its edit form (issue 25), in words', async () => {
    const asked: string[] = [];
    server.use(
      http.get(gw(`/gadgets/${lamp.id}`), () => HttpResponse.json(lamp)),
      http.get(gw('/audit'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('record_id') ?? '');
        return HttpResponse.json({
          data: [{ id: 'a-1', created_at: '2026-11-28T09:00:00.000Z', user_name: 'Админ', ip: '10.0.0.1', resource: 'gadgets', record_id: lamp.id, action: 'update', changes: { title: { before: 'Лампа', after: 'Lamp' } } }],
          total: 1, page: 1, perPage: 50,
        });
      }),
    );
    renderGadgets(`/gadgets/${lamp.id}`);
    expect(await screen.findByRole('heading', { name: 'История' }, RENDER_WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Админ')).toBeInTheDocument();
    expect(asked).toEqual([lamp.id]);
  });

  it('shows joined records in their columns and sends a declared date range by day', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(gw('/gadgets'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [lamp], total: 1, perPage: 10, page: 1 });
      }),
    );
    const filter = encodeURIComponent(JSON.stringify({ released_at_from: '2024-03-01', released_at_to: '2024-03-31' }));
    renderGadgets(`/gadgets?filter=${filter}`);
    const row = (await screen.findByText('Lamp', {}, RENDER_WAIT)).closest('tr')!;
    expect(within(row).getByText('Мастер Иванов')).toBeInTheDocument();
    expect(within(row).getByText('Базовый, Премиум')).toBeInTheDocument();
    await waitFor(() => expect(queries.at(-1)?.get('released_at_from')).toBe('2024-03-01'));
    expect(queries.at(-1)?.get('released_at_to')).toBe('2024-03-31');
    // O8: a `past` field's range pickers stop at tomorrow
    const from = document.querySelector('input[name="released_at_from"]')!;
    expect(from).toHaveAttribute('data-max');
    // typed and shown as DD.MM.YYYY (Q1), whatever the browser's order (issue 27)
    expect(from).toHaveValue('01.03.2024');
  });

  it('sends no joined, computed or hidden value and puts a 409 under the unique field', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get(gw(`/gadgets/${lamp.id}`), () => HttpResponse.json(lamp)),
      http.put(gw(`/gadgets/${lamp.id}`), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ message: 'Такое значение уже есть', code: 'E_CONFLICT', errors: { serial: 'Такое значение уже есть' } }, { status: 409 });
      }),
    );
    renderGadgets(`/gadgets/${lamp.id}`);
    const title = await screen.findByDisplayValue('Lamp', {}, RENDER_WAIT);
    await userEvent.setup().type(title, '!');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    for (const key of ['maker', 'rates', 'in_stock', 'maker_id', 'id', 'created_at']) expect(bodies[0]).not.toHaveProperty(key);
    const serial = document.querySelector('input[name="serial"]') as HTMLInputElement;
    await waitFor(() => expect(serial).toHaveAccessibleDescription('Такое значение уже есть'));
  });
});
