import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { cabinetRoutes } from '../../src/customRoutes/cabinetRoutes';
import { onboardingSections } from '../../src/customRoutes/onboarding';
import { storefrontSection } from '../../src/customRoutes/storefront';
import { choosePurchase, pendingPurchase, referralPartner } from '../../src/customRoutes/storefront/referral';
import { OnboardingCard } from '../../src/customRoutes/onboarding/OnboardingCard';
import { Route, Routes, useLocation } from 'react-router-dom';
import { routeToSignIn } from '../../src/login/signInGate';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const PARTNER = '22222222-2222-4222-8222-222222222222';
const UNKNOWN = '33333333-3333-4333-8333-333333333333';
const BASIC = '44444444-4444-4444-8444-444444444444';
const rate = (id: string, name: string, meter = false) => ({ id, name, description: null, cost: 9600, period: 12, meter, min_meter: null, auto_payment: false });
const page = <T,>(data: T[]) => ({ data, total: data.length, page: 1, perPage: 30 });

function catalogue() {
  server.use(
    http.get(gw('/catalog/rates'), () => HttpResponse.json(page([rate(BASIC, 'Базовый'), rate('55555555-5555-4555-8555-555555555555', 'Метражный', true)]))),
    http.get(gw('/catalog/services'), () => HttpResponse.json(page([{ id: '66666666-6666-4666-8666-666666666666', name: 'Выезд нотариуса', description: null, cost: 3000, limit: 0, unit: null }]))),
    http.get(gw(`/storefront/partners/${PARTNER}`), () => HttpResponse.json({ id: PARTNER, name: 'Партнер Плюс' })),
    http.get(gw(`/storefront/partners/${UNKNOWN}`), () => HttpResponse.json({ message: 'Такого партнера не существует', code: 'E_NOT_FOUND' }, { status: 404 })),
  );
}

/** The client cabinet's public pages, as a visitor without a session reaches them. */
function renderPublic(path: string) {
  const { dataProvider } = createTestProviders();
  return renderWithAdmin(<AdminUI requireAuth>{cabinetRoutes({ cabinet: 'cabinet', sections: [storefrontSection, ...onboardingSections] })}</AdminUI>, {
    dataProvider, identity: null, cabinet: 'cabinet', path,
  });
}

describe('the public storefront (issue 27, G11)', () => {
  it('opens without a session, also at the partner link the cabinet gave before', () => {
    window.history.replaceState(null, '', `/cabinet/#/shop?partner=${PARTNER}`);
    expect(routeToSignIn('cabinet')).toBe(false);
    window.history.replaceState(null, '', '/cabinet/#/shop/checkout');
    expect(routeToSignIn('cabinet')).toBe(false);
  });

  it('shows the catalogue with the partner of the link; Купить keeps the purchase and registration sends the partner', COMPONENT_TEST, async () => {
    catalogue();
    const registrations: unknown[] = [];
    server.use(
      http.post(gw('/auth/registration'), async ({ request }) => {
        registrations.push(await request.json());
        return HttpResponse.json({ codeId: 'c-1', message: 'Код отправлен', resendAfter: 60, sandboxCode: '123456' });
      }),
    );
    renderPublic(`/shop?partner=${PARTNER}`);
    expect(await screen.findByTestId('storefront-partner', {}, RENDER_WAIT)).toHaveTextContent('Партнер Плюс');
    expect(screen.getByRole('heading', { name: 'Базовый' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Выезд нотариуса' })).toBeInTheDocument();
    // a metered tariff needs a seller to measure it
    expect(screen.queryByRole('heading', { name: 'Метражный' })).toBeNull();
    expect(referralPartner()).toEqual({ id: PARTNER, name: 'Партнер Плюс' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Купить: Базовый' }));
    expect(await screen.findByTestId('checkout-item', {}, RENDER_WAIT)).toHaveTextContent('Базовый');
    expect(pendingPurchase()).toMatchObject({ kind: 'rate', id: BASIC, period: 12 });
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await user.type(await screen.findByLabelText(/Номер мобильного телефона/, {}, RENDER_WAIT), '9161234567');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await waitFor(() => expect(registrations).toEqual([{ phone: '9161234567', role: 'CLIENT', partnerId: PARTNER }]));
  });

  it('drops the partner of an unknown link, so registration credits nobody', COMPONENT_TEST, async () => {
    catalogue();
    sessionStorage.setItem('storefront.partner', JSON.stringify({ id: PARTNER, name: 'Партнер Плюс' }));
    renderPublic(`/shop?partner=${UNKNOWN}`);
    expect(await screen.findByRole('heading', { name: 'Базовый' }, RENDER_WAIT)).toBeInTheDocument();
    await waitFor(() => expect(referralPartner()).toBeNull());
    expect(screen.queryByTestId('storefront-partner')).toBeNull();
  });

  it('lets a signed-in client pay the chosen purchase, naming the followed link’s partner', COMPONENT_TEST, async () => {
    const orders: unknown[] = [];
    server.use(
      http.post(gw('/merchant/sberbank/order'), async ({ request }) => {
        orders.push(await request.json());
        return HttpResponse.json({ paymentUrl: 'http://localhost/gw/payments/sandbox/s-1', order_id: 'o-1' });
      }),
    );
    localStorage.setItem('sessionToken', 'session');
    sessionStorage.setItem('storefront.partner', JSON.stringify({ id: PARTNER, name: 'Партнер Плюс' }));
    sessionStorage.setItem('storefront.purchase', JSON.stringify({ kind: 'rate', id: BASIC, name: 'Базовый', cost: 9600, period: 12 }));
    renderPublic('/shop/checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Оплатить' }, RENDER_WAIT));
    await waitFor(() => expect(orders).toEqual([{ certificates: [{ rateId: BASIC, type: 'DEFAULT', period: 12 }], partnerId: PARTNER }]));
    await waitFor(() => expect(pendingPurchase()).toBeNull());
  });
});

describe('the way to the sign-in page while a purchase waits (issue 27)', () => {
  function WhereTo() {
    return <output data-testid="login-state">{JSON.stringify(useLocation().state)}</output>;
  }
  const renderRegistration = () =>
    renderWithAdmin(
      <Routes>
        <Route path="/registration" element={<OnboardingCard title="app.onboarding.joinTitle">{null}</OnboardingCard>} />
        <Route path="/login" element={<WhereTo />} />
      </Routes>,
      { identity: null, cabinet: 'cabinet', path: '/registration' },
    );

  it('“Ко входу” on the registration page signs in back to the checkout', COMPONENT_TEST, async () => {
    choosePurchase({ kind: 'rate', id: BASIC, name: 'Базовый', cost: 9600, period: 12 });
    renderRegistration();
    await userEvent.click(await screen.findByRole('link', { name: 'Ко входу' }, RENDER_WAIT));
    expect(await screen.findByTestId('login-state')).toHaveTextContent(JSON.stringify({ nextPathname: '/shop/checkout', nextSearch: '' }));
  });

  it('without a purchase it signs in to the cabinet’s home', COMPONENT_TEST, async () => {
    renderRegistration();
    await userEvent.click(await screen.findByRole('link', { name: 'Ко входу' }, RENDER_WAIT));
    expect(await screen.findByTestId('login-state')).toHaveTextContent('null');
  });
});
