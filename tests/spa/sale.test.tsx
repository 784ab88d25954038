import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../src/format';
import { SalePage } from '../../src/resources/sale/SalePage';
import { maskPhone, toSaleBody } from '../../src/resources/sale/saleBody';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const RATE = { id: '11111111-1111-4111-8111-111111111111', name: 'Базовый', code_name: 'BASIC', cost: 12000, price: 9600, period: 12, meter: false, min_meter: null, auto_payment: false, partial_payment: false, post_payment: false, rate_type: 'DEFAULT' };
const SOLD = { id: '22222222-2222-4222-8222-222222222222', number: '2200000000000012', cost: 9600, charge: { total: 9600, now: 9600, instalments: 1, monthly: null } };
/** The credit sale's reply: the certificate costs the list price, the client is charged its total with the percent. */
const SOLD_ON_CREDIT = { ...SOLD, cost: 12000, charge: { total: 12300, now: 2050, instalments: 6, monthly: 2050 } };

/** The server side of the sale as msw handlers; every request body is kept for the assertions. */
function serveSale({ exist = true }: { exist?: boolean } = {}) {
  const bodies: Record<string, unknown> = {};
  server.use(
    http.get(gw('/rates/all'), () => HttpResponse.json([RATE])),
    http.get(gw('/client/exist'), () => (exist ? HttpResponse.json({ exist: true, name: 'Мария Клиентова' }) : HttpResponse.json({ message: 'Такого адреса нет' }, { status: 404 }))),
    http.post(gw('/certificates'), async ({ request }) => {
      bodies.sale = await request.json();
      return HttpResponse.json(SOLD, { status: 201 });
    }),
    http.post(gw('/v2/certificates'), async ({ request }) => {
      bodies.credit = await request.json();
      return HttpResponse.json(SOLD_ON_CREDIT, { status: 201 });
    }),
    http.get(gw('/certificates/info/:id'), ({ params }) =>
      params.id === '7707083893'
        ? HttpResponse.json({ company: 'ПАО Сбербанк', inn: '7707083893', ogrn: '1027700132195', kpp: null, postal: 'Москва, Вавилова 19', legal: 'Москва, Вавилова 19' })
        : HttpResponse.json({ message: 'Компания с таким ИНН/ОГРН не найдена в реестре' }, { status: 404 }),
    ),
    http.post(gw('/merchant/sberbank/order/light'), async ({ request }) => {
      bodies.pay = await request.json();
      return HttpResponse.json({ paymentUrl: 'http://localhost/gw/sandbox/pay/sberbank-1', order_id: SOLD.id });
    }),
    http.post(gw('/send/bill'), async ({ request }) => {
      bodies.bill = await request.json();
      return HttpResponse.json({ message: 'Ссылка на оплату успешно отправлена' });
    }),
  );
  return bodies;
}

function renderSale(agentType: 'NETTO' | 'BRUTTO' = 'NETTO') {
  const { dataProvider } = createTestProviders();
  return renderWithAdmin(<SalePage />, { dataProvider, identity: identityWith(['AGENT'], { agentType }), path: '/certificates-sale' });
}

async function fillCommon(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: /Тариф/ }, RENDER_WAIT));
  await user.click(await screen.findByRole('option', { name: /Базовый/ }));
  await user.type(screen.getByLabelText(/Телефон клиента/), '89991234567');
  await user.type(screen.getByLabelText(/Email клиента/), 'maria@example.com');
  await user.type(screen.getByLabelText(/ФИО клиента/), 'Мария Клиентова');
}

describe('sale page (D1–D5)', () => {
  it('masks the phone and sends only what was filled in', () => {
    expect(maskPhone('89991234567')).toBe('+7 (999) 123-45-67');
    expect(maskPhone('999')).toBe('+7 (999');
    // O9: a Kazakh mobile typed after the mask's +7, and pasted whole
    expect(maskPhone('7011234567')).toBe('+7 (701) 123-45-67');
    expect(maskPhone('+77011234567')).toBe('+7 (701) 123-45-67');
    expect(toSaleBody({ rate_id: 'r', phone: '+7 (999) 123-45-67', email: 'a@b.c', name: 'A', customerType: 'individual', company: 'X', promo_code: ' ', meter: null })).toEqual({
      rate_id: 'r', type: 'DEFAULT', send_sms: false, client: { phone: '79991234567', email: 'a@b.c', name: 'A' }, paymentType: 'AGENT',
    });
  });

  it('sells, shows the existing client, then pays by card, sends the link and links the card', COMPONENT_TEST, async () => {
    const bodies = serveSale();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    renderSale();
    await fillCommon(user);
    expect(screen.getByLabelText(/Телефон клиента/)).toHaveValue('+7 (999) 123-45-67');
    expect(await screen.findByText('Клиент уже есть: Мария Клиентова')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Промокод/), 'SPRING');
    await user.click(screen.getByRole('button', { name: 'Оформить' }));
    expect(await screen.findByText(`Сертификат № ${SOLD.number} оформлен`, undefined, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('sale-charge')).toHaveTextContent(`К оплате: ${formatPrice(9600)}`);
    expect(bodies.sale).toEqual({
      rate_id: RATE.id, type: 'DEFAULT', agent_id: 'agent-1', period: 12, cost: 9600, send_sms: true, paymentType: 'AGENT', promo_code: 'SPRING',
      client: { phone: '79991234567', email: 'maria@example.com', name: 'Мария Клиентова' },
    });
    await user.click(screen.getByRole('button', { name: 'Оплатить картой' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost/gw/sandbox/pay/sberbank-1', '_blank', 'noopener'));
    expect(bodies.pay).toEqual({ certificate_id: SOLD.id });
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByText('Ссылка на оплату успешно отправлена')).toBeInTheDocument();
    expect(bodies.bill).toEqual({ certificate_id: SOLD.id, channel: 'sms' });
    expect(screen.getByRole('link', { name: 'Открыть сертификат' })).toHaveAttribute('href', `/certificates/certificate/${SOLD.id}`);
    open.mockRestore();
  });

  it('offers the multiples of the tariff period only and sends the price that follows the period (D1)', COMPONENT_TEST, async () => {
    const bodies = serveSale();
    const user = userEvent.setup();
    renderSale();
    await fillCommon(user);
    expect(screen.getByTestId('period-cost')).toHaveTextContent('Стоимость за срок: 9 600 ₽');
    await user.click(screen.getByRole('combobox', { name: /Срок, мес/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['12', '24', '36', '48', '60', '72', '84', '96', '108', '120']);
    await user.click(screen.getByRole('option', { name: '24' }));
    expect(screen.getByTestId('period-cost')).toHaveTextContent('Стоимость за срок: 19 200 ₽');
    await user.click(screen.getByRole('button', { name: 'Оформить' }));
    await waitFor(() => expect(bodies.sale).toMatchObject({ agent_id: 'agent-1', period: 24, cost: 19200 }));
  });

  it('fills the company from the INN lookup and reports a failed lookup with the D3 description', COMPONENT_TEST, async () => {
    const bodies = serveSale({ exist: false });
    const user = userEvent.setup();
    renderSale();
    await fillCommon(user);
    await user.click(screen.getByLabelText('Юридическое лицо'));
    await user.type(screen.getByLabelText(/ИНН или ОГРН/), '500100732259');
    await user.click(screen.getByRole('button', { name: 'Найти по ИНН/ОГРН' }));
    expect(await screen.findByText(/Введите действующий ИНН\/ОГРН или проверьте введенные данные/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/ИНН или ОГРН/));
    await user.type(screen.getByLabelText(/ИНН или ОГРН/), '7707083893');
    await user.click(screen.getByRole('button', { name: 'Найти по ИНН/ОГРН' }));
    await waitFor(() => expect(screen.getByLabelText(/Компания/)).toHaveValue('ПАО Сбербанк'));
    await user.click(screen.getByRole('button', { name: 'Оформить' }));
    await screen.findByText(`Сертификат № ${SOLD.number} оформлен`, undefined, RENDER_WAIT);
    expect(bodies.sale).toMatchObject({ company: 'ПАО Сбербанк', postal: 'Москва, Вавилова 19', legal: 'Москва, Вавилова 19' });
    expect(screen.queryByText(/Клиент уже есть/)).not.toBeInTheDocument();
  });

  it('gives BRUTTO agents the credit form and sells through /v2/certificates', COMPONENT_TEST, async () => {
    const bodies = serveSale();
    const user = userEvent.setup();
    renderSale('BRUTTO');
    await fillCommon(user);
    await user.type(screen.getByLabelText(/Срок кредита/), '6');
    await user.click(screen.getByRole('combobox', { name: /Процент автоплатежа/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['2 %', '2,5 %', '3 %', '3,5 %']);
    await user.click(screen.getByRole('option', { name: '2,5 %' }));
    expect(screen.getByTestId('credit-summary')).toHaveTextContent(`Клиент заплатит ${formatPrice(12300)}: 6 платежей по ${formatPrice(2050)}`);
    await user.click(screen.getByRole('button', { name: 'Оформить' }));
    await screen.findByText(`Сертификат № ${SOLD.number} оформлен`, undefined, RENDER_WAIT);
    expect(bodies.credit).toEqual({ rate_id: RATE.id, client: { phone: '79991234567', email: 'maria@example.com', name: 'Мария Клиентова' }, credit: { period: 6, cost: 12300, percent: 2.5 } });
    // issue 27: the result showed the certificate's cost (the list price), not what the server charges
    expect(screen.getByTestId('sale-charge')).toHaveTextContent(
      `К оплате: ${formatPrice(12300)} (6 × ${formatPrice(2050)}), первый платеж сейчас: ${formatPrice(2050)}`,
    );
  });

  it('offers no more instalments than the tariff has months', COMPONENT_TEST, async () => {
    const bodies = serveSale();
    const user = userEvent.setup();
    renderSale('BRUTTO');
    await fillCommon(user);
    await user.type(screen.getByLabelText(/Срок кредита/), '120');
    await user.click(screen.getByRole('button', { name: 'Оформить' }));
    expect(await screen.findByText(/Не больше 12: платежей не может быть больше/, undefined, RENDER_WAIT)).toBeInTheDocument();
    expect(bodies.credit).toBeUndefined();
  });
});
