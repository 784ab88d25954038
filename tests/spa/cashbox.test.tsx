import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { salesCabinet } from '../../src/cabinets/sales/salesCabinet';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { cashboxSection } from '../../src/resources/cashbox';
import { views as cashboxViews } from '../../src/resources/cashbox/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const ID = '78787878-7878-4787-8787-787878787878';
const ORDER = '12121212-1212-4121-8121-121212121212';
const receipt = {
  id: ID, number: 7, created_at: '2026-12-01T09:00:00.000Z', kind: 'SELL', status: 'DONE', rate_name: 'Тариф Бизнес', amount_kopecks: 1_200_050,
  vat: 'NONE', vat_kopecks: 0, order: { id: ORDER, number: 41 }, refund_of: null, receipt_url: 'https://ofd.example/rec/7', registered_at: '2026-12-01T09:00:05.000Z',
};
const detail = {
  ...receipt, customer: 'buyer@example.com', provider: 'sandbox', provider_id: 'sbx.1', attempts: 1, last_error: null,
  fiscal: { fn_number: '9999078900012345', fiscal_document_number: 101, fiscal_document_attribute: 3000000001, shift_number: 7, fiscal_receipt_number: 1, ecr_registration_number: '0000000001002345', receipt_datetime: '2026-12-01T09:00:05.000Z' },
};
const paidOrder = {
  id: ORDER, number: 41, created_at: '2026-11-20T09:00:00.000Z', pay_date: '2026-11-20T10:00:00.000Z', cost: 12000.5, payed: true, status: 'PAID',
  payment_type: 'SITE', issue: 'SBERBANK', auto_payment: false, kind: 'SALE', product: 'Тариф Бизнес', client: { id: '34343434-3434-4343-8343-343434343434', name: 'Анна Клиентова', phone: '79120000001' }, certificate: null,
};

describe('the cash desk (M4)', () => {
  it('lists receipts with the date, tariff, sum and VAT in words, and opens one with its fiscal data', COMPONENT_TEST, async () => {
    server.use(
      http.get(gw('/receipt'), () => HttpResponse.json({ data: [receipt], total: 1, perPage: 25, page: 1 })),
      http.get(gw(`/receipt/${ID}`), () => HttpResponse.json(detail)),
    );
    const { dataProvider } = createTestProviders({ cashbox: resourceEndpoints.cashbox });
    renderWithAdmin(<AdminUI>{declaredRoutes(cashboxViews)}</AdminUI>, { dataProvider, path: '/cashbox-history', identity: identityWith(['ADMIN']) });
    const row = (await screen.findByText('Тариф Бизнес', {}, RENDER_WAIT)).closest('tr')!;
    expect(within(row).getByText('Без НДС')).toBeInTheDocument();
    expect(within(row).getByText(/12\s000,50\s₽/)).toBeInTheDocument();
    expect(within(row).getByText('Чек выбит')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Скачать чек' })).toBeInTheDocument();
    expect(screen.queryByText('NONE')).not.toBeInTheDocument();

    await userEvent.click(within(row).getByText('Тариф Бизнес'));
    expect(await screen.findByText('Чек № 7', { selector: 'h1' }, RENDER_WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Фискальные данные', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('9999078900012345')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть в ОФД' })).toHaveAttribute('href', 'https://ofd.example/rec/7');
    expect(screen.getByRole('link', { name: '№ 41' })).toHaveAttribute('href', expect.stringContaining(`/orders-list/${ORDER}`));
  });

  it('issues a paid order\'s receipt without VAT: the switch says \'Без НДС\' and the body sends vat: false', COMPONENT_TEST, async () => {
    const bodies: unknown[] = [];
    const orderQueries: URLSearchParams[] = [];
    server.use(
      http.get(gw('/orders'), ({ request }) => {
        orderQueries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [paidOrder], total: 1, perPage: 20, page: 1 });
      }),
      http.get(gw(`/orders/${ORDER}`), () => HttpResponse.json(paidOrder)),
      http.get(gw('/receipt/all'), () => HttpResponse.json([])),
      http.put(gw('/receipt'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...detail, status: 'QUEUED', fiscal: null, receipt_url: null }, { status: 201 });
      }),
    );
    expect(salesCabinet.sections).toContain(cashboxSection);
    const { dataProvider } = createTestProviders({ orders: resourceEndpoints.orders, cashbox: resourceEndpoints.cashbox });
    renderWithAdmin(
      <Routes>
        <Route path="/cashbox" element={'path' in cashboxSection ? cashboxSection.element : null} />
        <Route path="/cashbox-history/:id" element={<p>receipt page</p>} />
      </Routes>,
      { dataProvider, identity: identityWith(['ADMIN']), path: '/cashbox' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Выбить чек' }, RENDER_WAIT));
    expect(await screen.findByText('Вы не выбрали заказ')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.type(screen.getByRole('combobox', { name: /Оплаченный заказ/ }), 'Анна');
    await userEvent.click(await screen.findByText(/№ 41 · Анна Клиентова/, {}, RENDER_WAIT));
    expect(orderQueries.some((query) => query.get('status') === 'PAID')).toBe(true);
    expect(await screen.findByText('Чеков по этому заказу еще нет', {}, RENDER_WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Без НДС'));
    await userEvent.click(screen.getByRole('button', { name: 'Выбить чек' }));
    expect(await screen.findByText('receipt page', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(bodies).toEqual([{ order_id: ORDER, vat: false }]);
  });

  it('gives other roles the access-denied page at /cashbox', COMPONENT_TEST, async () => {
    const { dataProvider } = createTestProviders();
    renderWithAdmin(
      <Routes><Route path="/cashbox" element={'path' in cashboxSection ? cashboxSection.element : null} /></Routes>,
      { dataProvider, identity: identityWith(['AGENT']), path: '/cashbox' },
    );
    expect(await screen.findByText('Доступ запрещен', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Выбить чек' })).not.toBeInTheDocument();
  });
});
