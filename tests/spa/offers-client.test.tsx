import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { offers } from '../../common/resources/offers';
import { declaredEndpoints } from '../../src/dataProvider/declared';
import { ConciergeOffers } from '../../src/resources/offers/ConciergeOffers';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();

const offer = {
  id: '11111111-1111-4111-8111-111111111111', title: 'Трансфер в аэропорт', description: 'Встретим и довезем', link: 'http://taxi.example.com',
  image: 'data:image/png;base64,iVBORw0KGgo=', created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z',
};

describe('concierge offers for the client (M10)', { timeout: 30_000 }, () => {
  it('shows each offer with its icon, description and link on the home', async () => {
    server.use(http.get(gw('/offers'), () => HttpResponse.json({ data: [offer], total: 1, perPage: 50, page: 1 })));
    const { dataProvider } = createTestProviders({ offers: declaredEndpoints(offers) });
    renderWithAdmin(<ConciergeOffers />, { dataProvider, identity: identityWith(['CLIENT']), cabinet: 'cabinet' });
    const card = await screen.findByRole('article', { name: 'Трансфер в аэропорт' }, RENDER_WAIT);
    expect(screen.getByRole('heading', { name: 'Консьерж-сервис' })).toBeInTheDocument();
    expect(within(card).getByText('Встретим и довезем')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Перейти' })).toHaveAttribute('href', 'http://taxi.example.com');
  });

  it('shows nothing when there are no offers', async () => {
    let asked = false;
    server.use(http.get(gw('/offers'), () => {
      asked = true;
      return HttpResponse.json({ data: [], total: 0, perPage: 50, page: 1 });
    }));
    const { dataProvider } = createTestProviders({ offers: declaredEndpoints(offers) });
    const { container } = renderWithAdmin(<ConciergeOffers />, { dataProvider, identity: identityWith(['CLIENT']), cabinet: 'cabinet' });
    await waitFor(() => expect(asked).toBe(true));
    expect(container.querySelector('section')).toBeNull();
  });
});
