import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { views as emailViews } from '../../src/resources/email/views';
import { bodyLines } from '../../src/resources/email/MailBody';
import { views as smsViews } from '../../src/resources/sms/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const sent = {
  id: '11111111-1111-4111-8111-111111111111',
  phone: '79161234567',
  text: 'Ваш код: 123456',
  // 13:30 on the clock of the test's time zone
  created_at: new Date(2026, 0, 15, 13, 30).toISOString(),
  price: 1.5,
  status: 'delivered',
  provider_id: '000000-10000001',
  attempts: 1,
  last_error: null,
};
const waiting = { ...sent, id: '22222222-2222-4222-8222-222222222222', text: 'Ссылка на оплату', price: null, status: 'queued', provider_id: null, attempts: 2, last_error: 'connect ECONNREFUSED' };

function renderSms(path: string, balance: () => Response = () => HttpResponse.json({ balance: 1234.5, provider: 'smsru' })) {
  server.use(http.get(gw('/notifications/sms/balance'), balance));
  const { dataProvider } = createTestProviders({ sms: resourceEndpoints.sms!, email: resourceEndpoints.email! });
  return renderWithAdmin(
    <AdminUI>
      {declaredRoutes(smsViews, emailViews)}
    </AdminUI>,
    { dataProvider, path, identity: identityWith(['ADMIN']) },
  );
}

describe('the SMS log (M1)', () => {
  it('lists recipient, message, local date, price in roubles and status in words, newest first, with the balance', COMPONENT_TEST, async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(gw('/notifications/sms'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [sent, waiting], total: 2, perPage: 25, page: 1 });
      }),
    );
    renderSms('/sms');
    const row = (await screen.findByText('Ваш код: 123456', {}, RENDER_WAIT)).closest('tr')!;
    expect(within(row).getByText('Доставлено')).toBeInTheDocument();
    expect(within(row).getByText(/^1,50\s₽$/)).toBeInTheDocument();
    expect(within(row).getByText('000000-10000001')).toBeInTheDocument();
    expect(within(row).getByText('15.01.2026 13:30')).toBeInTheDocument();
    const queuedRow = screen.getByText('Ссылка на оплату').closest('tr')!;
    expect(within(queuedRow).getByText('В очереди')).toBeInTheDocument();
    expect(within(queuedRow).getByText('—')).toBeInTheDocument();
    expect(await screen.findByText(/Баланс у SMS-оператора: 1\s234,50\s₽/)).toBeInTheDocument();
    expect(queries.at(-1)?.get('sort')).toBe('created_at');
    expect(queries.at(-1)?.get('order')).toBe('DESC');
  });

  it('says when the provider gives no balance or does not answer', COMPONENT_TEST, async () => {
    server.use(http.get(gw('/notifications/sms'), () => HttpResponse.json({ data: [], total: 0, perPage: 25, page: 1 })));
    renderSms('/sms', () => HttpResponse.json({ message: 'SMS-оператор не ответил', code: 'E_INTERNAL' }, { status: 502 }));
    expect(await screen.findByText('Баланс у SMS-оператора: Не удалось получить баланс', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('SMS еще не отправлялись')).toBeInTheDocument();
  });

  it('sends an SMS from the form: the number and text go out, the queued message is announced', COMPONENT_TEST, async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get(gw('/notifications/sms'), () => HttpResponse.json({ data: [], total: 0, perPage: 25, page: 1 })),
      http.post(gw('/notifications/sms'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...waiting, ...body, status: 'queued' }, { status: 201 });
      }),
    );
    renderSms('/sms/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Получатель/, {}, RENDER_WAIT), '9161234567');
    await user.type(screen.getByLabelText(/Сообщение/), 'Ваш сертификат готов');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ phone: '79161234567', text: 'Ваш сертификат готов' });
    await waitFor(() => expect(document.body.textContent).toContain('SMS поставлено в очередь на отправку'), RENDER_WAIT);
  });

  it('refuses a partial number and a missing text before sending anything', COMPONENT_TEST, async () => {
    const bodies: unknown[] = [];
    server.use(http.post(gw('/notifications/sms'), async ({ request }) => { bodies.push(await request.json()); return HttpResponse.json({}, { status: 201 }); }));
    renderSms('/sms/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Получатель/, {}, RENDER_WAIT), '91612');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Введите мобильный номер полностью')).toBeInTheDocument();
    expect(screen.getByText('Вы не ввели текст сообщения')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});

describe('the e-mail log (M2)', () => {
  it('shows a JSON body as key and value lines, a plain one as its lines', COMPONENT_TEST, async () => {
    expect(bodyLines('{"Номер":"A-1","Сумма":1000}')).toEqual([{ key: 'Номер', value: 'A-1' }, { key: 'Сумма', value: '1000' }]);
    expect(bodyLines('Код: 1\nСпасибо')).toEqual([{ key: null, value: 'Код: 1' }, { key: null, value: 'Спасибо' }]);
    server.use(
      http.get(gw('/notifications/email'), () =>
        HttpResponse.json({
          data: [{ id: sent.id, recipient: 'client@example.com', subject: 'Счет', body: '{"Номер":"A-1","Сумма":"1 000 ₽"}', created_at: sent.created_at, status: 'sent', provider_id: '<x@y>', attempts: 1, last_error: null }],
          total: 1, perPage: 25, page: 1,
        })),
    );
    renderSms('/email');
    const row = (await screen.findByText('client@example.com', {}, RENDER_WAIT)).closest('tr')!;
    expect(within(row).getByText('Номер:')).toBeInTheDocument();
    expect(within(row).getByText('A-1')).toBeInTheDocument();
    expect(within(row).getByText('1 000 ₽')).toBeInTheDocument();
    expect(within(row).getByText('Отправлено')).toBeInTheDocument();
    expect(within(row).getByText('15.01.2026 13:30')).toBeInTheDocument();
  });
});
