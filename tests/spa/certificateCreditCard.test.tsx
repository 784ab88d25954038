import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminUI, Resource } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
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
/** A 24 000 ₽ tariff sold on credit at 2.5 % in 12 instalments of 2 050 ₽, the first one paid. */
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

function renderCard(roles: Parameters<typeof identityWith>[0]) {
  server.use(
    http.get(gw(`/certificates/${ID}`), () => HttpResponse.json(card)),
    http.get(gw(`/service/limit/certificate/${ID}`), () => HttpResponse.json([])),
    http.get(gw('/block/reason/all'), () => HttpResponse.json([])),
  );
  const { dataProvider } = createTestProviders({ certificates: resourceEndpoints.certificates });
  return renderWithAdmin(
    <AdminUI>
      <Resource name="certificates" {...certificates} />
    </AdminUI>,
    { dataProvider, path: `/certificates/certificate/${ID}`, identity: identityWith(roles) },
  );
}

describe('certificate card of a credit sale (D2, C10)', () => {
  it('shows the next unpaid instalment as the next payment, and the schedule with statuses', async () => {
    renderCard(['ADMIN']);
    const next = await screen.findByText(/^Следующий платеж/, {}, { timeout: 10_000 });
    expect(next.textContent?.replace(/\s/g, ' ')).toBe('Следующий платеж: 20.12.2026 · 2 050 ₽ (платеж 2)');
    const schedule = screen.getByRole('table', { name: 'График платежей' });
    const rows = within(schedule).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s/g, ' ')))).toEqual([
      ['1', '20.11.2026', '2 050 ₽', 'Оплачен', '20.11.2026'],
      ['2', '20.12.2026', '2 050 ₽', 'Ожидается', '—'],
      ['3', '20.01.2027', '2 050 ₽', 'Ожидается', '—'],
    ]);
    expect(await screen.findByRole('button', { name: 'Отменить автоплатеж' })).toBeInTheDocument();
  });

  it('offers the seller no autopay cancel', async () => {
    renderCard(['AGENT']);
    expect(await screen.findByText(/^Следующий платеж/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отменить автоплатеж' })).not.toBeInTheDocument();
  });
});
