import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminUI, Resource } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import certificates from '../../src/resources/certificates';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

/** C6: S2's /certificates/{id} is the card, not the list the list's catch-all route showed (issue 27). */
const ID = '33333333-3333-4333-8333-333333333333';
const card = {
  id: ID, number: '2200000000000012', rate_id: null, rate: null, type: 'DEFAULT', period: 12, send_sms: false, status: 'ACTIVE',
  cost: 10800, promo_discount: 0, bonus: 0, price: 10800, blocked: false, created_at: '2026-01-15T10:00:00.000Z',
  createdAt: '2026-01-15T10:00:00.000Z', startDate: '2026-01-15T10:00:00.000Z', finishDate: '2027-01-15T10:00:00.000Z',
  start_date: '2026-01-15T10:00:00.000Z', finish_date: '2027-01-15T10:00:00.000Z', agent_id: null,
  client: { id: '44444444-4444-4444-8444-444444444444', name: 'Иванов Илья', phone: null, email: null },
  partner: null, agent: null, subdivision: null, customer: null, company: null, promocode: null, blocked_type: null, reason: null,
  blockDate: null, sold_online: false, payment_type: 'AGENT', isAutoPay: false, commission: 12.5, items: [],
};

function renderAt(path: string) {
  const listed: string[] = [];
  server.use(
    http.get(gw('/certificates'), ({ request }) => {
      listed.push(request.url);
      return HttpResponse.json({ data: [], total: 0, perPage: 30, page: 1 });
    }),
    http.get(gw(`/certificates/${ID}`), () => HttpResponse.json(card)),
    http.get(gw(`/service/limit/certificate/${ID}`), () => HttpResponse.json([])),
    http.get(gw('/rates/all'), () => HttpResponse.json([])),
    http.get(gw('/partners/all'), () => HttpResponse.json([])),
  );
  const { dataProvider } = createTestProviders({ certificates: resourceEndpoints.certificates });
  renderWithAdmin(
    <AdminUI>
      <Resource name="certificates" {...certificates} />
    </AdminUI>,
    { dataProvider, path, identity: identityWith(['ADMIN']) },
  );
  return listed;
}

describe('the certificate card’s addresses (C6)', () => {
  it('opens the card at /certificates/{id}', COMPONENT_TEST, async () => {
    const listed = renderAt(`/certificates/${ID}`);
    expect(await screen.findByTestId('certificate-number', {}, RENDER_WAIT)).toHaveTextContent('2200000000000012');
    expect(listed).toEqual([]);
  });

  it('answers an address that names no certificate with the not-found page', COMPONENT_TEST, async () => {
    const listed = renderAt('/certificates/not-a-certificate');
    expect(await screen.findByText('404', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(listed).toEqual([]);
  });
});
