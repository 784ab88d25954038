import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { views as registersViews } from '../../src/resources/registers/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const registry = {
  id: 'r1',
  partner: { id: 'p1', name: 'Альфа Продажи' },
  kind: 'certificates',
  file_name: 'май.xlsx',
  status: 'COMPLETED',
  total_rows: 3,
  imported_rows: 2,
  refused_rows: 1,
  created_by: { id: 'user-1', name: 'Иван Петров' },
  created_at: '2026-01-15T10:00:00.000Z',
};

const detail = {
  ...registry,
  id: 'r2',
  file_name: 'июнь.xlsx',
  rows: [
    { row_number: 2, status: 'IMPORTED', certificate: { id: 'c1', number: '1000 0001' }, reason: null, data: { name: 'Первый Клиент' } },
    { row_number: 3, status: 'REFUSED', certificate: null, reason: 'Тариф с таким кодом не найден', data: { name: 'Второй Клиент' } },
  ],
};

function renderRegisters(identity = identityWith(['ADMIN'])) {
  const { dataProvider } = createTestProviders({ 'certificates-registers': resourceEndpoints['certificates-registers']! });
  return renderWithAdmin(
    <AdminUI>
      {declaredRoutes(registersViews)}
    </AdminUI>,
    { dataProvider, path: '/certificates-registers', identity },
  );
}

const sheetFile = (name: string, type: string) => new File(['PK'], name, { type });
const dropInput = () => screen.getByLabelText('Файл реестра') as HTMLInputElement;

describe('registers page (C15)', () => {
  it('lists registries and shows the per-row result of an upload for the chosen partner', COMPONENT_TEST, async () => {
    const uploads: string[] = [];
    server.use(
      http.get(gw('/registries'), () => HttpResponse.json({ data: [registry], total: 1, perPage: 25, page: 1 })),
      http.get(gw('/partners/all'), () => HttpResponse.json([{ id: 'p1', name: 'Альфа Продажи' }])),
      http.post(gw('/partners/:id/registry/:kind'), async ({ params, request }) => {
        const file = (await request.formData()).get('file') as File;
        uploads.push(`${String(params.id)}/${String(params.kind)}/${file.name}`);
        return HttpResponse.json(detail, { status: 201 });
      }),
    );
    renderRegisters();
    expect(await screen.findByText('май.xlsx', {}, RENDER_WAIT)).toBeInTheDocument();
    const row = screen.getByText('май.xlsx').closest('tr') as HTMLElement;
    expect(within(row).getByText('Альфа Продажи')).toBeInTheDocument();
    expect(within(row).getByText('Сертификаты')).toBeInTheDocument();
    expect(within(row).getByText('Обработан').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(row).getByRole('button', { name: 'Отчет' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Загрузить реестр' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Альфа Продажи' }));
    fireEvent.change(dropInput(), { target: { files: [sheetFile('june.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')] } });

    const result = await within(dialog).findByRole('table', { name: 'Результат по строкам' }, RENDER_WAIT);
    expect(uploads).toEqual(['p1/certificates/june.xlsx']);
    expect(within(dialog).getByText('Загружено 2 из 3, отклонено 1')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: '1000 0001' })).toHaveAttribute('href', '/certificates/certificate/c1');
    const refused = within(result).getByText('Второй Клиент').closest('tr') as HTMLElement;
    expect(within(refused).getByText('Отклонен')).toBeInTheDocument();
    expect(within(refused).getByText('Тариф с таким кодом не найден')).toBeInTheDocument();
  });

  it('refuses a file that is not .xlsx (an .xls too, O11) before uploading, and an agent uploads for its own partner', COMPONENT_TEST, async () => {
    const uploads: string[] = [];
    server.use(
      http.get(gw('/registries'), () => HttpResponse.json({ data: [], total: 0, perPage: 25, page: 1 })),
      http.post(gw('/partners/:id/registry/:kind'), ({ params }) => {
        uploads.push(String(params.id));
        return HttpResponse.json(detail, { status: 201 });
      }),
    );
    renderRegisters(identityWith(['AGENT'], { partnerId: 'own-partner' }));
    // an empty list still offers the upload
    expect(await screen.findByText('Реестров пока нет', {}, RENDER_WAIT)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Загрузить реестр' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();

    fireEvent.change(dropInput(), { target: { files: [sheetFile('notes.txt', 'text/plain')] } });
    // AdminUI and the test wrapper each render the notification
    expect((await screen.findAllByText('Файл неверного формата', {}, RENDER_WAIT))[0]).toBeInTheDocument();
    expect(uploads).toEqual([]);

    fireEvent.change(dropInput(), { target: { files: [sheetFile('old.xls', 'application/vnd.ms-excel')] } });
    expect(uploads).toEqual([]);

    fireEvent.change(dropInput(), { target: { files: [sheetFile('new.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')] } });
    expect(await within(dialog).findByRole('table', { name: 'Результат по строкам' }, RENDER_WAIT)).toBeInTheDocument();
    expect(uploads).toEqual(['own-partner']);
  });
});
