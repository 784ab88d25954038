import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI, Resource } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { declaredEndpoints } from '../../src/dataProvider/declared';
import { declaredModule } from '../../src/resources/declared';
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

const lamp = {
  id: '11111111-1111-4111-8111-111111111111', title: 'Lamp', notes: null, price: 1500, stock: 3, colour: 'BLUE', active: true,
  phone: null, email: null, released_at: null, created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z',
};

function renderGadgets(path: string, roles: ('ADMIN' | 'AGENT')[] = ['ADMIN']) {
  const { dataProvider } = createTestProviders({ gadgets: declaredEndpoints(gadgets) });
  return renderWithAdmin(
    <AdminUI>
      <Resource name="gadgets" {...declaredModule(gadgets)} />
    </AdminUI>,
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
  });

  it('hides the buttons the matrix refuses (an agent reads only)', async () => {
    server.use(http.get(gw('/gadgets'), () => HttpResponse.json({ data: [lamp], total: 1, perPage: 10, page: 1 })));
    renderGadgets('/gadgets', ['AGENT']);
    await screen.findByText('Lamp', {}, RENDER_WAIT);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Создать' })).not.toBeInTheDocument();
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
});
