import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../src/format';
import { analyticsSection } from '../../src/resources/analytics';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const PARTNER = '11111111-1111-4111-8111-111111111111';
const MOSCOW = '22222222-2222-4222-8222-222222222222';
const AGENT = '33333333-3333-4333-8333-333333333333';
const OWN_AGENT = '44444444-4444-4444-8444-444444444444';
const person = (id: string, name: string) => ({ id, name, login: null, roles: ['AGENT'], type: 'NETTO', is_manager: false, blocked: false });
const TREE = [
  {
    id: PARTNER,
    name: 'Альфа Продажи',
    subdivisions: [{ id: MOSCOW, name: 'Москва', parent_id: null, agents: [person(AGENT, 'Иван Агентов')], children: [] }],
    agents: [],
  },
];
const STATS = {
  totalCost: 100, brutto: 100, reward: 10, netto: 90, count: 1, averageCheck: 100, services: { count: 0, cost: 0 }, rates: [], sales: [], partners: [],
  agents: { totalRevenue: 100, totalCertificates: 1, top: [], all: [] }, period: { from: '2025-03-01', to: '2025-03-01' },
};
const ORDER = { id: '55555555-5555-4555-8555-555555555555', number: 7, createdAt: '2025-03-01T10:00:00Z', payDate: null, certificate: 'C-1', client: 'Мария', rate: 'Базовый', paymentType: 'SITE', status: 'CREATED', cost: 1500.5 };
const SALES_REPORT = { rows: [], totals: { cost: 0, reward: 0 }, period: { from: '2025-03-01', to: '2025-03-01' } };

function renderAnalytics(identity: ReturnType<typeof identityWith>, asked: string[]) {
  server.use(
    http.get(gw('/issues/structure'), () => HttpResponse.json(TREE)),
    http.get(gw('/analytics/stats'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(`stats ${query.get('type') ?? ''}:${query.get('id') ?? ''}`);
      return HttpResponse.json(STATS);
    }),
    http.get(gw('/report/order/:from/:to'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(`orders ${query.get('type') ?? ''}:${query.get('id') ?? ''}`);
      return HttpResponse.json({ rows: [ORDER], totals: { count: 1, cost: 1500.5, paid: 0 }, period: SALES_REPORT.period });
    }),
    http.get(gw('/report/order/excel'), ({ request }) => {
      asked.push(`orders.xlsx ${new URL(request.url).searchParams.get('id') ?? ''}`);
      return new HttpResponse(new Blob(['PK']), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="report_order_from_2025-03-01_to_2025-03-31.xlsx"' } });
    }),
    http.get(gw('/report/agent/:id/:from/:to'), ({ params }) => {
      asked.push(`agent report ${String(params.id)}`);
      return HttpResponse.json(SALES_REPORT);
    }),
  );
  const { dataProvider } = createTestProviders({});
  return renderWithAdmin(
    <AdminUI>
      <CustomRoutes>
        <Route path={`${analyticsSection.path}/*`} element={analyticsSection.element} />
      </CustomRoutes>
    </AdminUI>,
    { dataProvider, path: '/analytics', identity },
  );
}

describe('/analytics: structure nodes and reports (L1, L2)', () => {
  it("lets a partner admin pick a subdivision of its structure and download that node's orders report", COMPONENT_TEST, async () => {
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const asked: string[] = [];
    renderAnalytics(identityWith(['AGENT', 'PARTNER_ADMIN'], { partnerId: PARTNER }), asked);
    await screen.findByTestId('kpi-brutto', {}, RENDER_WAIT);
    await userEvent.click(screen.getByLabelText('Узел структуры'));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Мои показатели', 'Подразделение: Москва', 'Агент: Иван Агентов']);
    await userEvent.click(screen.getByRole('option', { name: 'Подразделение: Москва' }));
    await waitFor(() => expect(asked).toContain(`stats subdivision:${MOSCOW}`));

    await userEvent.click(screen.getByRole('tab', { name: 'Отчеты' }));
    // a subdivision has no sales report of its own: its orders
    expect(screen.queryByRole('button', { name: 'Продажи партнера' })).toBeNull();
    expect(await screen.findByTestId('report-totals')).toHaveTextContent(`1 заказ на сумму ${formatPrice(1500.5)}, оплачено за период ${formatPrice(0)}`);
    expect(asked).toContain(`orders subdivision:${MOSCOW}`);
    // where the order was started and its state in words, never SITE or CREATED (issue 27)
    const row = screen.getByText('C-1').closest('tr')!;
    expect(within(row).getByText('Сайт')).toBeInTheDocument();
    expect(within(row).getByText('Ожидает оплаты')).toBeInTheDocument();
    expect(within(row).queryByText('SITE')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Скачать Excel' }));
    await waitFor(() => expect(asked.filter((call) => call.startsWith('orders.xlsx'))).toEqual([`orders.xlsx ${MOSCOW}`]), RENDER_WAIT);
    await waitFor(() => expect(saved).toEqual(['report_order_from_2025-03-01_to_2025-03-31.xlsx']), RENDER_WAIT);
    click.mockRestore();
  });

  it('offers a plain agent no node picker and its own sales report first', COMPONENT_TEST, async () => {
    const asked: string[] = [];
    renderAnalytics(identityWith(['AGENT'], { agentId: OWN_AGENT }), asked);
    await screen.findByTestId('kpi-brutto', {}, RENDER_WAIT);
    expect(screen.queryByLabelText('Узел структуры')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Отчеты' }));
    expect(await screen.findByRole('button', { name: 'Продажи агента', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Заказы', pressed: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Продажи партнера' })).toBeNull();
    await waitFor(() => expect(asked).toContain(`agent report ${OWN_AGENT}`));
    expect(asked.filter((call) => call.startsWith('orders'))).toEqual([]);
  });
});
