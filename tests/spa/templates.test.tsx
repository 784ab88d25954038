import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { categories } from '../../common/resources/categories';
import { templates } from '../../common/resources/templates';
import { salesCabinet } from '../../src/cabinets/sales/salesCabinet';
import { declaredEndpoints } from '../../src/dataProvider/declared';
import { MENU_ENTRIES } from '../../src/layout/menu/menuEntries';
import { visibleEntries } from '../../src/layout/menu/visibleEntries';
import { declaredViews } from '../../src/resources/declared/declaredViews';
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
    renderWithAdmin(<AdminUI>{declaredRoutes(declaredViews(templates))}</AdminUI>, { dataProvider, path: '/settings/templates', identity: identityWith(['ADMIN']) });
    const row = (await screen.findByText('Сертификат юриста', {}, RENDER_WAIT)).closest('tr')!;
    expect(within(row).getByText('Юристы')).toBeInTheDocument();
    expect(within(row).getByText('Альбомная')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Новый шаблон' }, RENDER_WAIT)).toBeInTheDocument();
  });
});
