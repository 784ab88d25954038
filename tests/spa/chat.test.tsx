import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ClientThreads } from '../../src/resources/chat/ClientThreads';
import { ThreadView } from '../../src/resources/chat/ThreadView';
import { setLiveConnected } from '../../src/live/liveEvents';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => {
  localStorage.clear();
  setLiveConnected(true);
});

const CLIENT = '11111111-1111-4111-8111-111111111111';
const THREAD = '22222222-2222-4222-8222-222222222222';
const author = { id: CLIENT, name: 'Мария Клиентова', phone: '79000000006', email: null, clientId: null };
const message = (id: string, text: string, createdAt: string, extra: Record<string, unknown> = {}) => ({
  id, text, createdAt, author: { id: CLIENT, firstname: 'Мария Клиентова' }, files: [], consultationId: THREAD, isOperator: false, ...extra,
});
const thread = (extra: Record<string, unknown> = {}) => ({
  id: THREAD, line: 'CONSULTATION', status: 'OPEN', createdAt: '2026-11-30T09:00:00.000Z', lastMessageAt: '2026-12-01T10:00:00.000Z',
  category: { id: '33333333-3333-4333-8333-333333333333', name: 'Юридический вопрос' }, answered: false, unread: false, author, messages: [], ...extra,
});
const page = (data: unknown[]) => ({ data, total: data.length, perPage: 100, page: 1 });

function renderChat(path: string) {
  const { dataProvider } = createTestProviders();
  return renderWithAdmin(
    <Routes>
      <Route path="/chat" element={<ClientThreads />} />
      <Route path="/chat/:id" element={<ThreadView line="CONSULTATION" back="/chat" />} />
    </Routes>,
    { dataProvider, identity: identityWith(['CLIENT'], { id: CLIENT }), cabinet: 'cabinet', path },
  );
}

describe('the client’s consultations (I1–I4)', () => {
  it('says there are none yet, with the hint and the create button', COMPONENT_TEST, async () => {
    server.use(http.get(gw('/consultations'), () => HttpResponse.json(page([]))));
    renderChat('/chat');
    expect(await screen.findByText('Обращений пока нет', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Для начала работы зайдите в чат со специалистом и создайте обращение.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать обращение' })).toHaveAttribute('href', '/chat-new');
  });

  it('shows each card’s status, answer, topic and the last message cut to 256; refuses a fourth at 3 open', COMPONENT_TEST, async () => {
    const long = 'А'.repeat(300);
    server.use(
      http.get(gw('/consultations'), () =>
        HttpResponse.json(page([
          thread({ answered: true, messages: [message('m1', long, '2026-12-01T10:00:00.000Z', { isOperator: true })] }),
          thread({ id: '44444444-4444-4444-8444-444444444444' }),
          thread({ id: '55555555-5555-4555-8555-555555555555' }),
        ])),
      ),
    );
    renderChat('/chat');
    expect(await screen.findByText('Вам ответили', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getAllByText('Ждет решения')).toHaveLength(2);
    expect(screen.getAllByText('В работе')).toHaveLength(3);
    expect(screen.getAllByText('Юридический вопрос')).toHaveLength(3);
    expect(screen.getByText(`${'А'.repeat(255)}…`)).toBeInTheDocument();
    expect(screen.getAllByRole('link').find((link) => link.getAttribute('href') === `/chat/${THREAD}?isActive=true`)).toBeTruthy();
    expect(screen.getByText('Создать обращение').closest('a')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/Открыто 3 обращения из 3/)).toBeInTheDocument();
  });

  it('groups the thread by day, cuts file names to 22, refuses an empty text and sends once with its key', COMPONENT_TEST, async () => {
    const sent: { text: string; key: string; files: string[] }[] = [];
    let messages = [
      message('m1', 'Первый вопрос', '2026-11-30T09:00:00.000Z', { files: [{ id: '66666666-6666-4666-8666-666666666666', name: 'очень-длинное-имя-файла-договора.pdf', extension: 'pdf', size: 100 }] }),
      message('m2', 'Ответ специалиста', '2026-12-01T09:00:00.000Z', { isOperator: true, author: { id: 'admin', firstname: 'Администратор' } }),
    ];
    server.use(
      http.get(gw(`/consultations/${THREAD}`), () => HttpResponse.json(thread({ answered: true }))),
      http.get(gw(`/consultations/${THREAD}/messages`), () => HttpResponse.json({ data: messages, before: null })),
      http.post(gw(`/consultations/${THREAD}/files`), () => HttpResponse.json({ message: 'Файл неверного формата', errors: { file: 'Файл неверного формата' } }, { status: 400 })),
      http.post(gw(`/consultations/${THREAD}/messages`), async ({ request }) => {
        const body = (await request.json()) as (typeof sent)[number];
        sent.push(body);
        messages = [...messages, message('m3', body.text, '2026-12-01T10:00:00.000Z')];
        return HttpResponse.json(messages.at(-1), { status: 201 });
      }),
    );
    renderChat(`/chat/${THREAD}?isActive=true`);
    const log = await screen.findByRole('log', {}, RENDER_WAIT);
    expect(await within(log).findByText('Ответ специалиста')).toBeInTheDocument();
    expect(within(log).getByText('30.11.2026')).toBeInTheDocument();
    expect(within(log).getByText('01.12.2026')).toBeInTheDocument();
    expect(within(log).getByText('очень-длинное-имя-фай…')).toBeInTheDocument();
    expect(within(log).getByText(/Специалист/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Вы не ввели текст сообщения')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.upload(screen.getByTestId('chat-file-input'), new File(['<html>'], 'скан.png', { type: 'image/png' }));
    await waitFor(() => expect(document.querySelector('[data-failed="true"]')).toBeTruthy());

    await userEvent.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Спасибо');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await within(log).findByText('Спасибо')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ text: 'Спасибо', files: [] });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('polls while the socket is down and says once that there is no connection when a poll fails', COMPONENT_TEST, async () => {
    setLiveConnected(false);
    let calls = 0;
    server.use(
      http.get(gw('/consultations'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json(page([thread()])) : HttpResponse.error();
      }),
    );
    renderChat('/chat');
    expect(await screen.findByText('Юридический вопрос', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Нет подключения к сети интернет', {}, { timeout: 12_000 })).toBeInTheDocument();
    // the previous data stays (P8)
    expect(screen.getByText('Юридический вопрос')).toBeInTheDocument();
    expect(screen.getAllByText('Нет подключения к сети интернет')).toHaveLength(1);
  });
});
