import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { views } from '../../src/resources/jobs/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const failed = {
  id: '11111111-1111-4111-8111-111111111111',
  queue: 'receipt',
  status: 'failed',
  attempts: 10,
  error_kind: 'unavailable',
  last_error: 'connect ECONNREFUSED 127.0.0.1:443',
  progress: null,
  run_at: new Date(2026, 0, 15, 13, 0).toISOString(),
  created_at: new Date(2026, 0, 15, 9, 5).toISOString(),
  finished_at: new Date(2026, 0, 15, 13, 30).toISOString(),
};
const running = {
  ...failed, id: '22222222-2222-4222-8222-222222222222', queue: 'generation', status: 'active', attempts: 1, error_kind: null, last_error: null, progress: 40, finished_at: null,
};

function renderJobs(path: string) {
  const { dataProvider } = createTestProviders({ jobs: resourceEndpoints.jobs! });
  return renderWithAdmin(<AdminUI>{declaredRoutes(views)}</AdminUI>, { dataProvider, path, identity: identityWith(['ADMIN']) });
}

describe('Задачи: the background jobs', () => {
  it('shows each job\'s queue, status and error in words, attempts, progress and dates, newest first', COMPONENT_TEST, async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(gw('/jobs'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [running, failed], total: 2, perPage: 25, page: 1 });
      }),
    );
    renderJobs('/jobs');
    const receipt = (await screen.findByText('Чек в онлайн-кассу', {}, RENDER_WAIT)).closest('tr')!;
    expect(within(receipt).getByText('Не выполнена')).toBeInTheDocument();
    expect(within(receipt).getByText('Сервис не ответил, будет повтор')).toBeInTheDocument();
    expect(within(receipt).getByText('10')).toBeInTheDocument();
    expect(within(receipt).getByText('15.01.2026 09:05')).toBeInTheDocument();
    expect(within(receipt).getByText('15.01.2026 13:30')).toBeInTheDocument();
    expect(within(receipt).queryByText('receipt')).toBeNull();
    const generation = screen.getByText('Генерация сертификатов').closest('tr')!;
    expect(within(generation).getByText('Выполняется')).toBeInTheDocument();
    expect(within(generation).getByText(/^40\s?%$/)).toBeInTheDocument();
    expect(within(generation).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(queries.at(-1)?.get('sort')).toBe('created_at');
    expect(queries.at(-1)?.get('order')).toBe('DESC');
  });

  it('asks the server for one queue and one status when filtered', COMPONENT_TEST, async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(gw('/jobs'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [failed], total: 1, perPage: 25, page: 1 });
      }),
    );
    const filter = encodeURIComponent(JSON.stringify({ queue: 'receipt', status: 'failed' }));
    renderJobs(`/jobs?displayedFilters=${encodeURIComponent(JSON.stringify({ queue: true, status: true }))}&filter=${filter}`);
    expect(await screen.findByText('Чек в онлайн-кассу', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(queries.at(-1)?.get('queue')).toBe('receipt');
    expect(queries.at(-1)?.get('status')).toBe('failed');
  });

  it('says there were no jobs yet', COMPONENT_TEST, async () => {
    server.use(http.get(gw('/jobs'), () => HttpResponse.json({ data: [], total: 0, perPage: 25, page: 1 })));
    renderJobs('/jobs');
    expect(await screen.findByText('Фоновых задач еще не было', {}, RENDER_WAIT)).toBeInTheDocument();
  });
});
