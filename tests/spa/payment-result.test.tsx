import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CabinetAdmin } from '../../src/cabinets/CabinetAdmin';
import { clientCabinet } from '../../src/cabinets/cabinet/clientCabinet';
import { cabinetRoutes } from '../../src/customRoutes/cabinetRoutes';
import { paymentResultSection } from '../../src/customRoutes/paymentResult';
import { PaymentResultPage } from '../../src/customRoutes/paymentResult/PaymentResultPage';
import { POLLS } from '../../src/customRoutes/paymentResult/usePaymentResult';
import type { PaymentResult } from '../../src/dataProvider/api/payments';
import { routeToSignIn } from '../../src/login/signInGate';
import { storeConsent } from '../../src/pages/cookieConsent';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin, testAuthProvider } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const ORDER = '11111111-1111-4111-8111-111111111111';
const ADDRESS = `/payment/${ORDER}?token=tok-1`;
const basic = (status: PaymentResult['status'], payable = status !== 'PAID'): PaymentResult => ({
  number: 42, cost: 9600, status, payable, items: [{ type: 'certificate', name: 'Базовый', period: 12 }],
});

/** Answers the result route with `replies` in turn (the last one again), recording each call's token and bearer. */
function resultReplies(...replies: PaymentResult[]) {
  const calls: { token: string | null; authorization: string | null }[] = [];
  server.use(
    http.get(gw(`/payments/result/${ORDER}`), ({ request }) => {
      calls.push({ token: new URL(request.url).searchParams.get('token'), authorization: request.headers.get('authorization') });
      return HttpResponse.json(replies[Math.min(calls.length, replies.length) - 1]);
    }),
  );
  return calls;
}

/** The client cabinet's public section, as a visitor without a session reaches it by the return address. */
function renderCabinet() {
  const { dataProvider } = createTestProviders();
  return renderWithAdmin(<AdminUI requireAuth>{cabinetRoutes({ cabinet: 'cabinet', sections: [paymentResultSection] })}</AdminUI>, {
    dataProvider, identity: null, cabinet: 'cabinet', path: ADDRESS,
  });
}

describe('the payment result page (D4/result-link)', () => {
  it('moves the acquirer’s return to the page’s hash route and opens it without sign-in', () => {
    window.history.replaceState(null, '', `/cabinet/payment/${ORDER}?token=tok-1&orderId=bank-7`);
    expect(routeToSignIn('cabinet')).toBe(false);
    expect(window.location.pathname).toBe('/cabinet/');
    expect(window.location.hash).toBe(`#/payment/${ORDER}?token=tok-1&orderId=bank-7`);
  });

  it('says paid to a visitor without a session, with what was bought and the way to the certificates', COMPONENT_TEST, async () => {
    const calls = resultReplies(basic('PAID'));
    renderCabinet();
    expect(await screen.findByRole('heading', { name: 'Оплата прошла' }, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Заказ № 42 на сумму 9 600 ₽')).toBeInTheDocument();
    expect(screen.getByText('Базовый, 12 мес.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'К моим сертификатам' })).toBeInTheDocument();
    expect(calls).toEqual([{ token: 'tok-1', authorization: null }]);
  });

  it('takes a signed-in client into its cabinet: its certificates, with the notice of the paid order', COMPONENT_TEST, async () => {
    resultReplies(basic('PAID'));
    server.use(http.get(gw('/client/certificates'), () => HttpResponse.json({ data: [], total: 0, perPage: 4, page: 1 })));
    storeConsent();
    window.location.hash = `#${ADDRESS}`;
    const { dataProvider } = createTestProviders();
    render(<CabinetAdmin definition={clientCabinet} authProvider={testAuthProvider(identityWith(['CLIENT']))} dataProvider={dataProvider} store={memoryStore()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'К моим сертификатам' }, RENDER_WAIT));
    expect(await screen.findByText('Заказ № 42 оплачен. Ваши сертификаты и услуги — в личном кабинете', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/certificates');
    expect(await screen.findByRole('menuitem', { name: 'Мои сертификаты' })).toBeInTheDocument();
  });

  it('says not paid and opens a new payment of the order', COMPONENT_TEST, async () => {
    resultReplies(basic('UNPAID'));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const retries: (string | null)[] = [];
    server.use(
      http.post(gw(`/payments/result/${ORDER}/pay`), ({ request }) => {
        retries.push(new URL(request.url).searchParams.get('token'));
        return HttpResponse.json({ paymentUrl: 'https://pay.example/s-2', order_id: ORDER });
      }),
    );
    renderCabinet();
    expect(await screen.findByRole('heading', { name: 'Оплата не прошла' }, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Заказ не оплачен. Попробуйте еще раз — той же или другой картой.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить еще раз' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/s-2'));
    expect(retries).toEqual(['tok-1']);
  });

  it('offers no payment of an order that can no longer be paid', COMPONENT_TEST, async () => {
    resultReplies(basic('UNPAID', false));
    renderCabinet();
    expect(await screen.findByText('Этот заказ больше нельзя оплатить. Оформите новый заказ или обратитесь к продавцу.', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Оплатить еще раз' })).not.toBeInTheDocument();
  });

  it('reads a pending order again until it is paid', COMPONENT_TEST, async () => {
    const calls = resultReplies(basic('PENDING'), basic('PENDING'), basic('PAID'));
    renderWithAdmin(<Routes><Route path="/payment/:orderId" element={<PaymentResultPage pollMs={20} />} /></Routes>, {
      dataProvider: createTestProviders().dataProvider, identity: null, cabinet: 'cabinet', path: ADDRESS,
    });
    expect(await screen.findByRole('heading', { name: 'Проверяем оплату' }, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Банк еще не сообщил результат. Подождите несколько секунд…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Оплата прошла' }, RENDER_WAIT)).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });

  it('stops reading a pending order after a few reads and says to wait, then checks again on request', COMPONENT_TEST, async () => {
    const calls = resultReplies(basic('PENDING'));
    renderWithAdmin(<Routes><Route path="/payment/:orderId" element={<PaymentResultPage pollMs={20} />} /></Routes>, {
      dataProvider: createTestProviders().dataProvider, identity: null, cabinet: 'cabinet', path: ADDRESS,
    });
    expect(await screen.findByText(/Банк еще обрабатывает платеж/, {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Вернуться к оплате' })).toBeInTheDocument();
    expect(calls).toHaveLength(POLLS);
    await userEvent.click(screen.getByRole('button', { name: 'Проверить еще раз' }));
    await waitFor(() => expect(calls).toHaveLength(2 * POLLS));
  });

  it('says the link is not valid when the server refuses the token', COMPONENT_TEST, async () => {
    server.use(http.get(gw(`/payments/result/${ORDER}`), () => HttpResponse.json({ message: 'Не найдено', code: 'E_NOT_FOUND' }, { status: 404 })));
    renderCabinet();
    expect(await screen.findByText('Ссылка недействительна. Проверьте адрес или откройте свои заказы в личном кабинете.', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'В личный кабинет' })).toBeInTheDocument();
  });
});
