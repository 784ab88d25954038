import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HttpResponse, http } from 'msw';
import { AdminUI, Resource } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as files from '../../src/components/useFileDownload';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import certificateDenials from '../../src/resources/certificateDenials';
import { views as paymentViews } from '../../src/resources/certificatePayments/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const base = {
  id: '33333333-3333-4333-8333-333333333333',
  number: '2200000000000012',
  rate: { id: '77777777-7777-4777-8777-777777777777', name: 'Базовый' },
  client: null,
  partner: null,
  agent: null,
  subdivision: null,
  status: 'BLOCKED',
  cost: 12000,
  promo_discount: 0,
  bonus: 0,
  price: 12000,
  blocked: true,
  blocked_type: 'NON_PAYMENT',
  block_date: '2026-02-01T00:00:00.000Z',
  created_at: '2026-01-15T10:00:00.000Z',
  start_date: '2026-01-15T10:00:00.000Z',
  finish_date: '2027-01-15T10:00:00.000Z',
};

function render(name: string, screens: ReactNode, path: string) {
  const { dataProvider } = createTestProviders({ [name]: resourceEndpoints[name] });
  return renderWithAdmin(<AdminUI>{screens}</AdminUI>, { dataProvider, path });
}

describe('certificate list variants', () => {
  it('asks the server for denied certificates only and shows their status (C14)', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(gw('/certificates'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [base, { ...base, id: '44444444-4444-4444-8444-444444444444', number: '2200000000000020', blocked: false, blocked_type: null, status: 'CANCELLED' }], total: 2, perPage: 30, page: 1 });
      }),
      http.get(gw('/rates/all'), () => HttpResponse.json([])),
      http.get(gw('/partners/all'), () => HttpResponse.json([])),
    );
    render('certificates-denial', <Resource name="certificates-denial" {...certificateDenials} />, '/certificates-denial');
    expect(await screen.findByText('Отказы и блокировки', { selector: '*' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Заблокирован')).toBeInTheDocument();
    // never the block reason's code, not even on hover (issue 27)
    expect(document.querySelector('[title="NON_PAYMENT"]')).toBeNull();
    expect(screen.getByText('Аннулирован')).toBeInTheDocument();
    expect(queries[0].getAll('status')).toEqual(['BLOCKED', 'CANCELLED']);
  });

  it('lists payments with the certificate link and the method label (D8)', async () => {
    server.use(
      http.get(gw('/certificates/payments'), () =>
        HttpResponse.json({
          data: [
            {
              id: '55555555-5555-4555-8555-555555555555',
              number: 42,
              certificate: { id: base.id, number: base.number },
              client_name: 'Иванов Илья',
              rate_name: 'Базовый',
              cost: 10800,
              status: 'PAID',
              issue: 'TINKOFF',
              payment_type: 'AGENT',
              auto_payment: true,
              created_at: '2026-01-15T10:00:00.000Z',
              pay_date: '2026-01-15T10:05:00.000Z',
            },
          ],
          total: 1,
          perPage: 30,
          page: 1,
        }),
      ),
    );
    render('certificates-payments', declaredRoutes(paymentViews), '/certificates-payments');
    expect(await screen.findByRole('link', { name: base.number }, { timeout: 10_000 })).toHaveAttribute('href', `/certificates/certificate/${base.id}`);
    expect(screen.getByText('Счет')).toBeInTheDocument();
    expect(screen.getByText('Автоплатеж')).toBeInTheDocument();
    expect(screen.getByText('10 800 ₽')).toBeInTheDocument();
    expect(screen.getByText('Оплачен')).toBeInTheDocument();
    // the status and method filters are offered by 'Add filter', beside the search box
    fireEvent.click(screen.getByRole('button', { name: 'Добавить фильтр' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Статус' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemcheckbox', { name: 'Способ' })).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    // the CSV says what the table says: labelled columns, the method and the state in words (issue 27)
    const saved: Promise<string>[] = [];
    vi.spyOn(files, 'saveBlob').mockImplementation((blob) => void saved.push(blob.text()));
    fireEvent.click(screen.getByRole('button', { name: 'Экспорт' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [header, row] = (await saved[0]!).replace('\uFEFF', '').split('\r\n');
    expect(header).toContain('Способ');
    expect(header).not.toContain('issue');
    expect(row).toContain('Счет');
    expect(row).toContain('Оплачен');
    expect(row).not.toMatch(/TINKOFF|PAID|true/);
  });
});
