import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: Record<string, string>;
let client: Record<string, string>;
let agent: Record<string, string>;

type Headers = Record<string, string>;
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Headers = admin) => ctx.app.inject({ method, url: `/gw${url}`, headers, payload: payload as object });
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url: `/gw${url}`, headers });

const DRAFT = {
  title: '  Анкета о питании ',
  description: 'Короткая',
  active: false,
  questions: [
    { text: 'Сколько раз в день вы едите?', kind: 'single', options: ['1', '2', '3+'], required: true },
    { text: 'Что вы едите?', kind: 'multiple', options: ['Мясо', 'Рыба', 'Овощи'], required: false },
    { text: 'Аллергии', kind: 'text', required: false },
  ],
};

beforeAll(async () => {
  ctx = await buildTestApp();
  [admin, client, agent] = await Promise.all([authAs(ctx.app, 'admin'), authAs(ctx.app, 'client'), authAs(ctx.app, 'agent')]);
});
afterAll(async () => ctx?.close());

describe('the admin questionnaire editor (K7)', () => {
  it('lets only ADMIN create and edit questionnaires', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/gw/questionnaires', payload: DRAFT })).statusCode).toBe(401);
    expect((await send('POST', '/questionnaires', DRAFT, client)).statusCode).toBe(403);
    expect((await send('POST', '/questionnaires', DRAFT, agent)).statusCode).toBe(403);
    const { id } = (await get('/questionnaires?perPage=100', client)).json().data[0];
    expect((await send('PUT', `/questionnaires/${id}`, DRAFT, client)).statusCode).toBe(403);
    expect((await send('PUT', `/questionnaires/${id}`, DRAFT, agent)).statusCode).toBe(403);
    expect((await send('PUT', '/questionnaires/00000000-0000-4000-8000-000000000000', DRAFT)).statusCode).toBe(404);
  });

  it('names every wrong field in the caller\'s language', async () => {
    const bad = {
      title: '   ',
      active: true,
      questions: [
        { text: 'Один вариант', kind: 'single', options: ['Да'], required: true },
        { text: 'Повтор', kind: 'multiple', options: ['А', 'А '], required: true },
        { text: ' ', kind: 'single', options: ['Да', ''], required: false },
      ],
    };
    const ru = await send('POST', '/questionnaires', bad);
    expect(ru.statusCode).toBe(400);
    expect(ru.json().errors).toEqual({
      title: 'Поле обязательно для заполнения',
      'questions.0.options': 'Нужно не меньше двух вариантов ответа',
      'questions.1.options': 'Варианты ответа повторяются',
      'questions.2.text': 'Поле обязательно для заполнения',
      'questions.2.options': 'Вариант ответа не может быть пустым',
    });
    const en = await send('POST', '/questionnaires', bad, { ...admin, 'accept-language': 'en' });
    expect(en.json().errors['questions.0.options']).toBe('At least two answer options are needed');
    const kk = await send('POST', '/questionnaires', { ...bad, questions: [] }, { ...admin, 'accept-language': 'kk' });
    expect(kk.json().errors).toEqual({ title: 'Өрісті толтыру міндетті', questions: 'Сауалнаманы жариялау үшін кемінде бір сұрақ қосыңыз' });
    const oversized = await send('POST', '/questionnaires', { ...DRAFT, title: 'x'.repeat(256), questions: [{ ...DRAFT.questions[2], kind: 'essay' }], extra: 1 });
    expect(oversized.statusCode).toBe(400);
    expect(Object.keys(oversized.json().errors)).toEqual(expect.arrayContaining(['title']));
    const count = await ctx.database.db.selectFrom('questionnaires').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('creates a draft only the admin lists, publishes it, and a client answers it', async () => {
    const created = await send('POST', '/questionnaires', DRAFT);
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({ title: 'Анкета о питании', active: false });
    expect(draft.questions.map((q: { kind: string; options?: string[] }) => [q.kind, q.options])).toEqual([
      ['single', ['1', '2', '3+']],
      ['multiple', ['Мясо', 'Рыба', 'Овощи']],
      ['text', undefined],
    ]);
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    expect(ids((await get('/questionnaires?perPage=100', admin)).json().data)).toContain(draft.id);
    expect(ids((await get('/questionnaires?perPage=100', client)).json().data)).not.toContain(draft.id);
    expect((await get(`/questionnaires/${draft.id}/full`, client)).statusCode).toBe(404);

    const published = await send('PUT', `/questionnaires/${draft.id}`, { ...DRAFT, questions: draft.questions, active: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().questions).toEqual(draft.questions);
    const [meals, food] = draft.questions;
    const pass = await ctx.app.inject({
      method: 'POST',
      url: `/gw/questionnaires/${draft.id}/answers`,
      headers: client,
      payload: { answers: [{ question_id: meals.id, value: '2' }, { question_id: food.id, value: ['Рыба'] }] },
    });
    expect(pass.statusCode).toBe(201);
  });

  it('keeps the passes readable: answered questions, their kinds and chosen options stay', async () => {
    const { data } = (await get('/questionnaires?perPage=100&sort=title&order=ASC', admin)).json();
    const { id } = data.find((row: { title: string }) => row.title === 'Анкета о питании');
    const full = (await get(`/questionnaires/${id}/full`, admin)).json();
    const [meals, food, allergy] = full.questions;
    const passedBefore = (await get(`/questionnaires/${id}/passed`, client)).json();
    const body = (questions: unknown[]) => ({ title: full.title, description: full.description, active: true, questions });

    const removed = await send('PUT', `/questionnaires/${id}`, body([meals, allergy]));
    expect(removed.json().errors).toEqual({ questions: 'На удалённый вопрос уже отвечали: его нельзя удалить' });
    const kind = await send('PUT', `/questionnaires/${id}`, body([{ ...meals, kind: 'multiple' }, food, allergy]));
    expect(kind.json().errors).toEqual({ 'questions.0.kind': 'На вопрос уже отвечали: его тип нельзя изменить' });
    const option = await send('PUT', `/questionnaires/${id}`, body([{ ...meals, options: ['1', 'Два', '3+'] }, food, allergy]));
    expect(option.json().errors).toEqual({ 'questions.0.options': 'Этот вариант уже выбирали в ответах: его нельзя удалить или изменить' });
    expect((await get(`/questionnaires/${id}/full`, admin)).json()).toEqual(full);

    // rewording, new options and questions, moving, flags and dropping an unanswered question are fine
    const added = { text: 'Пьёте ли вы кофе?', kind: 'single', options: ['Да', 'Нет'], required: true };
    const rewritten = await send('PUT', `/questionnaires/${id}`, body([added, { ...food, text: 'Что вы едите чаще всего?', options: ['Рыба', 'Мясо', 'Овощи', 'Фрукты'], required: true }, meals]));
    expect(rewritten.statusCode).toBe(200);
    const questions = rewritten.json().questions;
    expect(questions.map((q: { id: string }) => q.id).slice(1)).toEqual([food.id, meals.id]);
    expect(questions[0].id).toMatch(/^q-/);
    expect((await get(`/questionnaires/${id}/passed`, client)).json()).toEqual(passedBefore);
    const clientId = passedBefore.client_id;
    const pdf = await get(`/questionnaires/${id}/users/${clientId}/pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    const passes = (await get(`/questionnaires/${id}/passes`, admin)).json();
    expect(passes).toEqual([expect.objectContaining({ client_id: clientId, passes: 1 })]);
  });
});
