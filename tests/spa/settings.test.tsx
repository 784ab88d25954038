import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { canAccess } from '../../common/access';
import { beforeEach, describe, expect, it } from 'vitest';
import { salesCabinet } from '../../src/cabinets/sales/salesCabinet';
import { settingsSections } from '../../src/resources/settings';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const stored = { bonus_money: 20, bonus_rate: 5, fts_commission: [{ from: 0, percent: 1.5, fixed: 100 }], updated_at: '2026-11-01T10:00:00.000Z' };

function renderSettings(path: '/settings/general' | '/settings/fts', roles: Parameters<typeof identityWith>[0] = ['ADMIN']) {
  const { dataProvider } = createTestProviders();
  return renderWithAdmin(
    <Routes>
      {settingsSections.map((section) => 'path' in section && <Route key={section.path} path={`${section.path}/*`} element={section.element} />)}
    </Routes>,
    { dataProvider, identity: identityWith(roles), path },
  );
}

const put = (reply: () => Response, bodies: unknown[]) =>
  http.put(gw('/settings'), async ({ request }) => {
    bodies.push(await request.json());
    return reply();
  });

describe('M9 settings pages', () => {
  it('are the sales cabinet’s sections at /settings/general and /settings/fts', () => {
    const paths = salesCabinet.sections.flatMap((section) => ('path' in section ? [section.path] : []));
    expect(paths).toEqual(expect.arrayContaining(['/settings/general', '/settings/fts']));
  });

  it('saves the general settings and says so in words', COMPONENT_TEST, async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(gw('/settings'), () => HttpResponse.json(stored)),
      put(() => HttpResponse.json({ ...stored, bonus_rate: 7.5, updated_at: '2026-11-02T10:00:00.000Z' }), bodies),
    );
    renderSettings('/settings/general');
    const rate = await screen.findByLabelText(/Бонус с продажи/, {}, RENDER_WAIT);
    expect(rate).toHaveValue(5);
    // 10 000 × 5 % + 20
    expect(screen.getByTestId('bonus-example')).toHaveTextContent('клиент получит 520 бонусов');
    await userEvent.clear(rate);
    await userEvent.type(rate, '7.5');
    expect(screen.getByTestId('bonus-example')).toHaveTextContent('клиент получит 770 бонусов');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Настройки сохранены')).toBeInTheDocument();
    expect(bodies).toEqual([{ bonus_money: 20, bonus_rate: 7.5 }]);
    expect(screen.getByLabelText(/Бонус с продажи/)).toHaveValue(7.5);
  });

  it('puts the previous value back when the save fails', COMPONENT_TEST, async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(gw('/settings'), () => HttpResponse.json(stored)),
      put(() => HttpResponse.json({ message: 'Внутренняя ошибка сервера', code: 'INTERNAL' }, { status: 500 }), bodies),
    );
    renderSettings('/settings/general');
    const money = await screen.findByLabelText(/Бонус за каждую продажу/, {}, RENDER_WAIT);
    await userEvent.clear(money);
    await userEvent.type(money, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(/Настройки не сохранены:/)).toBeInTheDocument();
    expect(bodies).toEqual([{ bonus_money: 300, bonus_rate: 5 }]);
    await waitFor(() => expect(screen.getByLabelText(/Бонус за каждую продажу/)).toHaveValue(20));
  });

  it('puts the previous commission table back when the server refuses it', COMPONENT_TEST, async () => {
    const bodies: unknown[] = [];
    const refusal = { message: 'Первая строка таблицы начинается с 0', code: 'VALIDATION', errors: { 'fts_commission.0.from': 'Первая строка таблицы начинается с 0' } };
    server.use(
      http.get(gw('/settings'), () => HttpResponse.json(stored)),
      put(() => HttpResponse.json(refusal, { status: 400 }), bodies),
    );
    renderSettings('/settings/fts');
    const percent = await screen.findByLabelText(/Комиссия, %/, {}, RENDER_WAIT);
    expect(percent).toHaveValue(1.5);
    const from = screen.getByLabelText(/Платёж от/);
    await userEvent.clear(from);
    await userEvent.type(from, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(/Настройки не сохранены: Первая строка таблицы начинается с 0/)).toBeInTheDocument();
    expect(bodies).toEqual([{ fts_commission: [{ from: 50, percent: 1.5, fixed: 100 }] }]);
    await waitFor(() => expect(screen.getByLabelText(/Платёж от/)).toHaveValue(0));
  });

  it('shows other roles no form and reads nothing for them (the matrix gives settings to ADMIN only)', COMPONENT_TEST, async () => {
    let reads = 0;
    server.use(http.get(gw('/settings'), () => {
      reads += 1;
      return HttpResponse.json(stored);
    }));
    for (const roles of [['AGENT', 'AGENT_ADMIN'], ['AGENT', 'PARTNER_ADMIN'], ['CLIENT'], ['PARTNER']] as const) {
      expect(canAccess({ roles }, { resource: 'settings', action: 'show' })).toBe(false);
    }
    renderSettings('/settings/general', ['AGENT', 'AGENT_ADMIN']);
    renderSettings('/settings/fts', ['AGENT', 'PARTNER_ADMIN']);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.queryByLabelText(/Бонус с продажи/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Комиссия, %/)).not.toBeInTheDocument();
    expect(reads).toBe(0);
  });
});
