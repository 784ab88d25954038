import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { views as servicesViews } from '../../src/resources/services/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { RENDER_WAIT, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const lawyer = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Консультация юриста',
  description: 'Устная консультация',
  cost: 1500,
  limit: 12,
  unit: 'CONSULTATION',
  solo: false,
  bot: null,
  options: { is_dinamic: false, max_limit: 0 },
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};
const bot = { ...lawyer, id: '22222222-2222-4222-8222-222222222222', name: 'Бот-помощник', cost: 1234567.5, limit: 0, unit: null, bot: 'AUTOBOT' };

/** The services resource as the sales cabinet mounts it, over the real provider and the msw /gw. */
function renderServices(path: string, locale: 'ru' | 'kk' | 'en' = 'ru') {
  const { dataProvider } = createTestProviders({ services: resourceEndpoints.services });
  return renderWithAdmin(
    <AdminUI>
      {declaredRoutes(servicesViews)}
    </AdminUI>,
    { dataProvider, path, locale },
  );
}

function serveList(total: number) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(gw('/services'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: [lawyer, bot], total, perPage: 30, page: 1 });
    }),
  );
  return queries;
}

describe('services list (F6)', { timeout: 20_000 }, () => {
  it('shows the rows with formatted prices, limits and the total badge', async () => {
    const queries = serveList(57);
    renderServices('/services');
    const row = (await screen.findByText('Консультация юриста', {}, RENDER_WAIT)).closest('tr')!;
    expect(within(row).getByText('1 500 ₽')).toBeInTheDocument();
    // the unit counted in its plural form (issue 27)
    expect(within(row).getByText('12 консультаций')).toBeInTheDocument();
    const botRow = screen.getByText('Бот-помощник').closest('tr')!;
    expect(within(botRow).getByText('1 234 567,50 ₽')).toBeInTheDocument();
    expect(within(botRow).getByText('Безлимит')).toBeInTheDocument();
    expect(screen.getByTestId('total-badge')).toHaveTextContent('57');
    expect(screen.getAllByText('Список опций').length).toBeGreaterThan(0);
    expect(Object.fromEntries(queries[0])).toMatchObject({ page: '1', perPage: '30', sort: 'created_at', order: 'DESC' });
  });

  it('reads the page number from the query string', async () => {
    const queries = serveList(57);
    renderServices('/services?page=2');
    await screen.findByText('Консультация юриста', {}, RENDER_WAIT);
    expect(queries[0].get('page')).toBe('2');
  });

  it("caps the badge at '50 000+'", async () => {
    serveList(50_001);
    renderServices('/services');
    expect(await screen.findByTestId('total-badge')).toHaveTextContent('50 000+');
  });
});

describe('services list actions', { timeout: 20_000 }, () => {
  it('opens the edit page on a row click', async () => {
    serveList(2);
    server.use(http.get(gw(`/services/${lawyer.id}`), () => HttpResponse.json(lawyer)));
    renderServices('/services');
    await userEvent.setup().click(await screen.findByText('Консультация юриста', {}, RENDER_WAIT));
    expect(await screen.findByDisplayValue('Консультация юриста', {}, RENDER_WAIT)).toBeInTheDocument();
  });

  it("deletes by id after its own question is answered 'Да', and says the option is deleted (issue 27)", async () => {
    serveList(2);
    const deleted: string[] = [];
    server.use(
      http.delete(gw('/services/:id'), ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json(lawyer);
      }),
    );
    renderServices('/services');
    const user = userEvent.setup();
    const row = (await screen.findByText('Консультация юриста', {}, RENDER_WAIT)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Удалить опцию «Консультация юриста»?')).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(deleted).toEqual([lawyer.id]));
    await waitFor(() => expect(document.body.textContent).toContain('Опция удалена'), RENDER_WAIT);
  });
});

describe('service form (F7, O6)', { timeout: 20_000 }, () => {
  it("refuses an empty name with 'Вы не ввели название услуги' and sends nothing", async () => {
    const posted: unknown[] = [];
    server.use(http.post(gw('/services'), async ({ request }) => HttpResponse.json(posted.push(await request.json()), { status: 201 })));
    renderServices('/services/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Название *'), '   ');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Вы не ввели название услуги')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it("disables and clears the limit while 'Безлимит' is ticked, and sends only the service's fields", async () => {
    const posted: unknown[] = [];
    server.use(
      http.post(gw('/services'), async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ ...lawyer, id: '33333333-3333-4333-8333-333333333333' }, { status: 201 });
      }),
      http.get(gw('/services'), () => HttpResponse.json({ data: [], total: 0, perPage: 30, page: 1 })),
    );
    renderServices('/services/create');
    const user = userEvent.setup();
    const unlimited = await screen.findByRole('switch', { name: 'Безлимит' });
    expect(unlimited).toBeChecked();
    expect(screen.getByLabelText('Лимит')).toBeDisabled();

    await user.click(unlimited);
    const limit = screen.getByLabelText('Лимит');
    expect(limit).toBeEnabled();
    await user.clear(limit);
    await user.type(limit, '5');
    // the unit is chosen from the known units, never typed (issue 27)
    await user.click(screen.getByRole('combobox', { name: /Единица лимита/ }));
    await user.click(await screen.findByRole('option', { name: 'Выезд' }));
    await user.click(unlimited);
    expect(screen.getByLabelText('Лимит')).toBeDisabled();
    expect(screen.getByLabelText('Лимит')).toHaveValue(null);

    await user.type(screen.getByLabelText('Название *'), 'Эвакуатор');
    await user.click(screen.getByRole('switch', { name: 'Автобот' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      name: 'Эвакуатор',
      cost: 0,
      limit: 0,
      unit: null,
      solo: false,
      bot: 'AUTOBOT',
      options: { is_dinamic: false, max_limit: 0 },
    });
  });

  it("sends bot: null when the 'Автобот' switch is left untouched, as POST /services takes it (F7)", async () => {
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.post(gw('/services'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        if (body.bot !== null && body.bot !== 'AUTOBOT') {
          return HttpResponse.json({ message: 'Недопустимое значение', errors: { bot: 'Недопустимое значение' } }, { status: 400 });
        }
        return HttpResponse.json({ ...lawyer, id: '44444444-4444-4444-8444-444444444444' }, { status: 201 });
      }),
      http.get(gw('/services'), () => HttpResponse.json({ data: [], total: 0, perPage: 30, page: 1 })),
    );
    renderServices('/services/create');
    const user = userEvent.setup();
    expect(await screen.findByRole('switch', { name: 'Автобот' })).not.toBeChecked();
    await user.type(screen.getByLabelText('Название *'), 'Эвакуатор');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ name: 'Эвакуатор', bot: null, solo: false });
    expect(screen.queryByText('Недопустимое значение')).not.toBeInTheDocument();
  });

  it('takes the name and the description in Kazakh and English beside the Russian ones (issue 27)', async () => {
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.post(gw('/services'), async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ ...lawyer, id: '55555555-5555-4555-8555-555555555555' }, { status: 201 });
      }),
      http.get(gw('/services'), () => HttpResponse.json({ data: [], total: 0, perPage: 30, page: 1 })),
    );
    renderServices('/services/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Название *', {}, RENDER_WAIT), 'Юрист');
    await user.type(screen.getByLabelText('Название (Қазақша)'), 'Заңгер');
    await user.type(screen.getByLabelText('Название (English)'), 'Lawyer');
    await user.type(screen.getByLabelText('Описание (English)'), 'Advice by phone');
    expect(screen.getByLabelText('Описание (Қазақша)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ name: 'Юрист', name_kk: 'Заңгер', name_en: 'Lawyer', description_en: 'Advice by phone' });
    expect(posted[0].description_kk ?? null).toBeNull();
  });

  it("lists the names in the user's language, in Russian where none is written (issue 27)", async () => {
    server.use(
      http.get(gw('/services'), () =>
        HttpResponse.json({ data: [{ ...lawyer, name_en: 'Lawyer consultation', description_en: '' }, bot], total: 2, perPage: 30, page: 1 }),
      ),
    );
    renderServices('/services', 'en');
    const row = (await screen.findByText('Lawyer consultation', {}, RENDER_WAIT)).closest('tr')!;
    expect(within(row).getByText('Устная консультация')).toBeInTheDocument();
    expect(screen.getByText('Бот-помощник')).toBeInTheDocument();
    expect(screen.queryByText('Консультация юриста')).not.toBeInTheDocument();
  });

  function serveSave(reply: () => Response) {
    server.use(
      http.get(gw(`/services/${lawyer.id}`), () => HttpResponse.json(lawyer)),
      http.put(gw(`/services/${lawyer.id}`), reply),
    );
  }

  async function editDescriptionAndSave() {
    renderServices(`/services/${lawyer.id}`);
    const user = userEvent.setup();
    await user.type(await screen.findByDisplayValue('Устная консультация'), '!');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  }

  it('puts the server field errors under their fields, without the failure text', async () => {
    serveSave(() => HttpResponse.json({ message: 'Лишнее поле', errors: { 'options.max_limit': 'Значение должно быть не меньше 0' } }, { status: 400 }));
    await editDescriptionAndSave();
    const field = await screen.findByLabelText('Максимальный лимит');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Значение должно быть не меньше 0'));
    expect(screen.queryByText('На сервере произошла ошибка')).not.toBeInTheDocument();
  });

  it("shows 'На сервере произошла ошибка' when the save fails otherwise", async () => {
    serveSave(() => HttpResponse.json({ message: 'Ошибка' }, { status: 500 }));
    await editDescriptionAndSave();
    // react-admin's snackbar may briefly render twice in the test DOM, so any match will do
    expect((await screen.findAllByText('На сервере произошла ошибка')).length).toBeGreaterThan(0);
  });
});
