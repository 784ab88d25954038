import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { formatPrice } from '../../src/format';
import { views as partnersViews } from '../../src/resources/partners/views';
import { declaredRoutes } from './declaredRoutes';
import { presetPeriod } from '../../src/resources/salesStats';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const ID = '11111111-1111-4111-8111-111111111111';
const partner = { id: ID, name: 'Альфа Продажи', type: 'AGENCY', reward: 0, parent_id: null, parent: null, created_at: '2026-01-15T10:00:00.000Z', rates: [] };
const STATS = {
  totalCost: 4500,
  brutto: 4399.99,
  reward: 240,
  netto: 4159.99,
  count: 4,
  averageCheck: 1100,
  services: { count: 0, cost: 0 },
  rates: [
    { id: 'r1', name: 'Базовый', count: 3, cost: 2400 },
    { id: 'r2', name: 'Пробный', count: 1, cost: 1999.99 },
  ],
  sales: [
    { date: '2025-03-01', count: 2, cost: 1900 },
    { date: '2025-03-02', count: 2, cost: 2499.99 },
  ],
  partners: [{ id: ID, name: 'Альфа Продажи', count: 4, cost: 4399.99, reward: 240 }],
  agents: { totalRevenue: 2400, totalCertificates: 3, top: [] },
  period: { from: '2025-03-01', to: '2025-03-02' },
};
const row = (number: string, cost: number, reward: number) => ({
  id: `id-${number}`,
  rate: 'Базовый',
  number,
  client: 'Клиент Отчета',
  phone: '79130000001',
  email: 'report@example.ru',
  cost,
  reward,
  startDate: '2025-03-01T10:00:00.000Z',
  finishDate: '2026-03-01T10:00:00.000Z',
});
const REPORT = { rows: [row('ST-1', 900, 90), row('ST-2', 1000, 100)], totals: { cost: 1900, reward: 190 }, period: { from: '2025-03-01', to: '2025-03-31' } };

function renderPartnerPage(tab: string) {
  const { dataProvider } = createTestProviders({ partners: resourceEndpoints.partners });
  server.use(http.get(gw(`/partners/${ID}`), () => HttpResponse.json(partner)));
  return renderWithAdmin(
    <AdminUI>
      {declaredRoutes(partnersViews)}
    </AdminUI>,
    { dataProvider, path: `/partners/partner/${ID}/${tab}`, identity: identityWith(['ADMIN']) },
  );
}

describe('partner analytics tab (L1)', () => {
  it('asks for the last 12 months, shows the figures and the tariffs, and reloads for a preset', COMPONENT_TEST, async () => {
    const asked: string[] = [];
    server.use(
      http.get(gw(`/partners/${ID}/stats`), ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(STATS);
      }),
    );
    renderPartnerPage('analytics');
    expect(await screen.findByTestId('kpi-brutto', {}, RENDER_WAIT)).toHaveTextContent(formatPrice(4399.99));
    expect(screen.getByTestId('kpi-totalCost')).toHaveTextContent(formatPrice(4500));
    expect(screen.getByTestId('kpi-netto')).toHaveTextContent(formatPrice(4159.99));
    expect(screen.getByTestId('kpi-count')).toHaveTextContent('4');
    expect(screen.getByTestId('kpi-averageCheck')).toHaveTextContent(formatPrice(1100));
    const year = presetPeriod('year');
    expect(asked).toEqual([`?dateFrom=${year.from}&dateTo=${year.to}`]);

    const table = screen.getByRole('table', { name: 'По тарифам' });
    const basic = within(table).getByText('Базовый').closest('tr')!;
    expect(basic).toHaveTextContent(formatPrice(2400));
    expect(within(table).getByText('Пробный')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Прошлый месяц' }));
    const lastMonth = presetPeriod('lastMonth');
    await waitFor(() => expect(asked).toContain(`?dateFrom=${lastMonth.from}&dateTo=${lastMonth.to}`));
  });

  it('says so when the period has no sales', COMPONENT_TEST, async () => {
    server.use(http.get(gw(`/partners/${ID}/stats`), () => HttpResponse.json({ ...STATS, count: 0, brutto: 0, rates: [], sales: [] })));
    renderPartnerPage('analytics');
    expect(await screen.findByText('За выбранный период продаж нет', {}, RENDER_WAIT)).toBeInTheDocument();
  });
});

describe('partner reports tab (L2)', () => {
  it('shows the rows with totals and downloads the Excel file under the server name', COMPONENT_TEST, async () => {
    const excel: string[] = [];
    server.use(
      http.get(gw(`/report/partner/${ID}/:from/:to`), () => HttpResponse.json(REPORT)),
      http.get(gw(`/report/excel/${ID}`), ({ request }) => {
        excel.push(new URL(request.url).search);
        return new HttpResponse(new Blob(['PK']), {
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="report_partner_from_2025-03-01_to_2025-03-31.xlsx"' },
        });
      }),
    );
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPartnerPage('reports');
    expect(await screen.findByText('ST-1', {}, RENDER_WAIT)).toBeInTheDocument();
    const first = screen.getByText('ST-1').closest('tr')!;
    expect(first).toHaveTextContent('+7 (913) 000-00-01');
    expect(first).toHaveTextContent('01.03.2025');
    expect(first).toHaveTextContent(formatPrice(90));
    expect(screen.getByTestId('report-totals')).toHaveTextContent(`Итого: 2 сертификата, сумма ${formatPrice(1900)}, вознаграждение ${formatPrice(190)}`);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Скачать Excel' }));
    const year = presetPeriod('year');
    await waitFor(() => expect(saved).toEqual(['report_partner_from_2025-03-01_to_2025-03-31.xlsx']));
    expect(excel).toEqual([`?from=${year.from}&to=${year.to}`]);
    click.mockRestore();
  });

  it('asks for the typed period and warns about a reversed one', COMPONENT_TEST, async () => {
    const asked: string[] = [];
    server.use(
      http.get(gw(`/report/partner/${ID}/:from/:to`), ({ params }) => {
        asked.push(`${String(params.from)}/${String(params.to)}`);
        return HttpResponse.json({ ...REPORT, rows: [], totals: { cost: 0, reward: 0 } });
      }),
    );
    renderPartnerPage('reports');
    expect(await screen.findByText('За выбранный период продаж нет', {}, RENDER_WAIT)).toBeInTheDocument();
    const to = screen.getByLabelText('По');
    const user = userEvent.setup();
    await user.clear(to);
    // typed as the cabinets write a day, DD.MM.YYYY (issue 27)
    await user.type(to, '01012000');
    expect(await screen.findByText('Дата окончания раньше даты начала')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать Excel' })).toBeDisabled();
    expect(asked).toHaveLength(1);
  });
});
