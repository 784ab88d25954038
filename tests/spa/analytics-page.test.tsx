import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as files from '../../src/components/useFileDownload';
import { formatPrice } from '../../src/format';
import { analyticsSection } from '../../src/resources/analytics';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const A1 = '33333333-3333-4333-8333-333333333333';
const agent = { id: A1, name: 'Агент Один', count: 2, cost: 1400 };
const stats = (brutto: number, partners: object[], agents: (typeof agent)[]) => ({
  totalCost: brutto + 100,
  brutto,
  reward: 240,
  netto: brutto - 240,
  count: 4,
  averageCheck: 1100,
  services: { count: 0, cost: 0 },
  rates: [{ id: 'r1', name: 'Базовый', count: 4, cost: brutto }],
  sales: [{ date: '2025-03-01', count: 4, cost: brutto }],
  partners,
  agents: { totalRevenue: 1400, totalCertificates: 2, top: agents, all: agents },
  period: { from: '2025-03-01', to: '2025-03-01' },
});
const NETWORK = stats(9000.5, [
  { id: P1, name: 'Альфа Продажи', count: 3, cost: 6000.5, reward: 200 },
  { id: P2, name: 'Бета Сервис', count: 1, cost: 3000, reward: 40 },
], [agent]);
const ALPHA = stats(6000.5, [{ id: P1, name: 'Альфа Продажи', count: 3, cost: 6000.5, reward: 200 }], [agent]);

function renderAnalytics(roles: Parameters<typeof identityWith>[0], asked: string[]) {
  server.use(
    http.get(gw('/analytics/stats'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(`${query.get('type') ?? ''}:${query.get('id') ?? ''}`);
      return HttpResponse.json(query.get('id') === P1 ? ALPHA : NETWORK);
    }),
  );
  const { dataProvider } = createTestProviders({});
  return renderWithAdmin(
    <AdminUI>
      <CustomRoutes>
        <Route path={`${analyticsSection.path}/*`} element={analyticsSection.element} />
      </CustomRoutes>
    </AdminUI>,
    { dataProvider, path: '/analytics', identity: identityWith(roles) },
  );
}

describe('/analytics (L1)', () => {
  it('shows an admin the network by partner and drills into one partner and its agents', COMPONENT_TEST, async () => {
    const asked: string[] = [];
    renderAnalytics(['ADMIN'], asked);
    expect(await screen.findByTestId('kpi-brutto', {}, RENDER_WAIT)).toHaveTextContent(formatPrice(9000.5));
    expect(screen.getByTestId('kpi-reward')).toHaveTextContent(formatPrice(240));
    const partners = screen.getByRole('table', { name: 'По партнерам' });
    expect(within(partners).getByText('Бета Сервис')).toBeInTheDocument();
    expect(within(partners).getByText(formatPrice(6000.5))).toBeInTheDocument();
    await userEvent.click(within(partners).getByText('Альфа Продажи'));
    await waitFor(() => expect(screen.getByTestId('kpi-brutto')).toHaveTextContent(formatPrice(6000.5)));
    expect(asked).toEqual([':', `partner:${P1}`]);
    const agents = screen.getByRole('table', { name: 'По агентам' });
    await userEvent.click(within(agents).getByText('Агент Один'));
    await waitFor(() => expect(asked.at(-1)).toBe(`agent:${A1}`));
    await userEvent.click(screen.getByRole('button', { name: 'Вся сеть' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'По партнерам' })).toBeInTheDocument());
  });

  it('shows an agent its own figures without the partner table, and exports a table as shown', COMPONENT_TEST, async () => {
    const saved: { name: string; text: Promise<string> }[] = [];
    vi.spyOn(files, 'saveBlob').mockImplementation((blob, name) => void saved.push({ name, text: blob.text() }));
    const asked: string[] = [];
    renderAnalytics(['AGENT'], asked);
    expect(await screen.findByTestId('kpi-brutto', {}, RENDER_WAIT)).toHaveTextContent(formatPrice(9000.5));
    expect(screen.queryByRole('table', { name: 'По партнерам' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Мои показатели' })).toBeInTheDocument();
    const agents = screen.getByRole('table', { name: 'По агентам' }).closest('div') as HTMLElement;
    await userEvent.click(within(agents.parentElement as HTMLElement).getAllByRole('button', { name: 'CSV' })[0]);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^analytics_agents_from_\d{4}-\d\d-\d\d_to_\d{4}-\d\d-\d\d\.csv$/);
    expect(await saved[0].text).toBe('\uFEFFАгент;Количество;Сумма\r\nАгент Один;2;1400\r\n');
    expect(asked).toEqual([':']);
  });

  // issue 27: the services sold are in the paid figure, and the sales without a partner are a named row, not 'Без названия'
  it('says how much of the paid figure is services and shows the direct sales by their name', COMPONENT_TEST, async () => {
    const direct = { id: null, name: 'Прямые продажи', count: 1, cost: 2500, reward: 0 };
    const withServices = { ...stats(8500, [NETWORK.partners[0], direct], [agent]), services: { count: 2, cost: 500 } };
    server.use(http.get(gw('/analytics/stats'), () => HttpResponse.json(withServices)));
    const { dataProvider } = createTestProviders({});
    renderWithAdmin(
      <AdminUI>
        <CustomRoutes>
          <Route path={`${analyticsSection.path}/*`} element={analyticsSection.element} />
        </CustomRoutes>
      </AdminUI>,
      { dataProvider, path: '/analytics', identity: identityWith(['ADMIN']) },
    );
    expect(await screen.findByTestId('kpi-services', {}, RENDER_WAIT)).toHaveTextContent(`в том числе услуги: ${formatPrice(500)}`);
    const partners = screen.getByRole('table', { name: 'По партнерам' });
    expect(within(partners).getByText('Прямые продажи')).toBeInTheDocument();
    expect(within(partners).queryByText('Без названия')).not.toBeInTheDocument();
  });
});
