import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useCreate } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useLookup } from '../../src/dataProvider';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, renderWithAdmin } from './test-utils';

setupMswServer();

function PartnerNames({ testId }: { testId: string }) {
  const { data } = useLookup('partners');
  return <div data-testid={testId}>{data.map((partner) => partner.name).join(',')}</div>;
}

function AddPartner() {
  const [create] = useCreate();
  return (
    <button type="button" onClick={() => void create('partners', { data: { name: 'Бета', type: 'AGENCY', reward: 0, parent_id: null } })}>
      add
    </button>
  );
}

describe('lookups through react-admin queries', () => {
  it('serves every screen from one /partners/all call and refreshes it after a partner is created', COMPONENT_TEST, async () => {
    const partners = [{ id: 'p1', name: 'Альфа' }];
    let lookups = 0;
    server.use(
      http.get(gw('/partners/all'), () => {
        lookups += 1;
        return HttpResponse.json(partners);
      }),
      http.post(gw('/partners'), async ({ request }) => {
        const body = (await request.json()) as { name: string };
        partners.push({ id: 'p2', name: body.name });
        return HttpResponse.json({ id: 'p2', name: body.name }, { status: 201 });
      }),
    );
    const { dataProvider } = createTestProviders(resourceEndpoints);
    renderWithAdmin(
      <>
        <PartnerNames testId="first" />
        <PartnerNames testId="second" />
        <AddPartner />
      </>,
      { dataProvider },
    );
    await waitFor(() => expect(screen.getByTestId('second')).toHaveTextContent('Альфа'), RENDER_WAIT);
    expect(screen.getByTestId('first')).toHaveTextContent('Альфа');
    expect(lookups).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(screen.getByTestId('first')).toHaveTextContent('Альфа,Бета'), RENDER_WAIT);
    expect(screen.getByTestId('second')).toHaveTextContent('Альфа,Бета');
    expect(lookups).toBe(2);
  });
});
