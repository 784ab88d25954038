import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { views as promoViews } from '../../src/resources/promo/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { RENDER_WAIT, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const spring = {
  id: '55555555-5555-4555-8555-555555555555',
  code: 'SPRING-25',
  type: 'PERCENT',
  amount: 25,
  global: false,
  all_use: 0,
  used: 3,
  expires_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
  rates: [],
};

function renderPromo(path: string) {
  const { dataProvider } = createTestProviders({ promo: resourceEndpoints.promo! });
  server.use(http.get(gw('/rates/all'), () => HttpResponse.json([])));
  return renderWithAdmin(
    <AdminUI>
      {declaredRoutes(promoViews)}
    </AdminUI>,
    { dataProvider, path },
  );
}

describe('promo codes (H1, H2)', { timeout: 30_000 }, () => {
  it('lists code, type and amount', async () => {
    server.use(http.get(gw('/promotional/codes'), () => HttpResponse.json({ data: [spring], total: 1, perPage: 25, page: 1 })));
    renderPromo('/promo');
    const row = (await screen.findByText('SPRING-25', {}, RENDER_WAIT)).closest('tr')!;
    expect(within(row).getByText('Процент')).toBeInTheDocument();
    expect(within(row).getByText('25 %')).toBeInTheDocument();
    expect(within(row).getByText('3 / без ограничений')).toBeInTheDocument();
  });

  it('refuses a percentage above 100 and accepts the same amount as a fixed sum', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(gw('/promotional/codes'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...spring, ...body }, { status: 201 });
      }),
      http.get(gw(`/promotional/codes/${spring.id}`), () => HttpResponse.json(spring)),
    );
    renderPromo('/promo/edit');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Код *', {}, RENDER_WAIT), 'BIG-150');
    await user.type(screen.getByLabelText('Скидка *'), '150');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Скидка в процентах не может быть больше 100')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: /Тип/ }));
    await user.click(await screen.findByRole('option', { name: 'Фиксированная сумма' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ code: 'BIG-150', type: 'FIX', amount: 150, global: false, all_use: 0, expires_at: null });
  });

  // issue 27: the picker's 'YYYY-MM-DDTHH:mm' went out as typed and the server refused it ('Неверный формат')
  it('sends the expiry picked in "Действует до" as an instant, on create and on edit (H2)', async () => {
    const bodies: Record<string, unknown>[] = [];
    const keep = async (request: Request, status: number) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json({ ...spring, ...body }, { status });
    };
    server.use(
      http.post(gw('/promotional/codes'), ({ request }) => keep(request, 201)),
      http.put(gw(`/promotional/codes/${spring.id}`), ({ request }) => keep(request, 200)),
      http.get(gw(`/promotional/codes/${spring.id}`), () => HttpResponse.json(spring)),
    );
    const instant = (local: string) => new Date(local).toISOString();
    const view = renderPromo('/promo/edit');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Код *', {}, RENDER_WAIT), 'UNTIL-2030');
    await user.type(screen.getByLabelText('Скидка *'), '10');
    fireEvent.change(screen.getByLabelText('Действует до'), { target: { value: '2030-01-31T23:59' } });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.expires_at).toBe(instant('2030-01-31T23:59'));
    view.unmount();

    renderPromo(`/promo/edit/${spring.id}`);
    const until = await screen.findByLabelText('Действует до', {}, RENDER_WAIT);
    await waitFor(() => expect(screen.getByLabelText('Код *')).toHaveValue('SPRING-25'));
    fireEvent.change(until, { target: { value: '2031-06-01T09:30' } });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]!.expires_at).toBe(instant('2031-06-01T09:30'));
  });

  it('says its own words when created and deleted, and when there are none yet (issue 27)', async () => {
    let rows = [spring];
    server.use(
      http.get(gw('/promotional/codes'), () => HttpResponse.json({ data: rows, total: rows.length, perPage: 25, page: 1 })),
      http.post(gw('/promotional/codes'), async ({ request }) => HttpResponse.json({ ...spring, ...((await request.json()) as object) }, { status: 201 })),
      http.get(gw(`/promotional/codes/${spring.id}`), () => HttpResponse.json(spring)),
      http.delete(gw(`/promotional/codes/${spring.id}`), () => {
        rows = [];
        return HttpResponse.json(spring);
      }),
    );
    renderPromo('/promo/edit');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Код *', {}, RENDER_WAIT), 'SPRING-25');
    await user.type(screen.getByLabelText('Скидка *'), '25');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(document.body.textContent).toContain('Промокод создан'), RENDER_WAIT);
    expect(document.body.textContent).not.toContain('Элемент создан');

    cleanup();
    renderPromo('/promo');
    const row = (await screen.findByText('SPRING-25', {}, RENDER_WAIT)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Удалить промокод «SPRING-25»?')).toBeInTheDocument();
    expect(within(dialog).getByText('Промокод перестанет действовать при продажах. Это действие нельзя отменить.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Вы уверены|этот объект/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /Подтвердить|Да/ }));
    await waitFor(() => expect(document.body.textContent).toContain('Промокод удален'), RENDER_WAIT);

    // none left: its own words and its own create button, not 'Нет Промокод. Вы хотите добавить еще одну?'
    expect(await screen.findByText('Промокодов пока нет', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Новый промокод' }).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/Вы хотите добавить/);
  });
});
