import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SalePage } from '../../src/resources/sale/SalePage';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

/** E7: the existence check names the client only to a seller who may open it; a bare 'exists' still warns the seller. */
function renderSale(reply: { exist: boolean; name: string | null }) {
  const asked: string[] = [];
  server.use(
    http.get(gw('/rates/all'), () => HttpResponse.json([])),
    http.get(gw('/client/exist'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('phone') ?? '');
      return HttpResponse.json(reply);
    }),
  );
  const { dataProvider } = createTestProviders();
  renderWithAdmin(<SalePage />, { dataProvider, identity: identityWith(['AGENT'], { agentType: 'NETTO' }), path: '/certificates-sale' });
  return asked;
}

describe('the sale’s existing-client check (E7)', () => {
  it('warns that the client exists when the reply gives no name', COMPONENT_TEST, async () => {
    const asked = renderSale({ exist: true, name: null });
    await userEvent.type(await screen.findByLabelText(/Телефон клиента/, undefined, RENDER_WAIT), '79161234599');
    await userEvent.tab();
    expect(await screen.findByTestId('existing-client')).toHaveTextContent('Клиент с этим телефоном или email уже есть: сертификат оформится на него');
    expect(asked).toEqual(['79161234599']);
  });

  it('names the client when the reply does', COMPONENT_TEST, async () => {
    renderSale({ exist: true, name: 'Мария Клиентова' });
    await userEvent.type(await screen.findByLabelText(/Телефон клиента/, undefined, RENDER_WAIT), '9161234599');
    await userEvent.tab();
    expect(await screen.findByTestId('existing-client')).toHaveTextContent('Клиент уже есть: Мария Клиентова');
  });
});
