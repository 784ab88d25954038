import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI, Resource } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import certificates from '../../src/resources/certificates';
import { views as clientsViews } from '../../src/resources/clients/views';
import { declaredRoutes } from './declaredRoutes';
import { ClientCardDialog } from '../../src/resources/clients/card/ClientCardDialog';
import { maskPhone as applyPhoneMask } from '../../src/format/phone';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';
import { clientCertificate } from './fixtures/clientCertificate';

setupMswServer();
beforeEach(() => localStorage.clear());

const ID = '44444444-4444-4444-8444-444444444444';
const client = {
  id: ID,
  user_id: null,
  login: null,
  name: 'Иванов Илья',
  phone: '79123456789',
  email: 'ilya@example.ru',
  type: 'INDIVIDUAL',
  entity: null,
  address: null,
  money: 1000,
  bonus: 5,
  created_at: '2026-01-15T10:00:00.000Z',
  updated_at: '2026-01-15T10:00:00.000Z',
};
const certificate = clientCertificate;
const comment = (id: string, authorId: string, text: string) => ({
  id,
  client_id: ID,
  comment: text,
  author_id: authorId,
  agent_id: null,
  author: { id: authorId, name: `Автор ${authorId}` },
  created_at: '2026-01-15T10:05:00.000Z',
  updated_at: '2026-01-15T10:05:00.000Z',
});

function renderStaffUsers(path: string, roles: Parameters<typeof identityWith>[0] = ['ADMIN']) {
  const { dataProvider } = createTestProviders({ clients: resourceEndpoints.clients, 'client-certificates': resourceEndpoints['client-certificates'] });
  return renderWithAdmin(
    <AdminUI>
      {declaredRoutes(clientsViews)}
    </AdminUI>,
    { dataProvider, path, identity: identityWith(roles) },
  );
}

/** Shows where the memory router is, to check where a close leads. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The card alone, as an agent meets it over the certificate list (the users list is for admins). */
function renderCard(roles: Parameters<typeof identityWith>[0]) {
  const { dataProvider } = createTestProviders({ clients: resourceEndpoints.clients, 'client-certificates': resourceEndpoints['client-certificates'] });
  return renderWithAdmin(
    <Routes>
      <Route path="/certificates/client/:id" element={<ClientCardDialog closeTo="/certificates" />} />
    </Routes>,
    { dataProvider, path: `/certificates/client/${ID}`, identity: identityWith(roles) },
  );
}

function cardHandlers(comments: ReturnType<typeof comment>[] = []) {
  server.use(
    http.get(gw('/clients'), () => HttpResponse.json({ data: [client], total: 1, perPage: 25, page: 1 })),
    http.get(gw(`/clients/${ID}`), () => HttpResponse.json({ ...client, services: [{ id: 's1', name: 'Юрист', limit: null, unit: null }] })),
    http.get(gw('/client/certificates'), () => HttpResponse.json({ data: [certificate], total: 1, perPage: 4, page: 1 })),
    http.get(gw(`/comment/${ID}`), () => HttpResponse.json(comments)),
    http.get(gw('/check/clients'), () => HttpResponse.json({ data: [] })),
    http.post(gw('/api/questionnaire/getAllActiveOptions'), () =>
      HttpResponse.json([{ kind: 'tariff', id: `${certificate.id}:s1`, service_id: 's1', name: 'Юрист', description: null, unit: null, unlimited: true, limit: null, used: 2, bot: null, certificate, author: null, created_at: null }]),
    ),
  );
}

describe('users (clients) list', () => {
  it('shows name, the formatted phone and email', COMPONENT_TEST, async () => {
    cardHandlers();
    renderStaffUsers('/staff/users');
    expect(await screen.findByText('Иванов Илья', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('+7 (912) 345-67-89')).toBeInTheDocument();
    expect(screen.getByText('ilya@example.ru')).toBeInTheDocument();
  });

  it('refuses an empty add-client form with the O5 texts and sends the phone as digits', COMPONENT_TEST, async () => {
    cardHandlers();
    const bodies: unknown[] = [];
    server.use(
      http.post(gw('/clients'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...client, id: '55555555-5555-4555-8555-555555555555' }, { status: 201 });
      }),
    );
    renderStaffUsers('/staff/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить клиента' }, RENDER_WAIT));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Вы не ввели ФИО клиента')).toBeInTheDocument();
    expect(within(dialog).getByText('Вы не ввели телефон клиента')).toBeInTheDocument();
    expect(within(dialog).getByText('Вы не ввели email клиента')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/ФИО/), 'Новый Клиент');
    await userEvent.type(within(dialog).getByLabelText(/Телефон/), '9123456700');
    expect(within(dialog).getByLabelText(/Телефон/)).toHaveValue('+7 (912) 345-67-00');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'new@example.ru');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toEqual([{ name: 'Новый Клиент', phone: '79123456700', email: 'new@example.ru', entity: null }]));
  });

  it('fills the phone mask from typed or pasted numbers', () => {
    expect(applyPhoneMask('912')).toBe('+7 (912');
    expect(applyPhoneMask('+7 (912) 3456')).toBe('+7 (912) 345-6');
    expect(applyPhoneMask('89123456789')).toBe('+7 (912) 345-67-89');
    expect(applyPhoneMask('')).toBe('');
  });
});

describe('client card', () => {
  it('opens over the list with its tabs, active certificates linking to their cards', COMPONENT_TEST, async () => {
    cardHandlers();
    renderStaffUsers(`/staff/users/client/${ID}?page=2`);
    const dialog = await screen.findByRole('dialog', {}, RENDER_WAIT);
    expect(await within(dialog).findByText('2200000000000012', {}, RENDER_WAIT)).toHaveAttribute('href', '/certificates/certificate/33333333-3333-4333-8333-333333333333');
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Сертификаты', 'Опции', 'Анкеты и документы', 'Комментарии']);
    expect(within(dialog).getByLabelText('Показать неактивные')).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Опции' }));
    // the options come from a named API method, whose module arrives with its first call
    expect(await within(dialog).findByText('Юрист', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(within(dialog).getByText('Безлимит')).toBeInTheDocument();
  });

  it('edits in place without the phone and says so', COMPONENT_TEST, async () => {
    cardHandlers();
    const bodies: unknown[] = [];
    server.use(
      http.put(gw(`/clients/${ID}`), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...client, name: 'Иванов Илья Петрович', services: [] });
      }),
    );
    renderCard(['ADMIN']);
    const dialog = await screen.findByRole('dialog', {}, RENDER_WAIT);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Редактировать' }, RENDER_WAIT));
    expect(within(dialog).getByLabelText(/Телефон/)).toBeDisabled();
    const name = within(dialog).getByLabelText(/ФИО/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Иванов Илья Петрович');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Клиент изменен')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Иванов Илья Петрович', email: 'ilya@example.ru', entity: null, money: 1000, bonus: 5 }]);
  });

  it('opens /staff/users/edit/{id} as the card in its edit mode (E2)', COMPONENT_TEST, async () => {
    cardHandlers();
    renderStaffUsers(`/staff/users/edit/${ID}`);
    const dialog = await screen.findByRole('dialog', {}, RENDER_WAIT);
    const name = await within(dialog).findByLabelText(/ФИО/, {}, RENDER_WAIT);
    expect(name).toHaveValue(client.name);
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
  });

  it('lets an agent delete only its own comments and says so when a delete fails', COMPONENT_TEST, async () => {
    cardHandlers([comment('c-own', 'user-1', 'Свой'), comment('c-other', 'user-2', 'Чужой')]);
    server.use(http.delete(gw('/comment/c-own'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderCard(['AGENT']);
    const dialog = await screen.findByRole('dialog', {}, RENDER_WAIT);
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Комментарии' }, RENDER_WAIT));
    const items = await within(dialog).findAllByTestId('client-comment', {}, RENDER_WAIT);
    expect(within(items[0]).getByText('Свой')).toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    expect(within(items[1]).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    expect(within(items[1]).queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
    await userEvent.click(within(items[0]).getByRole('button', { name: 'Удалить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Комментарий не удален')).toBeInTheDocument();
  });

  it('refuses an empty comment with the O4 text', COMPONENT_TEST, async () => {
    cardHandlers();
    renderStaffUsers(`/staff/users/client/${ID}`);
    const dialog = await screen.findByRole('dialog', {}, RENDER_WAIT);
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Комментарии' }, RENDER_WAIT));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Отправить' }));
    expect(within(dialog).getByText('Вы не ввели текст сообщения')).toBeInTheDocument();
  });

  it('opens over the certificate list and closes back to it keeping the query string', COMPONENT_TEST, async () => {
    cardHandlers();
    const sorts: (string | null)[] = [];
    server.use(
      http.get(gw('/certificates'), ({ request }) => {
        sorts.push(new URL(request.url).searchParams.get('sort'));
        return HttpResponse.json({ data: [], total: 0, perPage: 30, page: 1 });
      }),
      http.get(gw('/rates/all'), () => HttpResponse.json([])),
      http.get(gw('/partners/all'), () => HttpResponse.json([])),
    );
    const { dataProvider } = createTestProviders({ ...resourceEndpoints });
    renderWithAdmin(
      <>
        <AdminUI>
          <Resource name="certificates" {...certificates} />
          {declaredRoutes(clientsViews)}
        </AdminUI>
        <LocationProbe />
      </>,
      { dataProvider, path: `/certificates/client/${ID}?sort=cost&order=ASC`, identity: identityWith(['ADMIN']) },
    );
    const dialog = await screen.findByRole('dialog', {}, RENDER_WAIT);
    expect(await within(dialog).findByText('ilya@example.ru', {}, RENDER_WAIT)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), RENDER_WAIT);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/certificates\?sort=cost&order=ASC$/), RENDER_WAIT);
    expect(sorts.every((sort) => sort === 'cost')).toBe(true);
  });
});
