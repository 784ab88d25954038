import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ClientCreateDialog } from '../../src/resources/clients/ClientCreateDialog';
import { ClientOptionsTab } from '../../src/resources/clients/card/ClientOptionsTab';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const CLIENT = '44444444-4444-4444-8444-444444444444';
const SERVICE = '66666666-6666-4666-8666-666666666666';
const tariff = {
  kind: 'tariff',
  id: `c1:${SERVICE}`,
  service_id: SERVICE,
  name: 'Консультация юриста',
  description: null,
  unit: 'CONSULTATION',
  unlimited: false,
  limit: 12,
  used: 2,
  bot: null,
  certificate: { id: 'c1', number: '2200000000000012' },
  author: null,
  created_at: null,
};
const privilege = {
  ...tariff,
  kind: 'privilege',
  id: '77777777-7777-4777-8777-777777777777',
  service_id: null,
  name: 'Персональный менеджер',
  description: 'В рабочие часы',
  unit: null,
  unlimited: true,
  limit: null,
  used: null,
  bot: 'AUTOBOT',
  certificate: null,
  author: { id: 'u1', name: 'Администратор Демо' },
  created_at: '2026-01-15T10:00:00.000Z',
};
const additional = { id: SERVICE, name: 'Эвакуатор', description: 'По городу', cost: 5000, limit: 2, unit: 'VISIT', bot: null };

function optionHandlers(created: unknown[], status = 201) {
  server.use(
    http.post(gw('/api/questionnaire/getAllActiveOptions'), () => HttpResponse.json([tariff, privilege])),
    http.get(gw('/services/additional'), () => HttpResponse.json([additional])),
    http.post(gw('/api/questionnaire/createPrivilegeService'), async ({ request }) => {
      created.push(await request.json());
      return status === 201 ? HttpResponse.json(privilege, { status }) : HttpResponse.json({ message: 'boom' }, { status });
    }),
  );
}

function renderTab(roles: Parameters<typeof identityWith>[0] = ['ADMIN']) {
  const { dataProvider } = createTestProviders();
  return renderWithAdmin(<ClientOptionsTab clientId={CLIENT} />, { dataProvider, identity: identityWith(roles) });
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Добавить услугу' }, RENDER_WAIT));
  return screen.findByRole('dialog');
}

describe('client card Options tab (E9)', () => {
  it('lists tariff and privilege options with their limits and marks; an agent cannot add or remove', COMPONENT_TEST, async () => {
    optionHandlers([]);
    renderTab(['AGENT']);
    const items = await screen.findAllByTestId('client-option', {}, RENDER_WAIT);
    expect(within(items[0]).getByText('Консультация юриста')).toBeInTheDocument();
    expect(within(items[0]).getByText('12 консультаций, использовано 2')).toBeInTheDocument();
    expect(within(items[0]).getByText(/Сертификат 2200000000000012/)).toBeInTheDocument();
    expect(within(items[1]).getByText('Безлимит')).toBeInTheDocument();
    expect(within(items[1]).getByText('Автобот')).toBeInTheDocument();
    expect(within(items[1]).getByText('В рабочие часы · выдал Администратор Демо')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить услугу' })).not.toBeInTheDocument();
    expect(within(items[1]).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
  });

  it('refuses an empty plain card with the O6 texts, clears the limit when unlimited, and sends the payload', COMPONENT_TEST, async () => {
    const created: unknown[] = [];
    optionHandlers(created);
    renderTab();
    const dialog = await openDialog();
    expect(dialog).toHaveStyle({ width: '754px' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Вы не ввели название услуги')).toBeInTheDocument();
    expect(within(dialog).getByText('Вы не ввели описание услуги')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Название/), 'Персональный менеджер');
    await userEvent.type(within(dialog).getByLabelText(/Описание/), 'В рабочие часы');
    const limit = within(dialog).getByLabelText(/^Лимит/);
    await userEvent.clear(limit);
    await userEvent.type(limit, '3');
    await userEvent.click(within(dialog).getByLabelText('Безлимит'));
    expect(limit).toBeDisabled();
    expect(limit).toHaveValue(null);
    await userEvent.click(within(dialog).getByLabelText('Автобот'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(created).toEqual([
        { client_id: CLIENT, service_id: null, name: 'Персональный менеджер', description: 'В рабочие часы', limit: null, unit: null, unlimited: true, bot: 'AUTOBOT' },
      ]),
    );
    expect(await screen.findByText('Услуга добавлена')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('fills a tariff option card from the picked catalogue service', COMPONENT_TEST, async () => {
    const created: unknown[] = [];
    optionHandlers(created);
    renderTab();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Опция из каталога' }));
    await userEvent.click((await within(dialog).findAllByRole('combobox'))[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Эвакуатор' }));
    // the service's unit comes with it, in words
    expect(within(dialog).getByRole('combobox', { name: /Единица/ })).toHaveTextContent('Выезд');
    expect(within(dialog).getByLabelText(/Название/)).toHaveValue('Эвакуатор');
    await userEvent.clear(within(dialog).getByLabelText(/Описание/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(created).toEqual([{ client_id: CLIENT, service_id: SERVICE, name: 'Эвакуатор', description: null, limit: 2, unit: 'VISIT', unlimited: false, bot: null }]),
    );
  });

  it('shows the P4 text when the server fails', COMPONENT_TEST, async () => {
    optionHandlers([], 500);
    renderTab();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Название/), 'Менеджер');
    await userEvent.type(within(dialog).getByLabelText(/Описание/), 'Всегда');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('На сервере произошла ошибка')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lets an admin take a privilege option away after the confirm', COMPONENT_TEST, async () => {
    optionHandlers([]);
    const removed: string[] = [];
    server.use(
      http.delete(gw('/api/questionnaire/privilege/:id'), ({ params }) => {
        removed.push(String(params.id));
        return HttpResponse.json(privilege);
      }),
    );
    renderTab();
    const items = await screen.findAllByTestId('client-option', {}, RENDER_WAIT);
    expect(within(items[0]).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    await userEvent.click(within(items[1]).getByRole('button', { name: 'Удалить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(removed).toEqual([privilege.id]));
    expect(await screen.findByText('Услуга удалена')).toBeInTheDocument();
  });
});

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

describe('add-client duplicate check (E7)', () => {
  it('warns about a client with the typed phone and links to its card', COMPONENT_TEST, async () => {
    const queries: string[] = [];
    server.use(
      http.get(gw('/check/clients'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ data: [{ id: CLIENT, name: 'Иванов Илья', matched: ['phone'], can_open: true }] });
      }),
    );
    const { dataProvider } = createTestProviders();
    renderWithAdmin(
      <Routes>
        <Route
          path="/staff/users/*"
          element={
            <>
              <ClientCreateDialog />
              <LocationProbe />
            </>
          }
        />
      </Routes>,
      { dataProvider, path: '/staff/users' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить клиента' }, RENDER_WAIT));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Телефон/), '9123456789');
    expect(await within(dialog).findByText(/Клиент «Иванов Илья» уже есть: совпадает телефон/, {}, RENDER_WAIT)).toBeInTheDocument();
    expect(queries.every((query) => !query.includes('email'))).toBe(true);
    expect(queries.at(-1)).toContain('phone=');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Открыть карточку' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/staff/users/client/${CLIENT}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('add-client duplicate check for an agent (E7, ACC-1)', () => {
  it('warns without a name or a link about a client the agent may not open', COMPONENT_TEST, async () => {
    server.use(http.get(gw('/check/clients'), () => HttpResponse.json({ data: [{ id: CLIENT, name: null, matched: ['phone'], can_open: false }] })));
    const { dataProvider } = createTestProviders();
    renderWithAdmin(
      <Routes>
        <Route path="/staff/users/*" element={<ClientCreateDialog />} />
      </Routes>,
      { dataProvider, path: '/staff/users' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить клиента' }, RENDER_WAIT));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Телефон/), '9123456789');
    expect(await within(dialog).findByText('Такой клиент уже есть: совпадает телефон', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Открыть карточку' })).not.toBeInTheDocument();
  });
});
