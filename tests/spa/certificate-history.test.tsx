import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminUI, Resource } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/format';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import certificates from '../../src/resources/certificates';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const ID = '77777777-7777-4777-8777-777777777777';
const instalments = [
  { number: 1, due_date: '2026-11-20', amount: 2050, status: 'PAID', order_id: '88888888-8888-4888-8888-888888888888', pay_date: '2026-11-20T10:00:00.000Z' },
  { number: 2, due_date: '2026-12-20', amount: 2050, status: 'SCHEDULED', order_id: null, pay_date: null },
  { number: 3, due_date: '2027-01-20', amount: 2050, status: 'SCHEDULED', order_id: null, pay_date: null },
];
/** A certificate an admin blocked (the card's data as the credit card test has it). */
const card = {
  id: ID, number: '2200000000000099', rate_id: null, rate: null, type: 'CREDIT', status: 'ACTIVE', period: 12, send_sms: false,
  cost: 24000, price: 24000, commission: 0, bonus: 0, createdAt: '2026-11-20T10:00:00.000Z', startDate: '2026-11-20T10:00:00.000Z',
  finishDate: '2027-11-20T10:00:00.000Z', agent_id: null, client: null, customer: null, company: null, promocode: null,
  blocked: false, blocked_type: null, reason: null, blockDate: null, sold_online: false, partner: null, agent: null, subdivision: null,
  payment_type: 'AGENT', isAutoPay: true,
  items: [{ id: instalments[0]!.order_id, number: 5, cost: 2050, status: 'PAID', payed: true, pay_date: '2026-11-20T10:00:00.000Z', created_at: '2026-11-20T09:00:00.000Z', payment_type: 'AGENT', issue: 'SBERBANK', auto_payment: true }],
  instalments,
  nextPayment: { number: 2, date: '2026-12-20', amount: 2050 },
};

const BLOCKED_AT = '2026-11-27T09:15:00.000Z';
const history = [{
  id: '99999999-9999-4999-8999-999999999999', created_at: BLOCKED_AT, user_id: '11111111-1111-4111-8111-111111111111',
  user_name: 'Администратор Петров', ip: '10.1.2.3', resource: 'certificates', record_id: ID, action: 'update',
  changes: { blocked: { before: false, after: true }, blocked_type: { before: null, after: 'OTHER' } },
}];

function renderCard(roles: Parameters<typeof identityWith>[0]) {
  let asked: URLSearchParams | undefined;
  server.use(
    http.get(gw(`/certificates/${ID}`), () => HttpResponse.json(card)),
    http.get(gw(`/service/limit/certificate/${ID}`), () => HttpResponse.json([])),
    http.get(gw('/block/reason/all'), () => HttpResponse.json([])),
    http.get(gw('/audit'), ({ request }) => {
      asked = new URL(request.url).searchParams;
      return HttpResponse.json({ data: history, total: 1, perPage: 50, page: 1 });
    }),
  );
  const { dataProvider } = createTestProviders({ certificates: resourceEndpoints.certificates, audit: resourceEndpoints.audit });
  renderWithAdmin(
    <AdminUI>
      <Resource name="certificates" {...certificates} />
    </AdminUI>,
    { dataProvider, path: `/certificates/certificate/${ID}`, identity: identityWith(roles) },
  );
  return { asked: () => asked };
}

describe('the certificate card\'s История (issue 25)', () => {
  it('shows the admin who blocked the certificate, when and from where', async () => {
    const { asked } = renderCard(['ADMIN']);
    expect(await screen.findByRole('heading', { name: 'История' }, { timeout: 10_000 })).toBeInTheDocument();
    const row = (await screen.findByText('Администратор Петров')).closest('tr')!;
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual([formatDateTime(BLOCKED_AT), 'Администратор Петров', '10.1.2.3', 'Изменение']);
    // the change in words, once the certificates' declaration has loaded (never the field's code or true/false)
    expect(await within(row).findByText('Заблокирован: Нет → Да', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(row.textContent).not.toMatch(/blocked|true|false/);
    expect(asked()?.get('record_id')).toBe(ID);
  });

  it('is not shown to a seller', async () => {
    renderCard(['AGENT']);
    expect(await screen.findByTestId('certificate-number', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'История' })).not.toBeInTheDocument();
  });
});
