import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { views as orderViews } from '../../src/resources/orders/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const ID = '12121212-1212-4121-8121-121212121212';
const order = {
  id: ID, number: 41, created_at: '2026-11-20T09:00:00.000Z', pay_date: '2026-11-20T10:00:00.000Z', cost: 12000, payed: true,
  status: 'PAID', payment_type: 'SITE', issue: 'SBERBANK', auto_payment: false, kind: 'SALE', product: 'Тариф Бизнес',
  client: { id: '34343434-3434-4343-8343-343434343434', name: 'Анна Клиентова', phone: '+79120000001' },
  certificate: { id: '56565656-5656-4565-8565-565656565656', number: '2200000000000107' },
};

describe('orders (M3)', () => {
  it('lists orders with the place and method of payment in words and opens an order with its payments', COMPONENT_TEST, async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(gw('/orders'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [order], total: 1, perPage: 25, page: 1 });
      }),
      http.get(gw(`/orders/${ID}`), () => HttpResponse.json({
        ...order, items: [{ type: 'certificate', name: 'Тариф Бизнес', cost: 12000 }],
        payments: [{ provider: 'sberbank', provider_order_id: 'sb-41', amount: 12000, status: 'PAID', created_at: '2026-11-20T09:30:00.000Z' }],
        refunds: [], receipts: [], bonus: { points: 339, bonus_rate: 3.33, bonus_money: 20 },
      })),
    );
    const { dataProvider } = createTestProviders({ orders: resourceEndpoints.orders });
    renderWithAdmin(<AdminUI>{declaredRoutes(orderViews)}</AdminUI>, { dataProvider, path: '/orders-list', identity: identityWith(['ADMIN']) });
    expect(await screen.findByText('Анна Клиентова, +79120000001', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Сайт')).toBeInTheDocument();
    expect(screen.getByText('Эквайринг')).toBeInTheDocument();
    expect(screen.queryByText('SITE')).not.toBeInTheDocument();
    expect(queries.at(-1)?.get('order')).toBe('DESC');

    await userEvent.click(screen.getByRole('link', { name: '41' }));
    const payments = await screen.findByRole('table', { name: 'Платежи' }, RENDER_WAIT);
    expect(within(payments).getByText('sb-41')).toBeInTheDocument();
    expect(screen.getAllByText('Нет', { selector: 'p' })).toHaveLength(2); // no refunds, no receipts yet
    expect(screen.getByRole('link', { name: '2200000000000107' })).toHaveAttribute('href', expect.stringContaining('/certificates/certificate/'));
    expect(screen.getByRole('link', { name: 'Анна Клиентова' })).toBeInTheDocument();
    // M9: the bonus the order accrued to its client, in words
    expect(screen.getByText('Бонус клиенту')).toBeInTheDocument();
    expect(screen.getByText(/^339 бонусов: 3,33\s?% от оплаты и 20 за продажу$/)).toBeInTheDocument();
  });
});
