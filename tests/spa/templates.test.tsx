import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { categories } from '../../common/resources/categories';
import { templatePictures } from '../../common/resources/templatePictures';
import { templates } from '../../common/resources/templates';
import userEvent from '@testing-library/user-event';
import { views as pictureViews } from '../../src/resources/templatePictures/views';
import { views as templateViews } from '../../src/resources/templates/views';
import { salesCabinet } from '../../src/cabinets/sales/salesCabinet';
import { declaredEndpoints } from '../../src/dataProvider/declared';
import { MENU_ENTRIES } from '../../src/layout/menu/menuEntries';
import { visibleEntries } from '../../src/layout/menu/visibleEntries';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();

const record = {
  id: '11111111-1111-4111-8111-111111111111', name: 'Сертификат юриста', category_id: null, picture_id: null, orientation: 'LANDSCAPE', body: null,
  category: { id: '22222222-2222-4222-8222-222222222222', name: 'Юристы' }, picture: null,
  created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z',
};

describe('settings → templates (M8)', { timeout: 30_000 }, () => {
  it('puts Шаблоны first in the settings group for the admin; categories and pictures have screens but no entry', () => {
    const settings = (roles: ('ADMIN' | 'AGENT')[]) =>
      visibleEntries(MENU_ENTRIES, { subject: { roles, agentId: 'a' }, cabinet: 'sales', region: 'RU' }).find((entry) => entry.id === 'settings');
    expect(settings(['ADMIN'])?.children?.map((entry) => entry.id)[0]).toBe('templates');
    expect(settings(['ADMIN'])?.children?.map((entry) => entry.id)).not.toContain('categories');
    expect(settings(['AGENT'])).toBeUndefined();
    const resources = salesCabinet.sections.flatMap((section) => ('resource' in section ? [section.resource] : []));
    expect(resources).toEqual(expect.arrayContaining(['templates', 'categories', 'templatePictures']));
    expect(salesCabinet.redirects?.['/settings']).toBe('/settings/templates');
  });

  it('lists the templates with their category and orientation in words', async () => {
    server.use(
      http.get(gw('/template'), () => HttpResponse.json({ data: [record], total: 1, perPage: 25, page: 1 })),
      http.get(gw('/categories'), () => HttpResponse.json({ data: [record.category], total: 1, perPage: 25, page: 1 })),
    );
    const { dataProvider } = createTestProviders({ templates: declaredEndpoints(templates), categories: declaredEndpoints(categories) });
    renderWithAdmin(<AdminUI>{declaredRoutes(templateViews)}</AdminUI>, { dataProvider, path: '/settings/templates', identity: identityWith(['ADMIN']) });
    const row = (await screen.findByText('Сертификат юриста', {}, RENDER_WAIT)).closest('tr')!;
    expect(within(row).getByText('Юристы')).toBeInTheDocument();
    expect(within(row).getByText('Альбомная')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Новый шаблон' }, RENDER_WAIT)).toBeInTheDocument();
    // the dictionary list and the pictures are tabs of the same page
    expect(screen.getByRole('tab', { name: 'Категории' })).toHaveAttribute('href', expect.stringContaining('/settings/templates/categories'));
    expect(screen.getByRole('tab', { name: 'Картинки' })).toHaveAttribute('href', expect.stringContaining('/settings/templates/pictures'));
  });

  it('offers the categories and pictures in the form, asked in their lists’ own order (the server refuses sort=id)', async () => {
    const ordered = (sorts: string[], data: unknown[]) => ({ request }: { request: Request }) => {
      const sort = new URL(request.url).searchParams.get('sort');
      return sort && !sorts.includes(sort)
        ? HttpResponse.json({ message: 'Проверьте поля', code: 'E_VALIDATION', errors: { sort: 'Недопустимое значение' } }, { status: 400 })
        : HttpResponse.json({ data, total: data.length, perPage: 25, page: 1 });
    };
    server.use(
      http.get(gw('/categories'), ordered(['created_at', 'name'], [record.category])),
      http.get(gw('/template/picture'), ordered(['created_at', 'name'], [{ id: '33333333-3333-4333-8333-333333333333', name: 'Фон', mime: 'image/png', width: 842, height: 595, size: 8000, created_at: record.created_at }])),
    );
    const { dataProvider } = createTestProviders({ templates: declaredEndpoints(templates), categories: declaredEndpoints(categories), templatePictures: declaredEndpoints(templatePictures) });
    renderWithAdmin(<AdminUI>{declaredRoutes(templateViews)}</AdminUI>, { dataProvider, path: '/settings/templates/create', identity: identityWith(['ADMIN']) });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Категория' }, RENDER_WAIT));
    expect(await screen.findByRole('option', { name: 'Юристы' }, RENDER_WAIT)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Картинка' }));
    expect(await screen.findByRole('option', { name: 'Фон' }, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByText('Недопустимое значение')).not.toBeInTheDocument();
  });

  it('uploads a dropped picture from the pictures list and shows it in the table', async () => {
    let uploaded: File | null = null;
    const picture = { id: '33333333-3333-4333-8333-333333333333', name: 'фон', mime: 'image/png', width: 640, height: 400, size: 20480, created_at: record.created_at, updated_at: record.updated_at };
    server.use(
      http.get(gw('/template/picture'), () => HttpResponse.json({ data: uploaded ? [picture] : [], total: uploaded ? 1 : 0, perPage: 25, page: 1 })),
      http.post(gw('/template/picture/upload'), async ({ request }) => {
        uploaded = (await request.formData()).get('file') as File;
        return HttpResponse.json(picture, { status: 201 });
      }),
    );
    const { dataProvider } = createTestProviders({ templatePictures: declaredEndpoints(templatePictures) });
    renderWithAdmin(<AdminUI>{declaredRoutes(pictureViews)}</AdminUI>, { dataProvider, path: '/settings/templates/pictures', identity: identityWith(['ADMIN']) });
    await userEvent.setup().upload(await screen.findByLabelText('Загрузить картинку', {}, RENDER_WAIT), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'background.png', { type: 'image/png' }));
    const row = (await screen.findByText('640 × 400', {}, RENDER_WAIT)).closest('tr')!;
    expect(uploaded!.name).toBe('background.png');
    expect(within(row).getByText('фон')).toBeInTheDocument();
    expect(within(row).getByText('640 × 400')).toBeInTheDocument();
    expect(within(row).getByText('20 КБ')).toBeInTheDocument();
  });
});
