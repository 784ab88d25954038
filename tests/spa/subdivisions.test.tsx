import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { views as subdivisionsViews } from '../../src/resources/subdivisions/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const ALPHA = { id: '11111111-1111-4111-8111-111111111111', name: 'Альфа' };
const BETA = { id: '22222222-2222-4222-8222-222222222222', name: 'Бета' };
const moscow = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Москва',
  partner_id: ALPHA.id,
  partner: ALPHA,
  parent_id: null,
  parentId: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

function renderSubdivisions(path: string, roles: Parameters<typeof identityWith>[0] = ['ADMIN']) {
  const { dataProvider } = createTestProviders({ subdivisions: resourceEndpoints.subdivisions });
  server.use(
    http.get(gw('/partners/all'), () => HttpResponse.json([ALPHA, BETA])),
    http.get(gw('/subdivisions/all'), ({ request }) =>
      HttpResponse.json([{ id: null, name: 'Нет подразделения' }, ...(new URL(request.url).searchParams.get('partner_id') === ALPHA.id ? [moscow] : [])]),
    ),
  );
  return renderWithAdmin(
    <AdminUI>
      {declaredRoutes(subdivisionsViews)}
    </AdminUI>,
    { dataProvider, path, identity: identityWith(roles) },
  );
}

describe('subdivisions (G7)', () => {
  it('filters the list by partner and deletes after the confirm', COMPONENT_TEST, async () => {
    const queries: (string | null)[] = [];
    const deleted: string[] = [];
    server.use(
      http.get(gw('/subdivisions'), ({ request }) => {
        const partnerId = new URL(request.url).searchParams.get('partner_id');
        queries.push(partnerId);
        const rows = deleted.length || partnerId === BETA.id ? [] : [moscow];
        return HttpResponse.json({ data: rows, total: rows.length, perPage: 25, page: 1 });
      }),
      http.delete(gw(`/subdivisions/${moscow.id}`), () => {
        deleted.push(moscow.id);
        return HttpResponse.json(moscow);
      }),
    );
    renderSubdivisions('/partners/subdivisions');
    const user = userEvent.setup();
    const row = (await screen.findByText('Москва', {}, RENDER_WAIT)).closest('tr')!;
    expect(within(row).getByText('Альфа')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /^Партнёр/ }));
    await user.click(await screen.findByRole('option', { name: 'Альфа' }));
    await waitFor(() => expect(queries).toContain(ALPHA.id));

    const filtered = (await screen.findByText('Москва')).closest('tr')!;
    await user.click(within(filtered).getByRole('button', { name: 'Удалить' }));
    // the resource's own question, the record named (issue 27)
    expect(await screen.findByText('Удалить подразделение «Москва»?')).toBeInTheDocument();
    expect(screen.getByText('Подразделение будет удалено. Это действие нельзя отменить.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Подтвердить|Да/ }));
    await waitFor(() => expect(deleted).toEqual([moscow.id]));
    await waitFor(() => expect(screen.queryByText('Москва')).not.toBeInTheDocument());
  });

  it('offers a partner admin no delete (G8)', COMPONENT_TEST, async () => {
    server.use(http.get(gw('/subdivisions'), () => HttpResponse.json({ data: [moscow], total: 1, perPage: 25, page: 1 })));
    renderSubdivisions('/partners/subdivisions', ['AGENT', 'PARTNER_ADMIN']);
    const row = (await screen.findByText('Москва', {}, RENDER_WAIT)).closest('tr')!;
    await waitFor(() => expect(within(row).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
  });

  it('filters a partner admin’s list by its own partner, without asking the partners it may not list (issue 27)', COMPONENT_TEST, async () => {
    const lookups: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/gw/partners/all') lookups.push(request.url);
    };
    server.events.on('request:start', record);
    server.use(http.get(gw('/subdivisions'), () => HttpResponse.json({ data: [moscow], total: 1, perPage: 25, page: 1 })));
    renderSubdivisions('/partners/subdivisions', ['AGENT', 'PARTNER_ADMIN']);
    await screen.findByText('Москва', {}, RENDER_WAIT);
    server.events.removeListener('request:start', record);
    await userEvent.click(screen.getByRole('combobox', { name: /^Партнёр/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent?.trim()).filter(Boolean)).toEqual(['Альфа']);
    // the server refuses the partners lookup to a partner admin (common/access.ts: partners are the admin's)
    expect(lookups).toEqual([]);
  });

  it('creates a subdivision under a parent of the same partner', COMPONENT_TEST, async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(gw('/subdivisions'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...moscow, ...body, id: '44444444-4444-4444-8444-444444444444' }, { status: 201 });
      }),
      http.get(gw('/subdivisions'), () => HttpResponse.json({ data: [], total: 0, perPage: 25, page: 1 })),
    );
    renderSubdivisions('/partners/subdivisions/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Название *', {}, RENDER_WAIT), 'Тверь');
    await user.click(screen.getByRole('combobox', { name: /^Партнёр/ }));
    await user.click(await screen.findByRole('option', { name: 'Альфа' }));
    await user.click(screen.getByRole('combobox', { name: /Родительское подразделение/ }));
    await user.click(await screen.findByRole('option', { name: 'Москва' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toEqual([{ name: 'Тверь', partner_id: ALPHA.id, parent_id: moscow.id }]));
  });
});
