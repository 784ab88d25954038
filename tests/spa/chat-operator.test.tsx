import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { Composer } from '../../src/resources/chat/Composer';
import { OperatorInbox } from '../../src/resources/chat/OperatorInbox';
import { UnreadBadge } from '../../src/layout/menu/UnreadBadge';
import { setLiveConnected } from '../../src/live/liveEvents';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => {
  localStorage.clear();
  setLiveConnected(true);
});

const THREAD = '22222222-2222-4222-8222-222222222222';
const row = {
  id: THREAD, line: 'CONSULTATION', status: 'OPEN', createdAt: '2026-11-30T09:00:00.000Z', lastMessageAt: '2026-12-01T10:00:00.000Z',
  category: { id: '33333333-3333-4333-8333-333333333333', name: 'Юридический вопрос' }, answered: false, unread: true,
  author: { id: '11111111-1111-4111-8111-111111111111', name: 'Мария Клиентова', phone: '79000000006', email: null, clientId: null },
  messages: [{ id: 'm1', text: 'Как продлить?', createdAt: '2026-12-01T10:00:00.000Z', author: { id: 'c', firstname: 'Мария' }, files: [], consultationId: THREAD, isOperator: false }],
};

describe('the admin’s inbox (I1–I3 operator side)', () => {
  it('lists the open consultations waiting for an answer and filters them on the server', COMPONENT_TEST, async () => {
    const asked: string[] = [];
    server.use(
      http.get(gw('/consultations'), ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ data: [row], total: 1, perPage: 100, page: 1 });
      }),
      http.get(gw('/consultations/categories'), () => HttpResponse.json([row.category])),
    );
    const { dataProvider } = createTestProviders();
    renderWithAdmin(<Routes><Route path="/chat" element={<OperatorInbox line="CONSULTATION" base="/chat" />} /></Routes>, { dataProvider, identity: identityWith(['ADMIN']), path: '/chat' });
    expect(await screen.findByText('Мария Клиентова', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Ждет ответа')).toBeInTheDocument();
    expect(screen.getByText('Новое сообщение')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Мария Клиентова/ })).toHaveAttribute('href', `/chat/${THREAD}`);
    expect(asked[0]).toContain('status=OPEN');
    await userEvent.type(screen.getByRole('textbox', { name: 'Клиент: имя или телефон' }), '7900');
    await waitFor(() => expect(asked.at(-1)).toContain('q=7900'));
  });

  it('counts the unread threads in the menu, and nothing at zero', COMPONENT_TEST, async () => {
    let count = 2;
    server.use(http.get(gw('/consultations/unread'), () => HttpResponse.json({ count })));
    const { dataProvider } = createTestProviders();
    const view = renderWithAdmin(<UnreadBadge line="CONSULTATION" />, { dataProvider });
    expect(await screen.findByTestId('unread-consultation', {}, RENDER_WAIT)).toHaveTextContent('2');
    count = 0;
    view.unmount();
    renderWithAdmin(<UnreadBadge line="CONSULTATION" />, { dataProvider: createTestProviders().dataProvider });
    await waitFor(() => expect(screen.queryByTestId('unread-consultation')).toBeNull());
  });
});

describe('a send that fails keeps its text and its key (I3: a retry is stored once)', () => {
  it('sends again with the same key after a dropped connection', COMPONENT_TEST, async () => {
    const keys: string[] = [];
    let fail = true;
    const send = async (body: { key: string }) => {
      keys.push(body.key);
      if (fail) throw new Error('Нет связи с сервером');
    };
    renderWithAdmin(<Composer upload={() => Promise.reject(new Error('no'))} send={send} />);
    const text = await screen.findByRole('textbox', { name: 'Сообщение' }, RENDER_WAIT);
    await userEvent.type(text, 'Важный вопрос');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Нет связи с сервером')).toBeInTheDocument();
    expect(text).toHaveValue('Важный вопрос');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(text).toHaveValue(''));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
