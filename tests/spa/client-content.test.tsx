import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstructionEditor } from '../../src/resources/instruction/InstructionEditor';
import { InstructionPage } from '../../src/resources/instruction/InstructionPage';
import { QuestionnairePage } from '../../src/resources/questionnaires/QuestionnairePage';
import { StandardDocumentsPage } from '../../src/resources/standardDocuments/StandardDocumentsPage';
import { TelegramPage } from '../../src/resources/telegram/TelegramPage';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const Q = '66666666-6666-4666-8666-666666666666';
const CLIENT = '44444444-4444-4444-8444-444444444444';
const questionnaire = {
  id: Q,
  title: 'Анкета о здоровье',
  description: null,
  active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  questions: [
    { id: 'health', text: 'Как вы оцениваете здоровье?', kind: 'single', options: ['Хорошее', 'Плохое'], required: true },
    { id: 'chronic', text: 'Хронические заболевания', kind: 'multiple', options: ['Нет', 'Аллергия'], required: false },
    { id: 'notes', text: 'Комментарий', kind: 'text', required: false },
  ],
};
const notPassed = { questionnaire_id: Q, client_id: CLIENT, answers: [], passed_at: null, certificate_id: null, shared: false, certificates: [] };

function render(ui: React.ReactElement, roles: Parameters<typeof identityWith>[0], path = '/') {
  const { dataProvider } = createTestProviders();
  return renderWithAdmin(ui, { dataProvider, identity: identityWith(roles), cabinet: roles.includes('CLIENT') ? 'cabinet' : 'sales', path });
}
const questionnaireRoute = (roles: Parameters<typeof identityWith>[0]) =>
  render(
    <Routes>
      <Route path="/questionarie/:id" element={<QuestionnairePage />} />
    </Routes>,
    roles,
    `/questionarie/${Q}`,
  );

function captureDownloads() {
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('K7 questionnaires', () => {
  it('a client answers the three kinds, sees the server field error on its question, then downloads its PDF', COMPONENT_TEST, async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(gw(`/questionnaires/${Q}/full`), () => HttpResponse.json(questionnaire)),
      http.get(gw(`/questionnaires/${Q}/passed`), () => HttpResponse.json(notPassed)),
      http.post(gw(`/questionnaires/${Q}/answers`), async ({ request }) => {
        const body = (await request.json()) as { answers: { question_id: string }[] };
        bodies.push(body);
        if (!body.answers.some((answer) => answer.question_id === 'health')) {
          return HttpResponse.json({ message: 'Проверьте введенные данные', errors: { 'answers.health': 'Ответьте на этот вопрос' } }, { status: 400 });
        }
        return HttpResponse.json({ ...notPassed, answers: body.answers, passed_at: '2026-02-01T09:00:00.000Z' }, { status: 201 });
      }),
      http.get(gw(`/questionnaires/${Q}/users/${CLIENT}/pdf`), () => new HttpResponse(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } })),
    );
    const saved = captureDownloads();
    // jsdom lays nothing out; the call itself is what a phone user needs (the pass appears a screen above the button)
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    questionnaireRoute(['CLIENT']);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Аллергия' }, RENDER_WAIT));
    await userEvent.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Нет');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ответы' }));
    expect((await screen.findAllByText('Ответьте на этот вопрос')).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('radio', { name: 'Хорошее' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ответы' }));
    expect(await screen.findByText(/Ваши ответы от/, {}, RENDER_WAIT)).toBeInTheDocument();
    await waitFor(() => expect(scrolled.some((element) => element.textContent?.includes('Скачать PDF'))).toBe(true));
    expect(bodies[1]).toEqual({ answers: [{ question_id: 'health', value: 'Хорошее' }, { question_id: 'chronic', value: ['Аллергия'] }, { question_id: 'notes', value: 'Нет' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Скачать PDF' }));
    await waitFor(() => expect(saved).toEqual(['Анкета_о_здоровье.pdf']));
  });

  it('a client with certificates of two sellers chooses the one it fills the questionnaire for, and may share it (issue 23)', COMPONENT_TEST, async () => {
    const certificates = [
      { id: '88888888-8888-4888-8888-888888888881', number: '1001', rate_name: 'Базовый' },
      { id: '88888888-8888-4888-8888-888888888882', number: '1002', rate_name: 'Премиум' },
    ];
    const bodies: { certificate_id?: string; shared?: boolean }[] = [];
    server.use(
      http.get(gw(`/questionnaires/${Q}/full`), () => HttpResponse.json(questionnaire)),
      http.get(gw(`/questionnaires/${Q}/passed`), () => HttpResponse.json({ ...notPassed, certificates })),
      http.post(gw(`/questionnaires/${Q}/answers`), async ({ request }) => {
        const body = (await request.json()) as { answers: unknown[]; certificate_id?: string; shared?: boolean };
        bodies.push(body);
        if (!body.certificate_id) {
          const text = 'Выберите сертификат, для которого заполняете анкету';
          return HttpResponse.json({ message: text, errors: { certificate_id: text } }, { status: 400 });
        }
        return HttpResponse.json({ ...notPassed, certificates, answers: body.answers, passed_at: '2026-02-01T09:00:00.000Z', certificate_id: body.certificate_id, shared: body.shared }, { status: 201 });
      }),
    );
    questionnaireRoute(['CLIENT']);
    await userEvent.click(await screen.findByRole('radio', { name: 'Хорошее' }, RENDER_WAIT));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ответы' }));
    expect(await screen.findByText('Выберите сертификат, для которого заполняете анкету', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ answers: [{ question_id: 'health', value: 'Хорошее' }], shared: false });

    await userEvent.click(screen.getByRole('combobox', { name: /Сертификат, для которого заполняется анкета/ }));
    await userEvent.click(await screen.findByRole('option', { name: '№ 1002 — Премиум' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Показать ответы всем продавцам моих сертификатов' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ответы' }));
    expect(await screen.findByText(/Ваши ответы от/, {}, RENDER_WAIT)).toBeInTheDocument();
    expect(bodies[1]).toEqual({ answers: [{ question_id: 'health', value: 'Хорошее' }], certificate_id: certificates[1]!.id, shared: true });
  });

  it('the admin reads the questions and who passed, without an answer form', COMPONENT_TEST, async () => {
    server.use(
      http.get(gw(`/questionnaires/${Q}/full`), () => HttpResponse.json(questionnaire)),
      http.get(gw(`/questionnaires/${Q}/passes`), () => HttpResponse.json([{ client_id: CLIENT, client_name: 'Иванов Илья', passes: 2, passed_at: '2026-02-01T09:00:00.000Z' }])),
    );
    questionnaireRoute(['ADMIN']);
    const table = await screen.findByRole('table', { name: 'Кто заполнил' }, RENDER_WAIT);
    expect(within(table).getByText('Иванов Илья')).toBeInTheDocument();
    expect(screen.getByText('1. Как вы оцениваете здоровье?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить ответы' })).not.toBeInTheDocument();
  });
});

describe('K6 standard documents', () => {
  const documents = [{ id: '77777777-7777-4777-8777-777777777777', title: 'Публичная оферта', file_name: 'Оферта.pdf', mime: 'application/pdf', size: 2048, created_at: '2026-01-10T10:00:00.000Z' }];

  it('a client lists and downloads, with no upload or delete', COMPONENT_TEST, async () => {
    server.use(
      http.get(gw('/standard-documents'), () => HttpResponse.json(documents)),
      http.get(gw(`/standard-documents/${documents[0]!.id}/file`), () => new HttpResponse(new Blob(['%PDF-1.7']), { headers: { 'content-disposition': "attachment; filename*=UTF-8''%D0%9E%D1%84%D0%B5%D1%80%D1%82%D0%B0.pdf" } })),
    );
    const saved = captureDownloads();
    render(<StandardDocumentsPage />, ['CLIENT']);
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать: Публичная оферта' }, RENDER_WAIT));
    await waitFor(() => expect(saved).toEqual(['Оферта.pdf']));
    expect(screen.queryByLabelText('Загрузить документ')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
  });

  it('the admin uploads with a title and deletes after confirming', COMPONENT_TEST, async () => {
    const uploads: string[] = [];
    let deleted = '';
    server.use(
      http.get(gw('/standard-documents'), () => HttpResponse.json(documents)),
      http.post(gw('/standard-documents'), async ({ request }) => {
        const form = await request.formData();
        uploads.push(`${String(form.get('title'))}:${(form.get('file') as File).name}`);
        return HttpResponse.json(documents[0], { status: 201 });
      }),
      http.delete(gw(`/standard-documents/${documents[0]!.id}`), ({ params }) => {
        deleted = String(params[0] ?? 'yes');
        return HttpResponse.json(documents[0]);
      }),
    );
    render(<StandardDocumentsPage />, ['ADMIN']);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Название (необязательно)' }, RENDER_WAIT), 'Правила');
    await userEvent.upload(screen.getByLabelText('Загрузить документ'), new File(['%PDF-1.7'], 'rules.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(uploads).toEqual(['Правила:rules.pdf']));
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    await userEvent.click(await screen.findByRole('button', { name: /Подтвердить|Да/ }));
    await waitFor(() => expect(deleted).not.toBe(''));
  });
});

describe('K4 work instruction', () => {
  it('a client reads the stored HTML', COMPONENT_TEST, async () => {
    server.use(http.get(gw('/instruction/work'), () => HttpResponse.json({ lang: 'ru', html: '<h2>Как работать</h2><p>Звоните</p>', updated_at: null })));
    render(<InstructionPage />, ['CLIENT']);
    expect(await screen.findByRole('heading', { name: 'Как работать' }, RENDER_WAIT)).toBeInTheDocument();
  });

  it('the admin saves a language and previews what the server stored', COMPONENT_TEST, async () => {
    const saved: unknown[] = [];
    server.use(
      http.get(gw('/instruction/work'), ({ request }) => HttpResponse.json({ lang: new URL(request.url).searchParams.get('lang'), html: '', updated_at: null })),
      http.put(gw('/instruction/work/kk'), async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ lang: 'kk', html: '<p>Нұсқаулық</p>', updated_at: '2026-02-01T09:00:00.000Z' });
      }),
    );
    render(<InstructionEditor />, ['ADMIN']);
    await userEvent.click(await screen.findByRole('tab', { name: 'Казахский' }, RENDER_WAIT));
    const editor = await screen.findByRole('textbox', { name: /Текст/ }, RENDER_WAIT);
    await userEvent.type(editor, 'Нұсқаулық');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(saved).toEqual([{ html: 'Нұсқаулық' }]));
    expect(await screen.findByText('Нұсқаулық', { selector: 'p' })).toBeInTheDocument();
  });
});

describe('K5 telegram', () => {
  it('shows the one-time command and refreshes it', COMPONENT_TEST, async () => {
    const id = '88888888-8888-4888-8888-888888888888';
    const expires = new Date(Date.now() + 3600_000).toISOString();
    server.use(
      http.get(gw('/telegram/token'), () => HttpResponse.json([{ id, token: 'first-token', active: false, expires_at: expires, bound_at: null }])),
      http.put(gw(`/telegram/token/${id}`), () => HttpResponse.json({ id, token: 'second-token', active: false, expires_at: expires, bound_at: null })),
    );
    render(<TelegramPage />, ['CLIENT']);
    expect(await screen.findByDisplayValue('/start first-token', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Чат не привязан')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Получить новый код' }));
    expect(await screen.findByDisplayValue('/start second-token')).toBeInTheDocument();
  });

  it('offers no unbinding while no chat is bound, names the bot and opens it with the code (issue 27)', COMPONENT_TEST, async () => {
    const id = '88888888-8888-4888-8888-888888888889';
    const expires = new Date(Date.now() + 3600_000).toISOString();
    const binding = { id, token: 'the-code', active: false, expires_at: expires, bound_at: null, bot: 'certificates_bot' };
    server.use(http.get(gw('/telegram/token'), () => HttpResponse.json([binding])));
    render(<TelegramPage />, ['CLIENT']);
    expect(await screen.findByText('Чат не привязан', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отвязать чат' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '@certificates_bot' })).toHaveAttribute('href', 'https://t.me/certificates_bot');
    expect(screen.getByRole('link', { name: 'Открыть бота в Telegram' })).toHaveAttribute('href', 'https://t.me/certificates_bot?start=the-code');
  });

  it('offers unbinding once a chat is bound', COMPONENT_TEST, async () => {
    const id = '88888888-8888-4888-8888-88888888888a';
    const bound = { id, token: null, active: true, expires_at: null, bound_at: new Date().toISOString(), bot: null };
    server.use(http.get(gw('/telegram/token'), () => HttpResponse.json([bound])));
    render(<TelegramPage />, ['CLIENT']);
    expect(await screen.findByRole('button', { name: 'Отвязать чат' }, RENDER_WAIT)).toBeInTheDocument();
  });
});
