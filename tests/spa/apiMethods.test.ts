import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { LOOKUP_PARAMS } from '../../src/dataProvider';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';

setupMswServer();

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Answers every /gw call with `reply` and records method, path with query, and body. */
function capture(reply: Record<string, unknown> | unknown[] = {}) {
  const sent: Sent[] = [];
  server.use(
    http.all(gw('/*'), async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      sent.push({ method: request.method, path: `${url.pathname.replace(/^\/gw/, '')}${url.search}`, body: text ? JSON.parse(text) : undefined });
      return HttpResponse.json(reply as Record<string, string>);
    }),
  );
  return sent;
}

describe('named dataProvider methods', () => {
  it('send the HTTP calls the screens made by method and path before', async () => {
    const sent = capture();
    const { dataProvider } = createTestProviders(resourceEndpoints);
    await dataProvider.acceptClickConsent();
    await dataProvider.detachServices('r 1', ['s1']);
    await dataProvider.changeClientComment('c1', 'Текст');
    await dataProvider.changeInvitation('i1', { blocked: true });
    await dataProvider.salesStats({ partnerId: 'p1' }, { dateFrom: '2026-01-01', dateTo: '2026-01-31' });
    await dataProvider.salesStats({ node: { type: 'agent', id: 'a1' } }, { dateFrom: '2026-01-01', dateTo: '2026-01-31' });
    await dataProvider.downloadCertificatePdf('c1', true);
    await dataProvider.downloadPartnerReport('p1', '2026-01-01', '2026-01-31');
    expect(sent).toEqual([
      { method: 'POST', path: '/auth/profile/consent', body: undefined },
      { method: 'POST', path: '/rates/r%201/services/detach', body: { ids: ['s1'] } },
      { method: 'PUT', path: '/comment/c1', body: { comment: 'Текст' } },
      { method: 'PUT', path: '/partner/invitations/i1', body: { blocked: true } },
      { method: 'GET', path: '/partners/p1/stats?dateFrom=2026-01-01&dateTo=2026-01-31', body: undefined },
      { method: 'GET', path: '/analytics/stats?type=agent&id=a1&dateFrom=2026-01-01&dateTo=2026-01-31', body: undefined },
      { method: 'GET', path: '/certificates/c1/pdf?password_need=1', body: undefined },
      { method: 'GET', path: '/report/excel/p1?from=2026-01-01&to=2026-01-31', body: undefined },
    ]);
  });

  it('reads a lookup as a getList of its resource from the /all path, unpaged', async () => {
    const sent = capture([{ id: 'p1', name: 'Альфа' }]);
    const { dataProvider } = createTestProviders(resourceEndpoints);
    expect(await dataProvider.getList('partners', LOOKUP_PARAMS)).toEqual({ data: [{ id: 'p1', name: 'Альфа' }], total: 1 });
    expect(sent).toEqual([{ method: 'GET', path: '/partners/all', body: undefined }]);
  });
});
