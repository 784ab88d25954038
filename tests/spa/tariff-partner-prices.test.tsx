import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { views as tariffsViews } from '../../src/resources/tariffs/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const RATE_ID = '33333333-3333-4333-8333-333333333333';
const ALPHA = { id: '55555555-5555-4555-8555-555555555555', name: 'Альфа', partner_price: 9600, commission: 10 };
const BETA = { id: '66666666-6666-4666-8666-666666666666', name: 'Бета', partner_price: null, commission: 0 };
const tariff = {
  id: RATE_ID, name: 'Базовый', code_name: 'BASIC', description: null, template: null, admin_comment: null, cost: 12000, meter: false,
  min_meter: null, period: 12, taxable: false, auto_payment: false, partial_payment: false, post_payment: false, rate_type: 'DEFAULT',
  created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z', services: [], partners: [ALPHA, BETA],
};

describe('partner prices on the tariff page (F4)', { timeout: 20_000 }, () => {
  it('sends POST /price with the price rounded to kopecks, and only for a changed price', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(gw('/partners/all'), () => HttpResponse.json([])),
      http.get(gw('/services/all'), () => HttpResponse.json([])),
      http.get(gw(`/rates/${RATE_ID}`), () => HttpResponse.json(tariff)),
      http.post(gw('/price'), async ({ request }) => {
        const body = (await request.json()) as { partner_id: string; rate_id: string; cost: number | null };
        bodies.push(body);
        return HttpResponse.json({ ...body, partner_price: body.cost, commission: 0 });
      }),
    );
    const { dataProvider } = createTestProviders({ tariffs: resourceEndpoints.tariffs! });
    renderWithAdmin(
      <AdminUI>
        {declaredRoutes(tariffsViews)}
      </AdminUI>,
      { dataProvider, path: `/tariffs/edit/${RATE_ID}`, identity: identityWith(['ADMIN']) },
    );
    const user = userEvent.setup();
    const alpha = await screen.findByLabelText('Цена партнера: Альфа', {}, RENDER_WAIT);
    const [saveAlpha, saveBeta] = screen.getAllByRole('button', { name: 'Сохранить цену' });
    expect(saveAlpha).toBeDisabled();
    expect(saveBeta).toBeDisabled();

    await user.clear(alpha);
    await user.type(alpha, '9600.00');
    expect(saveAlpha).toBeDisabled();

    await user.type(screen.getByLabelText('Цена партнера: Бета'), '8999,995');
    await user.click(saveBeta!);
    await waitFor(() => expect(bodies).toEqual([{ partner_id: BETA.id, rate_id: RATE_ID, cost: 9000 }]));
  });
});
