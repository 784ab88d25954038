import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI, Resource } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import certificates from '../../src/resources/certificates';
import { applyNumberMask } from '../../src/resources/certificates/NumberMaskInput';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const ID = '33333333-3333-4333-8333-333333333333';
const row = {
  id: ID,
  number: '2200000000000012',
  rate: null,
  client: { id: '44444444-4444-4444-8444-444444444444', name: 'Иванов Илья', type: 'LEGAL', company: 'ООО Ромашка' },
  partner: { id: '55555555-5555-4555-8555-555555555555', name: 'Альфа Продажи' },
  agent: { id: '66666666-6666-4666-8666-666666666666', name: 'Иван Агентов' },
  subdivision: null,
  status: 'ACTIVE',
  cost: 10800,
  promo_discount: 1200,
  bonus: 0,
  price: 12000,
  blocked: false,
  created_at: '2026-01-15T10:00:00.000Z',
  start_date: '2026-01-15T10:00:00.000Z',
  finish_date: '2027-01-15T10:00:00.000Z',
};
const card = {
  ...row,
  rate_id: null,
  rate: null,
  type: 'DEFAULT',
  period: 12,
  send_sms: false,
  createdAt: row.created_at,
  startDate: row.start_date,
  finishDate: row.finish_date,
  agent_id: row.agent.id,
  client: { id: row.client.id, name: row.client.name, phone: null, email: null },
  customer: null,
  company: null,
  promocode: { code: 'SALE10', type: 'PERCENT', amount: 10, count_discount: 1200 },
  blocked_type: null,
  reason: null,
  blockDate: null,
  sold_online: false,
  payment_type: 'AGENT',
  isAutoPay: true,
  commission: 12.5,
  items: [],
};

function renderCertificates(path: string, roles: Parameters<typeof identityWith>[0] = ['ADMIN'], locale: 'ru' | 'kk' | 'en' = 'ru') {
  const { dataProvider } = createTestProviders({ certificates: resourceEndpoints.certificates });
  return renderWithAdmin(
    <AdminUI>
      <Resource name="certificates" {...certificates} />
    </AdminUI>,
    { dataProvider, path, identity: identityWith(roles), locale },
  );
}

describe('certificate list', () => {
  it('shows the C2 columns, a package placeholder, the company of a legal client and the badge overflow', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(gw('/certificates'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [row], total: 6_000_000, perPage: 30, page: 1 });
      }),
      http.get(gw('/rates/all'), () => HttpResponse.json([])),
      http.get(gw('/partners/all'), () => HttpResponse.json([])),
    );
    renderCertificates('/certificates');
    expect(await screen.findByText('2200000000000012')).toBeInTheDocument();
    expect(screen.getByText('Без пакета')).toBeInTheDocument();
    expect(screen.getByText('ООО Ромашка')).toBeInTheDocument();
    expect(screen.getByText('Альфа Продажи')).toBeInTheDocument();
    expect(screen.getByText('12 000 ₽')).toBeInTheDocument();
    expect(screen.getByTestId('total-badge')).toHaveTextContent('5 000 000+');
    expect(queries[0].get('perPage')).toBe('30');
    expect(queries[0].get('sort')).toBe('created_at');
  });

  it('hides the partner column from agents', async () => {
    server.use(
      http.get(gw('/certificates'), () => HttpResponse.json({ data: [row], total: 1, perPage: 30, page: 1 })),
      http.get(gw('/rates/all'), () => HttpResponse.json([])),
    );
    renderCertificates('/certificates', ['AGENT']);
    expect(await screen.findByText('2200000000000012')).toBeInTheDocument();
    expect(screen.queryByText('Альфа Продажи')).not.toBeInTheDocument();
  });

  it("filters on the client's phone with the mask, and lets finish dates ahead be picked (C4, O8, O10)", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(gw('/certificates'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [row], total: 1, perPage: 30, page: 1 });
      }),
      http.get(gw('/rates/all'), () => HttpResponse.json([])),
      http.get(gw('/partners/all'), () => HttpResponse.json([])),
    );
    const shown = encodeURIComponent(JSON.stringify({ phone: true, finish_from: true, finish_to: true }));
    renderCertificates(`/certificates?displayedFilters=${shown}`);
    const phone = await screen.findByLabelText('Телефон клиента', {}, { timeout: 10_000 });
    await userEvent.type(phone, '7011234567');
    expect(phone).toHaveValue('+7 (701) 123-45-67');
    await waitFor(() => expect(queries.at(-1)?.get('phone')).toBe('+7 (701) 123-45-67'), { timeout: 5_000 });
    const inAYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    for (const label of ['Окончание с', 'Окончание по']) {
      const picker = screen.getByLabelText(label);
      expect(picker).toHaveAttribute('data-min', '2019-02-01');
      expect(picker.getAttribute('data-max')! > inAYear).toBe(true);
    }
  });

  // issue 27: a native date input showed the browser's order (mm/dd/yyyy in an English browser)
  it('takes the finish days as DD.MM.YYYY in English too, and sends them as days', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(gw('/certificates'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [row], total: 1, perPage: 30, page: 1 });
      }),
      http.get(gw('/rates/all'), () => HttpResponse.json([])),
      http.get(gw('/partners/all'), () => HttpResponse.json([])),
    );
    const shown = encodeURIComponent(JSON.stringify({ finish_from: true, finish_to: true }));
    const filter = encodeURIComponent(JSON.stringify({ finish_to: '2027-12-31' }));
    renderCertificates(`/certificates?displayedFilters=${shown}&filter=${filter}`, ['ADMIN'], 'en');
    const from = await screen.findByLabelText('Finishes from', {}, { timeout: 10_000 });
    expect(from).toHaveAttribute('placeholder', 'DD.MM.YYYY');
    expect(screen.getByLabelText('Finishes to')).toHaveValue('31.12.2027');
    await userEvent.type(from, '15042027');
    expect(from).toHaveValue('15.04.2027');
    await waitFor(() => expect(queries.at(-1)?.get('finish_from')).toBe('2027-04-15'), { timeout: 5_000 });
    // a day outside O8's range is said, never sent
    await userEvent.clear(from);
    await userEvent.type(from, '01012018');
    expect(await screen.findByText(/A date from 01\.02\.2019 to/)).toBeInTheDocument();
    expect(queries.at(-1)?.get('finish_from')).not.toBe('2018-01-01');
  });

  // issue 27: the list showed no status; it shows the server's, and filters on it
  it('shows each certificate’s status and filters on it (C1)', async () => {
    const queries: URLSearchParams[] = [];
    const pending = { ...row, id: '77777777-7777-4777-8777-777777777777', number: '2200000000000020', status: 'PENDING' };
    server.use(
      http.get(gw('/certificates'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [row, pending], total: 2, perPage: 30, page: 1 });
      }),
      http.get(gw('/rates/all'), () => HttpResponse.json([])),
      http.get(gw('/partners/all'), () => HttpResponse.json([])),
    );
    renderCertificates(`/certificates?displayedFilters=${encodeURIComponent(JSON.stringify({ status: true }))}`);
    const pendingRow = (await screen.findByText('2200000000000020', {}, RENDER_WAIT)).closest('tr')!;
    expect(within(pendingRow).getByText('Ожидает оплаты')).toBeInTheDocument();
    expect(within(screen.getByText('2200000000000012').closest('tr')!).getByText('Активен')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Статус' }, RENDER_WAIT));
    await userEvent.click(await screen.findByRole('option', { name: 'Ожидает оплаты' }));
    await waitFor(() => expect(queries.at(-1)?.getAll('status')).toEqual(['PENDING']), { timeout: 5_000 });
  });

  it('keeps typed numbers in the card mask', () => {
    expect(applyNumberMask('2200001234567890')).toBe('2200 / 0012 / 3456 / 7890');
    expect(applyNumberMask('220000**')).toBe('2200 / 00**');
    expect(applyNumberMask('220000******7890')).toBe('2200 / 00** / **** / 7890');
  });
});

describe('certificate card', () => {
  it('opens from the list by its number without rendering the list row as the card (C2, C6)', async () => {
    server.use(
      http.get(gw('/certificates'), () => HttpResponse.json({ data: [row], total: 1, perPage: 30, page: 1 })),
      http.get(gw('/rates/all'), () => HttpResponse.json([])),
      http.get(gw('/partners/all'), () => HttpResponse.json([])),
      http.get(gw(`/certificates/${ID}`), async () => {
        // the card answers after the list: a card rendered from the cached list row would crash first
        await new Promise((resolve) => setTimeout(resolve, 100));
        return HttpResponse.json(card);
      }),
      http.get(gw(`/service/limit/certificate/${ID}`), () => HttpResponse.json([])),
    );
    renderCertificates('/certificates');
    await userEvent.click(await screen.findByRole('link', { name: row.number }));
    expect(await screen.findByTestId('certificate-number')).toHaveTextContent(row.number);
    expect(await screen.findByText('Комиссия партнера')).toBeInTheDocument();
  });

  // issue 27: the card said 'Активен' whenever the certificate was not blocked, an unpaid one included
  it.each([
    ['PENDING', 'Ожидает оплаты'],
    ['ACTIVE', 'Активен'],
    ['EXPIRED', 'Истек'],
    ['CANCELLED', 'Аннулирован'],
  ])('says a %s certificate is what the server says: %s (C7)', async (status, label) => {
    server.use(
      http.get(gw(`/certificates/${ID}`), () => HttpResponse.json({ ...card, status })),
      http.get(gw(`/service/limit/certificate/${ID}`), () => HttpResponse.json([])),
    );
    renderCertificates(`/certificates/certificate/${ID}`);
    expect(await screen.findByTestId('status-chip', {}, RENDER_WAIT)).toHaveTextContent(label);
    if (status !== 'ACTIVE') expect(screen.queryByText('Активен')).not.toBeInTheDocument();
  });

  it('says who blocked a certificate and why (C8)', async () => {
    const held = { ...card, status: 'BLOCKED', blocked: true, blocked_type: 'NON_PAYMENT', reason: 'Неоплата', blockDate: '2026-11-21T10:00:00.000Z', blocked_by_role: 'SYSTEM' };
    server.use(
      http.get(gw(`/certificates/${ID}`), () => HttpResponse.json(held)),
      http.get(gw(`/service/limit/certificate/${ID}`), () => HttpResponse.json([])),
    );
    renderCertificates(`/certificates/certificate/${ID}`);
    expect(await screen.findByTestId('blocked-chip', {}, RENDER_WAIT)).toHaveTextContent('Заблокирован: Неоплата');
    expect(screen.getByTestId('blocked-by-whom')).toHaveTextContent('Заблокировал: система — платеж по кредиту просрочен');
  });

  it('blocks with a reason and updates the card from the reply', async () => {
    const patches: unknown[] = [];
    server.use(
      http.get(gw(`/certificates/${ID}`), () => HttpResponse.json(card)),
      http.get(gw(`/service/limit/certificate/${ID}`), () => HttpResponse.json([])),
      http.get(gw('/block/reason/all'), () => HttpResponse.json([{ code: 'NON_PAYMENT', name: 'Неоплата' }, { code: 'OTHER', name: 'Другое' }])),
      http.patch(gw(`/certificates/${ID}`), async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ id: ID, status: 'BLOCKED', blocked: true, blocked_type: 'OTHER', reason: 'Другое', blockDate: '2026-11-21T10:00:00.000Z', blocked_by_role: 'ADMIN' });
      }),
    );
    renderCertificates(`/certificates/certificate/${ID}`);
    expect(await screen.findByTestId('certificate-number')).toHaveTextContent('2200000000000012');
    // the commission agreed at the sale, kept on the certificate
    expect(screen.getByText('Комиссия партнера').nextSibling).toHaveTextContent('12,5 %');
    // the button shows once the access check answers, which may come after the card's data
    await userEvent.click(await screen.findByRole('button', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Причина блокировки'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Другое', 'Неоплата']);
    await userEvent.click(options[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    await waitFor(() => expect(screen.getByTestId('blocked-chip')).toHaveTextContent('Заблокирован: Другое'));
    expect(screen.getByTestId('blocked-by-whom')).toHaveTextContent('Заблокировал: администратор');
    expect(patches).toEqual([{ blocked: true, blocked_type: 'OTHER' }]);
  });

  it('keeps the block dialog in reach of assistive technology while its reason list is open (C8)', async () => {
    server.use(
      http.get(gw(`/certificates/${ID}`), () => HttpResponse.json(card)),
      http.get(gw(`/service/limit/certificate/${ID}`), () => HttpResponse.json([])),
      http.get(gw('/block/reason/all'), () => HttpResponse.json([{ code: 'OTHER', name: 'Другое' }])),
    );
    renderCertificates(`/certificates/certificate/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Заблокировать' }, RENDER_WAIT));
    await userEvent.click(within(await screen.findByRole('dialog')).getByLabelText('Причина блокировки'));
    const option = await screen.findByRole('option', { name: 'Другое' });
    // a select's menu is a second modal: it marks the dialog aria-hidden while open, and once the dialog stayed so
    expect(screen.getByRole('dialog')).toHaveTextContent('Блокировка сертификата');
    await userEvent.click(option);
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Заблокировать' })).toBeEnabled();
  });

  it("says on the card that an admin's block is the admin's to lift (ACC-4)", async () => {
    const blocked = { ...card, blocked: true, blocked_type: 'FRAUD', reason: 'Подозрение на мошенничество', blockDate: '2026-11-21T10:00:00.000Z', blocked_by_role: 'ADMIN' };
    server.use(
      http.get(gw(`/certificates/${ID}`), () => HttpResponse.json(blocked)),
      http.get(gw(`/service/limit/certificate/${ID}`), () => HttpResponse.json([])),
    );
    renderCertificates(`/certificates/certificate/${ID}`, ['AGENT']);
    expect(await screen.findByTestId('blocked-by')).toHaveTextContent('Блокировку установил администратор: снять её может только администратор');
  });

  it("downloads an agent's certificate locked with a password, under the server's file name", async () => {
    const requested: string[] = [];
    server.use(
      http.get(gw(`/certificates/${ID}`), () => HttpResponse.json(card)),
      http.get(gw(`/service/limit/certificate/${ID}`), () => HttpResponse.json([])),
      http.get(gw(`/certificates/${ID}/pdf`), ({ request }) => {
        requested.push(new URL(request.url).search);
        return new HttpResponse(new Blob(['%PDF-1.7']), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': "attachment; filename*=UTF-8''%D0%A1%D0%B5%D1%80%D1%82%D0%B8%D1%84%D0%B8%D0%BA%D0%B0%D1%82_1.pdf" },
        });
      }),
    );
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:certificate');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderCertificates(`/certificates/certificate/${ID}`, ['AGENT']);
    await userEvent.click(await screen.findByRole('button', { name: 'Сертификат' }));
    expect((await screen.findAllByText('Скачивание файла началось')).length).toBeGreaterThan(0);
    await waitFor(() => expect(saved).toEqual(['Сертификат_1.pdf']));
    expect(requested).toEqual(['?password_need=1']);
    click.mockRestore();
  });
});
