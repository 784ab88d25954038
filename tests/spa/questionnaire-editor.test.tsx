import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { questionnairesSection } from '../../src/resources/questionnaires';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const Q = '77777777-7777-4777-8777-777777777777';
const full = {
  id: Q,
  title: 'Анкета о питании',
  description: null,
  active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  questions: [
    { id: 'meals', text: 'Сколько раз в день вы едите?', kind: 'single', options: ['1', '2'], required: true },
    { id: 'notes', text: 'Комментарий', kind: 'text', required: false },
  ],
};
const summary = { ...full, questions: undefined, passed_at: null };
const draft = { ...summary, id: '88888888-8888-4888-8888-888888888888', title: 'Черновик анкеты', active: false };

const sectionElement = 'element' in questionnairesSection ? questionnairesSection.element : null;

function renderSection(roles: Parameters<typeof identityWith>[0] = ['ADMIN']) {
  const { dataProvider } = createTestProviders();
  return renderWithAdmin(
    <Routes>
      <Route path="/questionarie/*" element={sectionElement} />
    </Routes>,
    { dataProvider, identity: identityWith(roles), cabinet: roles.includes('CLIENT') ? 'cabinet' : 'sales', path: '/questionarie' },
  );
}

describe('K7 questionnaire editor', () => {
  it('the admin creates a questionnaire of the three kinds from the list, with required flags and order', { timeout: 90_000 }, async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(gw('/questionnaires'), () => HttpResponse.json({ data: [summary, draft], total: 2, perPage: 100, page: 1 })),
      http.post(gw('/questionnaires'), async ({ request }) => {
        const body = (await request.json()) as object;
        bodies.push(body);
        return HttpResponse.json({ ...full, ...body, id: draft.id }, { status: 201 });
      }),
      http.get(gw(`/questionnaires/${draft.id}/full`), () => HttpResponse.json({ ...full, id: draft.id })),
      http.get(gw(`/questionnaires/${draft.id}/passes`), () => HttpResponse.json([])),
    );
    renderSection();
    expect(await screen.findByText('Черновик', {}, RENDER_WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Создать анкету' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Название' }, RENDER_WAIT), 'Сон');
    const first = screen.getByRole('group', { name: 'Вопрос 1' });
    await userEvent.type(within(first).getByRole('textbox', { name: 'Текст вопроса' }), 'Часы?');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Варианты ответа' }), '6{Enter}8{Enter}');
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Обязательный вопрос' }));
    await userEvent.click(screen.getByRole('button', { name: 'Добавить вопрос' }));
    const second = screen.getByRole('group', { name: 'Вопрос 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: 'Текст вопроса' }), 'Что?');
    await userEvent.click(within(second).getByRole('combobox', { name: 'Тип ответа' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Свободный текст' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Вопрос 2' })).getByRole('button', { name: 'Выше' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Опубликована (клиенты видят и заполняют)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      title: 'Сон',
      description: null,
      active: true,
      questions: [
        { text: 'Что?', kind: 'text', required: false },
        { text: 'Часы?', kind: 'single', required: true, options: ['6', '8'] },
      ],
    });
    expect(await screen.findByText('Кто заполнил', {}, RENDER_WAIT)).toBeInTheDocument();
  });

  it('the admin edits from the questionnaire page, keeps question ids and sees the server error on its field', COMPONENT_TEST, async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(gw('/questionnaires'), () => HttpResponse.json({ data: [summary], total: 1, perPage: 100, page: 1 })),
      http.get(gw(`/questionnaires/${Q}/full`), () => HttpResponse.json(full)),
      http.get(gw(`/questionnaires/${Q}/passes`), () => HttpResponse.json([])),
      http.put(gw(`/questionnaires/${Q}`), async ({ request }) => {
        bodies.push(await request.json());
        const errors = { 'questions.1.options': 'Этот вариант уже выбирали в ответах: его нельзя удалить или изменить' };
        return HttpResponse.json({ message: errors['questions.1.options'], errors }, { status: 400 });
      }),
    );
    renderSection();
    await userEvent.click(await screen.findByRole('link', { name: /Анкета о питании/ }, RENDER_WAIT));
    await userEvent.click(await screen.findByRole('link', { name: 'Редактировать' }, RENDER_WAIT));
    const first = await screen.findByRole('group', { name: 'Вопрос 1' }, RENDER_WAIT);
    await userEvent.click(within(first).getByRole('button', { name: 'Ниже' }));
    const options = within(screen.getByRole('group', { name: 'Вопрос 2' })).getByRole('textbox', { name: 'Варианты ответа' });
    await userEvent.clear(options);
    await userEvent.type(options, '1{Enter}3');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0] as { questions: { id: string; options?: string[] }[] }).questions).toEqual([
      { id: 'notes', text: 'Комментарий', kind: 'text', required: false },
      { id: 'meals', text: 'Сколько раз в день вы едите?', kind: 'single', required: true, options: ['1', '3'] },
    ]);
    const group = screen.getByRole('group', { name: 'Вопрос 2' });
    expect(await within(group).findByText('Этот вариант уже выбирали в ответах: его нельзя удалить или изменить')).toBeInTheDocument();
  });

  it('a client sees neither the create nor the edit button', COMPONENT_TEST, async () => {
    server.use(
      http.get(gw('/questionnaires'), () => HttpResponse.json({ data: [summary], total: 1, perPage: 100, page: 1 })),
      http.get(gw(`/questionnaires/${Q}/full`), () => HttpResponse.json(full)),
      http.get(gw(`/questionnaires/${Q}/passed`), () => HttpResponse.json({ questionnaire_id: Q, client_id: null, answers: [], passed_at: null })),
    );
    renderSection(['CLIENT']);
    await userEvent.click(await screen.findByRole('link', { name: /Анкета о питании/ }, RENDER_WAIT));
    expect(await screen.findByRole('button', { name: 'Отправить ответы' }, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Редактировать' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Создать анкету' })).toBeNull();
  });
});
