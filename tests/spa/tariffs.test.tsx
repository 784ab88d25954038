import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppIdentity } from '../../src/authProvider';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { views as tariffsViews } from '../../src/resources/tariffs/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const basic = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Базовый',
  code_name: 'BASIC',
  description: null,
  template_id: null,
  admin_comment: null,
  cost: 12000,
  meter: false,
  min_meter: null,
  period: 12,
  taxable: false,
  auto_payment: false,
  partial_payment: false,
  post_payment: false,
  rate_type: 'DEFAULT',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

function renderTariffs(path: string, identity: AppIdentity = identityWith(['ADMIN'])) {
  const { dataProvider } = createTestProviders({ tariffs: resourceEndpoints.tariffs! });
  server.use(
    http.get(gw('/partners/all'), () => HttpResponse.json([])),
    http.get(gw('/services/all'), () => HttpResponse.json([])),
  );
  return renderWithAdmin(
    <AdminUI>
      {declaredRoutes(tariffsViews)}
    </AdminUI>,
    { dataProvider, path, identity },
  );
}

describe('tariff list (F1)', { timeout: 20_000 }, () => {
  it('shows the partner price to a NETTO agent', async () => {
    server.use(http.get(gw('/rates'), () => HttpResponse.json({ data: [{ ...basic, partner_price: 9600 }], total: 1, perPage: 25, page: 1 })));
    renderTariffs('/tariffs', identityWith(['AGENT'], { agentType: 'NETTO' }));
    const row = (await screen.findByText('Базовый', {}, RENDER_WAIT)).closest('tr')!;
    expect(within(row).getByText('12 000 ₽')).toBeInTheDocument();
    expect(within(row).getByText('9 600 ₽')).toBeInTheDocument();
    // in the table: the generated list's columns button names the columns too
    expect(within(screen.getByRole('table')).getByText('Цена партнера')).toBeInTheDocument();
  });

  it('hides the partner price column from a BRUTTO agent', async () => {
    server.use(http.get(gw('/rates'), () => HttpResponse.json({ data: [basic], total: 1, perPage: 25, page: 1 })));
    renderTariffs('/tariffs', identityWith(['AGENT'], { agentType: 'BRUTTO' }));
    await screen.findByText('Базовый', {}, RENDER_WAIT);
    expect(within(screen.getByRole('table')).getByText('Цена')).toBeInTheDocument();
    expect(screen.queryByText('Цена партнера')).not.toBeInTheDocument();
  });
});

describe('tariff list buttons by role (G8)', { timeout: 20_000 }, () => {
  it('offers the admin a delete and an agent none', async () => {
    server.use(http.get(gw('/rates'), () => HttpResponse.json({ data: [basic], total: 1, perPage: 25, page: 1 })));
    const admin = renderTariffs('/tariffs');
    const row = (await screen.findByText('Базовый', {}, RENDER_WAIT)).closest('tr')!;
    expect(await within(row).findByRole('button', { name: 'Удалить' }, RENDER_WAIT)).toBeInTheDocument();
    admin.unmount();

    renderTariffs('/tariffs', identityWith(['AGENT'], { agentType: 'NETTO' }));
    const agentRow = (await screen.findByText('Базовый', {}, RENDER_WAIT)).closest('tr')!;
    await waitFor(() => expect(within(agentRow).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
  });
});

describe('tariff form (F2)', { timeout: 30_000 }, () => {
  it('shows and requires min_meter only when meter is on, and sends it only then', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(gw('/rates'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...basic, ...body, id: basic.id, services: [], partners: [] }, { status: 201 });
      }),
      http.get(gw(`/rates/${basic.id}`), () => HttpResponse.json({ ...basic, services: [], partners: [] })),
    );
    renderTariffs('/tariffs/edit');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Название *', {}, RENDER_WAIT), 'Метражный');
    await user.type(screen.getByLabelText('Код *'), 'METERED');
    expect(screen.queryByLabelText(/Минимальный метраж/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'По метражу' }));
    const minMeter = await screen.findByLabelText('Минимальный метраж *');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Укажите минимальный метраж')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(minMeter, '15');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Метражный', code_name: 'METERED', meter: true, min_meter: 15, partners: [] });
  });

  it('does not send min_meter for a tariff without meter', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(gw('/rates'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ ...basic, services: [], partners: [] }, { status: 201 });
      }),
      http.get(gw(`/rates/${basic.id}`), () => HttpResponse.json({ ...basic, services: [], partners: [] })),
    );
    renderTariffs('/tariffs/edit');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Название *', {}, RENDER_WAIT), 'Простой');
    await user.type(screen.getByLabelText('Код *'), 'SIMPLE');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('min_meter');
  });

  it('stops sending min_meter once metering is switched off on a metered tariff (issue 27)', async () => {
    const metered = { ...basic, meter: true, min_meter: 10, services: [], partners: [] };
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get(gw(`/rates/${basic.id}`), () => HttpResponse.json(metered)),
      http.put(gw(`/rates/${basic.id}`), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...metered, ...body });
      }),
    );
    renderTariffs(`/tariffs/edit/${basic.id}`);
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Минимальный метраж *', {}, RENDER_WAIT)).toHaveValue(10);
    await user.click(screen.getByRole('switch', { name: 'По метражу' }));
    await waitFor(() => expect(screen.queryByLabelText(/Минимальный метраж/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Базовый', meter: false });
    expect(bodies[0]).not.toHaveProperty('min_meter');
  });

  it('loads the tariff with its services at /tariffs/edit/{uuid}', async () => {
    const loaded: string[] = [];
    server.use(
      http.get(gw('/rates/:id'), ({ params }) => {
        loaded.push(String(params.id));
        const service = { id: '44444444-4444-4444-8444-444444444444', name: 'Юрист', limit: 3, description: 'Нет описания', cost: 500, unit: 'USE', sort: 0, bot: null, attached: true };
        const counted = { ...service, id: '55555555-5555-4555-8555-555555555555', name: 'Психолог', limit: 24, unit: 'CONSULTATION', sort: 1 };
        const unlimited = { ...service, id: '66666666-6666-4666-8666-666666666666', name: 'Бот', limit: null, unit: null, sort: 2 };
        return HttpResponse.json({ ...basic, services: [service, counted, unlimited], partners: [] });
      }),
    );
    renderTariffs(`/tariffs/edit/${basic.id}`);
    expect(await screen.findByDisplayValue('BASIC', {}, RENDER_WAIT)).toBeInTheDocument();
    const services = screen.getByRole('table', { name: 'Услуги тарифа' });
    // a unit counted in its plural form, no unit unlimited (issue 27)
    expect(within(services).getByText('3 раза')).toBeInTheDocument();
    expect(within(services).getByText('24 консультации')).toBeInTheDocument();
    expect(within(services).getByText('Безлимит')).toBeInTheDocument();
    expect(loaded).toEqual([basic.id]);
  });

  it("chooses the tariff's type from a list of words, never types it over 'DEFAULT' (issue 27)", async () => {
    renderTariffs('/tariffs/edit');
    const type = await screen.findByRole('combobox', { name: /Тип тарифа/ }, RENDER_WAIT);
    expect(type).toHaveTextContent('Стандартный');
    expect(screen.queryByText('DEFAULT')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Тип тарифа/ })).not.toBeInTheDocument();
  });

  it('opens an empty form for /tariffs/edit/new without loading anything', async () => {
    const loaded: string[] = [];
    server.use(http.get(gw('/rates/:id'), ({ params }) => {
      loaded.push(String(params.id));
      return HttpResponse.json({}, { status: 404 });
    }));
    renderTariffs('/tariffs/edit/new');
    expect(await screen.findByLabelText('Название *', {}, RENDER_WAIT)).toHaveValue('');
    expect(loaded).toEqual([]);
  });
});

describe('tariff page access (F2)', { timeout: 30_000 }, () => {
  const agent = identityWith(['AGENT'], { agentType: 'NETTO' });

  it("shows an agent, who may list tariffs but not edit them, the access-denied page: no record read, no form", async () => {
    let reads = 0;
    server.use(
      http.get(gw(`/rates/${basic.id}`), () => {
        reads += 1;
        return HttpResponse.json({ ...basic, services: [], partners: [] });
      }),
    );
    renderTariffs(`/tariffs/edit/${basic.id}`, agent);
    expect(await screen.findByText('Доступ запрещен', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Базовый')).not.toBeInTheDocument();
    expect(reads).toBe(0);
  });

  it("leads an admin's tariff row to its page and an agent's nowhere", async () => {
    server.use(http.get(gw('/rates'), () => HttpResponse.json({ data: [basic], total: 1, perPage: 25, page: 1 })));
    const clickable = 'RaDataTable-clickableRow';
    const admin = renderTariffs('/tariffs');
    const adminRow = (await screen.findByText('Базовый', {}, RENDER_WAIT)).closest('tr')!;
    await waitFor(() => expect(adminRow).toHaveClass(clickable), RENDER_WAIT);
    admin.unmount();

    renderTariffs('/tariffs', agent);
    const agentRow = (await screen.findByText('Базовый', {}, RENDER_WAIT)).closest('tr')!;
    // the list has asked canAccess by the time its delete column is settled (none for an agent)
    await waitFor(() => expect(within(agentRow).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument());
    expect(agentRow).not.toHaveClass(clickable);
  });
});
