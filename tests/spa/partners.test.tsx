import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { views as partnersViews } from '../../src/resources/partners/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const ID = '11111111-1111-4111-8111-111111111111';
const PARENT = { id: '22222222-2222-4222-8222-222222222222', name: 'Головной' };
const BASIC = { id: '33333333-3333-4333-8333-333333333333', name: 'Базовый', cost: 12000, commission: 10, partner_price: 9000 };
const PREMIUM = { id: '44444444-4444-4444-8444-444444444444', name: 'Премиум', cost: 30000, commission: 5, partner_price: null };
const partner = {
  id: ID,
  name: 'Альфа Продажи',
  type: 'AGENCY',
  reward: 0,
  parent_id: PARENT.id,
  parent: PARENT,
  created_at: '2026-01-15T10:00:00.000Z',
};

function renderPartners(path: string) {
  const { dataProvider } = createTestProviders({ partners: resourceEndpoints.partners });
  server.use(
    http.get(gw('/partners/all'), () => HttpResponse.json([PARENT, { id: ID, name: partner.name }])),
    http.get(gw('/rates/all'), () => HttpResponse.json([BASIC, PREMIUM].map(({ id, name }) => ({ id, name })))),
  );
  return renderWithAdmin(
    <AdminUI>
      {declaredRoutes(partnersViews)}
    </AdminUI>,
    { dataProvider, path, identity: identityWith(['ADMIN']) },
  );
}

describe('partners list (G1)', () => {
  it('shows name, type and parent with the total', COMPONENT_TEST, async () => {
    server.use(http.get(gw('/partners'), () => HttpResponse.json({ data: [partner], total: 1, perPage: 25, page: 1 })));
    renderPartners('/partners');
    const row = (await screen.findByText('Альфа Продажи', {}, RENDER_WAIT)).closest('tr')!;
    expect(within(row).getByText('Агентство')).toBeInTheDocument();
    expect(within(row).getByText('Головной')).toBeInTheDocument();
    expect(screen.getByTestId('total-badge')).toHaveTextContent('1');
  });
});

describe('partner tariffs (G3)', () => {
  it('saves only the row whose commission changed and says so', COMPONENT_TEST, async () => {
    let rates = [BASIC, PREMIUM];
    const attached: unknown[] = [];
    server.use(
      http.get(gw(`/partners/${ID}`), () => HttpResponse.json({ ...partner, rates })),
      http.post(gw(`/partners/${ID}/rates/attach`), async ({ request }) => {
        const body = (await request.json()) as { rates: { rate_id: string; commission: number }[] };
        attached.push(body);
        rates = rates.map((rate) => (rate.id === body.rates[0]!.rate_id ? { ...rate, commission: body.rates[0]!.commission } : rate));
        return HttpResponse.json(rates);
      }),
    );
    renderPartners(`/partners/partner/${ID}/tariffs`);
    const user = userEvent.setup();
    const commission = await screen.findByLabelText('Комиссия, % Премиум', {}, RENDER_WAIT);
    const save = screen.getByRole('button', { name: 'Сохранить изменения' });
    expect(save).toBeDisabled();

    await user.clear(commission);
    await user.type(commission, '15');
    await user.click(save);

    // AdminUI and the test wrapper both show react-admin's notifications
    expect((await screen.findAllByText('Данные изменены'))[0]).toBeInTheDocument();
    expect(attached).toEqual([{ rates: [{ rate_id: PREMIUM.id, commission: 15, partner_price: null }] }]);
    await waitFor(() => expect(screen.getByLabelText('Комиссия, % Премиум')).toHaveValue(15));
    expect(screen.getByRole('button', { name: 'Сохранить изменения' })).toBeDisabled();
  });

  it('detaches a tariff', COMPONENT_TEST, async () => {
    const detached: unknown[] = [];
    server.use(
      http.get(gw(`/partners/${ID}`), () => HttpResponse.json({ ...partner, rates: detached.length ? [BASIC] : [BASIC, PREMIUM] })),
      http.post(gw(`/partners/${ID}/rates/detach`), async ({ request }) => {
        detached.push(await request.json());
        return HttpResponse.json([BASIC]);
      }),
    );
    renderPartners(`/partners/partner/${ID}/tariffs`);
    const table = await screen.findByRole('table', { name: 'Тарифы партнёра' }, RENDER_WAIT);
    const row = within(table).getByText('Премиум').closest('tr')!;
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Открепить' }));
    await waitFor(() => expect(within(table).queryByText('Премиум')).not.toBeInTheDocument());
    expect(detached).toEqual([{ ids: [PREMIUM.id] }]);
  });
});

describe('partner widget (G2)', () => {
  it('shows the snippet and copies it', COMPONENT_TEST, async () => {
    const snippet = `<div class="certificates-widget" data-partner="${ID}" data-view="button"></div>`;
    server.use(
      http.get(gw(`/partners/${ID}`), () => HttpResponse.json({ ...partner, rates: [] })),
      http.get(gw(`/partners/widget/${ID}`), () => HttpResponse.json({ widget_template: snippet })),
    );
    renderPartners(`/partners/partner/${ID}/widget`);
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue(snippet, {}, RENDER_WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Скопировать' }));
    expect((await screen.findAllByText('Скопировано'))[0]).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(snippet);
  });
});

describe('new partner (G1/G2)', () => {
  it('creates a partner at /partners/partner and opens its page', COMPONENT_TEST, async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(gw('/partners'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...partner, type: 'CPA', parent_id: null, parent: null, rates: [] }, { status: 201 });
      }),
      http.get(gw(`/partners/${ID}`), () => HttpResponse.json({ ...partner, type: 'CPA', parent_id: null, parent: null, rates: [] })),
    );
    renderPartners('/partners/partner');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Название *', {}, RENDER_WAIT), 'Альфа Продажи');
    await user.click(screen.getByRole('combobox', { name: /^Тип/ }));
    await user.click(await screen.findByRole('option', { name: 'CPA-партнер (оплата за действие)' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('tab', { name: 'Тарифы' })).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Альфа Продажи', type: 'CPA', reward: 0, parent_id: null, upload: true }]);
  });
});
