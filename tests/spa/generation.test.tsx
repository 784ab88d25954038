import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { views as generationViews } from '../../src/resources/promoFiles/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const BASIC = { id: '11111111-1111-4111-8111-111111111111', name: 'Базовый' };
const job = (id: string, kind: string, count: number, status: string, progress: number) => ({
  id, kind, count, status, progress_percentage: progress, generated: Math.floor((count * progress) / 100),
  rate_id: BASIC.id, rate: BASIC, type: 'PERCENT', amount: 100, all_use: 1, expires_at: null,
  created_at: '2026-01-15T10:00:00.000Z', updated_at: '2026-01-15T10:00:00.000Z',
});
const ID = (n: number) => `0000000${n}-0000-4000-8000-000000000000`;

function renderGeneration(path: string) {
  const { dataProvider } = createTestProviders({ promoFiles: resourceEndpoints.promoFiles });
  server.use(http.get(gw('/rates/all'), () => HttpResponse.json([BASIC])));
  return renderWithAdmin(<AdminUI>{declaredRoutes(generationViews)}</AdminUI>, { dataProvider, path, identity: identityWith(['ADMIN']) });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('certificate generation (M6)', () => {
  it('shows the count in words, statuses in the loader\'s colours, progress, and the download for completed jobs only', COMPONENT_TEST, async () => {
    server.use(
      http.get(gw('/promo/files'), () =>
        HttpResponse.json({ data: [job(ID(1), 'CERTIFICATES', 1000, 'COMPLETED', 100), job(ID(2), 'PROMO_CODES', 22, 'ERRORED', 50), job(ID(3), 'CERTIFICATES', 3, 'COMPLETED', 100)], total: 3, perPage: 25, page: 1 }),
      ),
    );
    renderGeneration('/generate-certificate');
    expect(await screen.findByText('1 000 сертификатов', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('3 сертификата')).toBeInTheDocument();
    expect(within(rowOf('1 000 сертификатов')).getByText('Завершена').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(rowOf('22 промокода')).getByText('Ошибка').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(rowOf('22 промокода')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(rowOf('1 000 сертификатов')).getByRole('button', { name: 'Скачать .json' })).toBeInTheDocument();
    expect(within(rowOf('22 промокода')).queryByRole('button', { name: 'Скачать .json' })).not.toBeInTheDocument();
  });

  it('refetches while a job runs, until it completes', COMPONENT_TEST, async () => {
    let calls = 0;
    server.use(
      http.get(gw('/promo/files'), () => {
        calls += 1;
        const current = calls === 1 ? job(ID(4), 'CERTIFICATES', 1000, 'IN_PROGRESS', 50) : job(ID(4), 'CERTIFICATES', 1000, 'COMPLETED', 100);
        return HttpResponse.json({ data: [current], total: 1, perPage: 25, page: 1 });
      }),
    );
    renderGeneration('/generate-certificate');
    expect(await screen.findByText('Выполняется', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Завершена', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать .json' })).toBeInTheDocument();
  });

  it('starts a job of certificates for a tariff from its lookup, with only the count to type', COMPONENT_TEST, async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(gw('/promo/files'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json(job(ID(5), 'CERTIFICATES', Number(body.count), 'CREATED', 0), { status: 201 });
      }),
      http.get(gw('/promo/files'), () => HttpResponse.json({ data: [], total: 0, perPage: 25, page: 1 })),
    );
    renderGeneration('/generate-certificate/new');
    const user = userEvent.setup();
    expect(await screen.findByText(/Сертификат — одноразовый код на весь тариф/, {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Размер скидки/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Тариф/ }));
    await user.click(await screen.findByRole('option', { name: 'Базовый' }));
    await user.type(screen.getByLabelText(/^Количество/), '1000');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ kind: 'CERTIFICATES', rate_id: BASIC.id, count: 1000 });
    await waitFor(() => expect(document.body.textContent).toContain('Генерация запущена'), RENDER_WAIT);
  });

  it('asks a promo code batch for its discount before sending it', COMPONENT_TEST, async () => {
    let posted = 0;
    server.use(http.post(gw('/promo/files'), () => ((posted += 1), HttpResponse.json({}, { status: 500 }))));
    renderGeneration('/generate-certificate/new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /^Что создать/ }, RENDER_WAIT));
    await user.click(await screen.findByRole('option', { name: 'Промокоды' }));
    await user.click(screen.getByRole('combobox', { name: /^Тариф/ }));
    await user.click(await screen.findByRole('option', { name: 'Базовый' }));
    await user.type(screen.getByLabelText(/^Количество/), '20');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Выберите тип скидки')).toBeInTheDocument();
    expect(screen.getByText('Укажите размер скидки')).toBeInTheDocument();
    expect(posted).toBe(0);
  });
});
