import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketRatesPage, MarketServicesPage } from '../../src/resources/market/MarketPage';
import { MyCertificatesPage } from '../../src/resources/myCertificates/MyCertificatesPage';
import { MyServicesPage } from '../../src/resources/myServices/MyServicesPage';
import { OrdersPage } from '../../src/resources/clientOrders/OrdersPage';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const RATE = '11111111-1111-4111-8111-111111111111';
const SERVICE = '22222222-2222-4222-8222-222222222222';
const ORDER = '33333333-3333-4333-8333-333333333333';
const client = identityWith(['CLIENT']);
const page = <T,>(data: T[]) => ({ data, total: data.length, perPage: 30, page: 1 });

function render(ui: React.ReactElement, store = memoryStore()) {
  const { dataProvider } = createTestProviders();
  return renderWithAdmin(ui, { dataProvider, identity: client, cabinet: 'cabinet', store });
}

describe('market and basket (K3, D6)', () => {
  it('puts a tariff and a service into one basket, removes and totals, and pays them in one order', COMPONENT_TEST, async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(gw('/catalog/rates'), () => HttpResponse.json(page([{ id: RATE, name: 'Стандарт', description: 'Пакет', cost: 24000, period: 12 }]))),
      http.get(gw('/catalog/services'), () =>
        HttpResponse.json(page([{ id: SERVICE, name: 'Выезд нотариуса', description: null, cost: 4000, limit: 1, unit: 'выезд', bot: null }])),
      ),
      http.post(gw('/merchant/sberbank/order'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ paymentUrl: 'http://localhost/gw/sandbox/pay/sberbank-1', order_id: ORDER });
      }),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    // both market pages share the basket: one tree, as the app keeps one store
    render(
      <>
        <MarketRatesPage />
        <MarketServicesPage />
      </>,
    );
    expect(await screen.findByText('24 000 ₽ за 12 месяцев', {}, RENDER_WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'В корзину: Стандарт' }));
    await user.click(await screen.findByRole('button', { name: 'В корзину: Выезд нотариуса' }, RENDER_WAIT));
    await user.click(screen.getByRole('button', { name: 'В корзину: Выезд нотариуса' }));
    await user.click(screen.getAllByRole('button', { name: /Корзина: 3/ })[0]!);
    const basket = await screen.findByRole('region', { name: 'Корзина' });
    expect(within(basket).getByTestId('basket-total')).toHaveTextContent('32 000 ₽');
    await user.click(within(basket).getAllByRole('button', { name: 'Убрать Выезд нотариуса' })[0]!);
    expect(within(basket).getByTestId('basket-total')).toHaveTextContent('28 000 ₽');
    await user.click(within(basket).getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/gw/sandbox/pay/sberbank-1'), RENDER_WAIT);
    expect(bodies).toEqual([{ certificates: [{ rateId: RATE, type: 'DEFAULT', period: 12 }], services: [{ id: SERVICE }] }]);
  });
});

describe('my services (F6) and certificates (C13)', () => {
  it('shows the services with what is used and a way to buy more', COMPONENT_TEST, async () => {
    server.use(
      http.get(gw('/client/services'), () =>
        HttpResponse.json({
          data: [
            { id: 'a', kind: 'tariff', name: 'Консультация юриста', description: null, unit: 'консультация', unlimited: false, limit: 12, used: 3, certificate: { id: RATE, number: '1000 0000 0001', rate_name: 'Стандарт', finish_date: '2027-01-01T00:00:00.000Z' } },
            { id: 'b', kind: 'privilege', name: 'Выезд нотариуса', description: null, unit: 'выезд', unlimited: false, limit: 1, used: null, certificate: null },
          ],
          total: 2,
        }),
      ),
    );
    render(<MyServicesPage />);
    expect(await screen.findByText('Использовано 3 из 12', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Подключена дополнительно')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Купить еще' })).toHaveAttribute('href', '/market-rates');
  });

  it('asks for 4 certificates a page, the inactive ones only when shown', COMPONENT_TEST, async () => {
    const asked: string[] = [];
    server.use(
      http.get(gw('/client/certificates'), ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ data: [{ id: RATE, number: '1000 0000 0001', rate_name: 'Стандарт', status: 'ACTIVE', blocked: false, active: true, cost: 24000, start_date: null, finish_date: null }], total: 1, perPage: 4, page: 1 });
      }),
    );
    const user = userEvent.setup();
    render(<MyCertificatesPage />);
    expect(await screen.findByRole('link', { name: /Стандарт/ }, RENDER_WAIT)).toHaveAttribute('href', `/certificates/${RATE}`);
    await user.click(screen.getByRole('switch', { name: 'Показать неактивные' }));
    await waitFor(() => expect(asked.at(-1)).toContain('show_inactive=true'), RENDER_WAIT);
    expect(asked[0]).toContain('perPage=4');
    expect(asked[0]).toContain('show_inactive=false');
  });
});

describe('my orders (K2)', () => {
  it('cancels an unpaid order after confirmation and offers the receipt of a paid one', COMPONENT_TEST, async () => {
    let status = 'CREATED';
    const order = (id: string, number: number, state: string) => ({
      id, number, created_at: '2026-01-01T10:00:00.000Z', cost: 24000, status: state, pay_date: null, issue: 'SBERBANK', payment_type: 'CABINET',
      certificate_id: null, items: [{ type: 'certificate', name: 'Стандарт', cost: 24000 }], payable: state === 'CREATED', receipt: state === 'PAID',
    });
    const PAID = '44444444-4444-4444-8444-444444444444';
    server.use(
      http.get(gw('/client/orders'), () => HttpResponse.json({ data: [order(ORDER, 7, status), order(PAID, 6, 'PAID')], total: 2, perPage: 10, page: 1 })),
      http.post(gw(`/client/orders/${ORDER}/cancel`), () => {
        status = 'CANCELLED';
        return HttpResponse.json(order(ORDER, 7, status));
      }),
    );
    const user = userEvent.setup();
    render(<OrdersPage />);
    expect(await screen.findByText('Ожидает оплаты', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Чек' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    await user.click(await screen.findByRole('button', { name: /Подтвердить|Да/ }));
    expect(await screen.findByText('Отменен', {}, RENDER_WAIT)).toBeInTheDocument();
  });
});
