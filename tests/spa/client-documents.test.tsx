import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { ClientDocumentsTab } from '../../src/resources/clients/card/ClientDocumentsTab';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';
import { clientCertificate } from './fixtures/clientCertificate';

setupMswServer();
beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const CLIENT = '44444444-4444-4444-8444-444444444444';
const HEALTH = '66666666-6666-4666-8666-666666666666';
const CERTIFICATE = clientCertificate.id;
const passed = { id: HEALTH, title: 'Анкета о здоровье', description: null, client_id: CLIENT, passed_at: '2026-01-15T10:05:00.000Z' };
const certificate = clientCertificate;
const pdf = (name: string) =>
  new HttpResponse(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}` } });

function renderTab(roles: Parameters<typeof identityWith>[0] = ['ADMIN']) {
  const { dataProvider } = createTestProviders({ 'client-certificates': resourceEndpoints['client-certificates'] });
  return renderWithAdmin(<ClientDocumentsTab clientId={CLIENT} clientName="Иванов Илья" />, { dataProvider, identity: identityWith(roles) });
}

function captureDownloads() {
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('client card: questionnaires and documents tab (E10)', () => {
  it('lists the passed questionnaires with the local pass time and downloads their answers', COMPONENT_TEST, async () => {
    const requested: string[] = [];
    server.use(
      http.get(gw(`/questionnaires/user/${CLIENT}`), () => HttpResponse.json([passed])),
      http.get(gw('/client/certificates'), () => HttpResponse.json({ data: [], total: 0, perPage: 5, page: 1 })),
      http.get(gw(`/questionnaires/${HEALTH}/users/${CLIENT}/pdf`), ({ request }) => {
        requested.push(new URL(request.url).pathname);
        return pdf('Анкета_о_здоровье_Иванов_Илья.pdf');
      }),
    );
    const saved = captureDownloads();
    renderTab();
    const list = await screen.findByTestId('client-questionnaires', {}, RENDER_WAIT);
    expect(within(list).getByText('Анкета о здоровье')).toBeInTheDocument();
    expect(within(list).getByText(`Заполнена ${dayjs(passed.passed_at).format('DD.MM.YYYY HH:mm')}`)).toBeInTheDocument();
    expect(await screen.findByText('Документов нет')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Скачать PDF' }));
    expect((await screen.findAllByText('Скачивание файла началось')).length).toBeGreaterThan(0);
    await waitFor(() => expect(saved).toEqual(['Анкета_о_здоровье_Иванов_Илья.pdf']));
    expect(requested).toEqual([`/gw/questionnaires/${HEALTH}/users/${CLIENT}/pdf`]);
  });

  it("offers the certificates' PDFs as documents, an agent's copy locked for the client", COMPONENT_TEST, async () => {
    const queries: string[] = [];
    server.use(
      http.get(gw(`/questionnaires/user/${CLIENT}`), () => HttpResponse.json([])),
      http.get(gw('/client/certificates'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ data: [certificate], total: 1, perPage: 5, page: 1 });
      }),
      http.get(gw(`/certificates/${CERTIFICATE}/pdf`), ({ request }) => {
        queries.push(new URL(request.url).search);
        return new HttpResponse(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const saved = captureDownloads();
    renderTab(['AGENT']);
    expect(await screen.findByText('Клиент еще не заполнил анкеты', {}, RENDER_WAIT)).toBeInTheDocument();
    const documents = await screen.findByTestId('client-documents', {}, RENDER_WAIT);
    expect(within(documents).getByText('Сертификат № 2200000000000012')).toBeInTheDocument();
    await userEvent.click(within(documents).getByRole('button', { name: 'Скачать PDF' }));
    await waitFor(() => expect(saved).toEqual(['Сертификат_2200000000000012.pdf']));
    expect(queries[0]).toContain(`client_id=${CLIENT}`);
    expect(queries[0]).toContain('show_inactive=true');
    expect(queries.at(-1)).toBe('?password_need=1');
  });
});
