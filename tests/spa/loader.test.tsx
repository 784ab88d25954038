import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { views as loaderViews } from '../../src/resources/loader/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const task = (id: string, status: string, progress: number, extra = {}) => ({
  id,
  partner: { id: 'p1', name: 'Бета Партнер' },
  file_name: `${id}.xlsx`,
  status,
  progress_percentage: progress,
  completed_tasks: 1,
  total_tasks: 4,
  has_result: status === 'COMPLETED',
  created_at: '2026-01-15T10:00:00.000Z',
  ...extra,
});

function renderLoader() {
  const { dataProvider } = createTestProviders({ loader: resourceEndpoints.loader });
  return renderWithAdmin(
    <AdminUI>
      {declaredRoutes(loaderViews)}
    </AdminUI>,
    { dataProvider, path: '/loader', identity: identityWith(['ADMIN']) },
  );
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('bulk account tasks', () => {
  it('colours statuses, shows progress and counts, offers the download for completed tasks only', COMPONENT_TEST, async () => {
    server.use(
      http.get(gw('/partners/all'), () => HttpResponse.json([{ id: 'p1', name: 'Бета Партнер' }])),
      http.get(gw('/v2/loader'), () =>
        HttpResponse.json({ data: [task('done', 'COMPLETED', 100), task('failed', 'ERRORED', 50), task('new', 'CREATED', 0)], total: 3, perPage: 25, page: 1 }),
      ),
    );
    renderLoader();
    expect(await screen.findByText('done.xlsx', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(within(rowOf('done.xlsx')).getByText('Завершена').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(rowOf('failed.xlsx')).getByText('Ошибка').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(rowOf('new.xlsx')).getByText('Создана').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(rowOf('failed.xlsx')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(rowOf('done.xlsx')).getByText('1/4')).toBeInTheDocument();
    expect(within(rowOf('done.xlsx')).getByRole('button', { name: 'Скачать результат' })).toBeInTheDocument();
    expect(within(rowOf('failed.xlsx')).queryByRole('button', { name: 'Скачать результат' })).not.toBeInTheDocument();
  });

  it('refetches while a task runs until it is done', COMPONENT_TEST, async () => {
    let calls = 0;
    server.use(
      http.get(gw('/partners/all'), () => HttpResponse.json([])),
      http.get(gw('/v2/loader'), () => {
        calls += 1;
        const current = calls === 1 ? task('run', 'IN_PROGRESS', 25) : task('run', 'COMPLETED', 100, { completed_tasks: 4 });
        return HttpResponse.json({ data: [current], total: 1, perPage: 25, page: 1 });
      }),
    );
    renderLoader();
    expect(await screen.findByText('Выполняется', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Завершена', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('4/4')).toBeInTheDocument();
  });

  it('offers the partner picker and the .xlsx upload on an empty list, with its own empty text (issue 27)', COMPONENT_TEST, async () => {
    server.use(
      http.get(gw('/partners/all'), () => HttpResponse.json([{ id: 'p1', name: 'Бета Партнер' }])),
      http.get(gw('/v2/loader'), () => HttpResponse.json({ data: [], total: 0, perPage: 25, page: 1 })),
    );
    renderLoader();
    expect(await screen.findByText('Загрузок пока нет: выберите партнёра и загрузите .xlsx', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Партнер для новых аккаунтов' })).toBeInTheDocument();
    expect(screen.getByText('Загрузить .xlsx')).toBeInTheDocument();
  });
});
