import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: Record<string, string>;
let client: Record<string, string>;
let agent: Record<string, string>;
let health: string;
let service: string;
let ownClientId: string;
let agentClientId: string;
let foreignClientId: string;

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url: `/gw${url}`, headers });
const answer = (id: string, answers: unknown, headers: Headers = client) => ctx.app.inject({ method: 'POST', url: `/gw/questionnaires/${id}/answers`, headers, payload: { answers } });

const VALID = [
  { question_id: 'health', value: 'Хорошее' },
  { question_id: 'chronic', value: ['Нет', 'Аллергия', 'Нет'] },
  { question_id: 'smoking', value: 'Нет' },
  { question_id: 'surgery', value: 'Нет' },
  { question_id: 'medicines', value: '  ' },
];

beforeAll(async () => {
  ctx = await buildTestApp();
  [admin, client, agent] = await Promise.all([authAs(ctx.app, 'admin'), authAs(ctx.app, 'client'), authAs(ctx.app, 'agent')]);
  const db = ctx.database.db;
  const rows = await db.selectFrom('questionnaires').select(['id', 'title']).orderBy('title').execute();
  health = rows.find((row) => row.title.includes('здоровья'))!.id;
  service = rows.find((row) => row.title.includes('обслуживания'))!.id;
  ownClientId = (await db.selectFrom('clients').innerJoin('users', 'users.id', 'clients.user_id').select('clients.id').where('users.login', '=', 'client').executeTakeFirstOrThrow()).id;
  const agentId = (await db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select('agents.id').where('users.login', '=', 'agent').executeTakeFirstOrThrow()).id;
  agentClientId = (
    await db
      .selectFrom('questionnaire_answers as qa')
      .innerJoin('certificates as c', 'c.client_id', 'qa.client_id')
      .where('c.agent_id', '=', agentId)
      // the demo client may hold one of the agent's certificates too; it must be another client
      .where('qa.client_id', '<>', ownClientId)
      // a client is the agent's through a sale that counts: an active certificate or a paid order (ACC-1)
      .where((eb) =>
        eb.or([
          eb('c.status', '=', 'ACTIVE'),
          eb.exists(eb.selectFrom('orders').select('orders.id').whereRef('orders.certificate_id', '=', 'c.id').where('orders.status', '=', 'PAID')),
        ]),
      )
      .select('qa.client_id')
      .executeTakeFirstOrThrow()
  ).client_id;
  foreignClientId = (
    await db
      .selectFrom('clients')
      .select('id')
      .where(({ exists, not, selectFrom }) => not(exists(selectFrom('certificates').select('id').whereRef('certificates.client_id', '=', 'clients.id').where('agent_id', '=', agentId))))
      .where('id', '<>', ownClientId)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => ctx?.close());

describe('questionnaires for the client cabinet (K7)', () => {
  it('lists the active questionnaires with the caller\'s latest pass and serves one with its questions', async () => {
    const list = await get('/questionnaires?sort=title&order=ASC', client);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(list.json().data.every((row: { passed_at: string | null }) => row.passed_at)).toBe(true);
    const full = await get(`/questionnaires/${health}/full`, client);
    expect(full.json().questions.map((q: { id: string }) => q.id)).toEqual(['health', 'chronic', 'smoking', 'surgery', 'medicines']);
    expect((await get(`/questionnaires/${health}/full`, admin)).statusCode).toBe(200);
    expect((await get('/questionnaires/00000000-0000-4000-8000-000000000000/full', client)).statusCode).toBe(404);
  });

  it('keeps every pass and answers with the latest one, normalised', async () => {
    const before = await get(`/questionnaires/${health}/passed`, client);
    expect(before.json().passed_at).not.toBeNull();
    const res = await answer(health, VALID);
    expect(res.statusCode).toBe(201);
    const passed = (await get(`/questionnaires/${health}/passed`, client)).json();
    expect(passed.client_id).toBe(ownClientId);
    expect(passed.passed_at).toBe(res.json().passed_at);
    expect(passed.answers).toEqual([
      { question_id: 'health', value: 'Хорошее' },
      { question_id: 'chronic', value: ['Аллергия', 'Нет'] },
      { question_id: 'smoking', value: 'Нет' },
      { question_id: 'surgery', value: 'Нет' },
    ]);
    const history = await ctx.database.db.selectFrom('questionnaire_answers').select('id').where('client_id', '=', ownClientId).where('questionnaire_id', '=', health).execute();
    expect(history.length).toBeGreaterThanOrEqual(3);
  });

  it('answers an empty pass for a questionnaire not passed yet', async () => {
    const res = await get(`/questionnaires/${service}/passed`, admin);
    expect(res.json()).toEqual({ questionnaire_id: service, client_id: null, answers: [], passed_at: null, certificate_id: null, shared: false, certificates: [] });
  });

  it('names every wrong answer after its question', async () => {
    const res = await answer(health, [
      { question_id: 'chronic', value: 'Нет' },
      { question_id: 'smoking', value: ['Нет', 'Да'] },
      { question_id: 'surgery', value: 'Может быть' },
      { question_id: 'medicines', value: 'x'.repeat(2001) },
      { question_id: 'ghost', value: 'a' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'answers.health': 'Ответьте на этот вопрос',
      'answers.chronic': 'Ответом должен быть список вариантов',
      'answers.smoking': 'Выберите один вариант ответа',
      'answers.surgery': 'Такого варианта ответа нет',
      'answers.medicines': 'Ответ слишком длинный (не больше 2000 символов)',
      'answers.ghost': 'Такого вопроса в анкете нет',
    });
    const twice = await answer(health, [...VALID, { question_id: 'health', value: 'Плохое' }]);
    expect(twice.json().errors).toEqual({ 'answers.health': 'На вопрос дано два ответа' });
    const optional = await answer(service, [{ question_id: 'rating', value: '5' }, { question_id: 'used', value: ['Другое', 'Сон'] }]);
    expect(optional.json().errors).toEqual({ 'answers.used': 'Такого варианта ответа нет' });
  });

  it('lets only a client answer, and not an inactive questionnaire', async () => {
    expect((await answer(health, VALID, admin)).statusCode).toBe(403);
    await ctx.database.db.updateTable('questionnaires').set({ active: false }).where('id', '=', service).execute();
    expect((await answer(service, [{ question_id: 'rating', value: '5' }])).statusCode).toBe(404);
    expect((await get(`/questionnaires/${service}/full`, client)).statusCode).toBe(404);
    expect((await get(`/questionnaires/${service}/full`, admin)).statusCode).toBe(200);
    await ctx.database.db.updateTable('questionnaires').set({ active: true }).where('id', '=', service).execute();
  });
});

describe('questionnaires of a client card (E10)', () => {
  it('lists what a client passed for an admin, the client itself and the agent of its certificates', async () => {
    const mine = await get(`/questionnaires/user/${ownClientId}`, client);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((row: { id: string }) => row.id).sort()).toEqual([health, service].sort());
    expect((await get(`/questionnaires/user/${ownClientId}`, admin)).json()).toEqual(mine.json());
    const ofAgent = await get(`/questionnaires/user/${agentClientId}`, agent);
    expect(ofAgent.statusCode).toBe(200);
    expect(ofAgent.json()).toContainEqual(expect.objectContaining({ id: health, client_id: agentClientId }));
  });

  it('keeps other clients from a client and from an agent', async () => {
    expect((await get(`/questionnaires/user/${agentClientId}`, client)).statusCode).toBe(403);
    expect((await get(`/questionnaires/${health}/users/${agentClientId}/pdf`, client)).statusCode).toBe(403);
    expect((await get(`/questionnaires/user/${foreignClientId}`, agent)).statusCode).toBe(403);
    expect((await get(`/questionnaires/${health}/users/${foreignClientId}/pdf`, agent)).statusCode).toBe(403);
    expect((await get('/questionnaires/user/00000000-0000-4000-8000-000000000000', agent)).statusCode).toBe(404);
  });

  it('prints the answers as a real PDF named after the questionnaire and the client, with underscores', async () => {
    const { name } = await ctx.database.db.selectFrom('clients').select('name').where('id', '=', agentClientId).executeTakeFirstOrThrow();
    const res = await get(`/questionnaires/${health}/users/${agentClientId}/pdf`, agent);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const fileName = `Анкета о состоянии здоровья ${name}.pdf`.replace(/\s+/g, '_');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
    expect(res.headers['content-disposition']).not.toMatch(/filename="[^"]* /);
    expect((await get(`/questionnaires/${health}/users/${ownClientId}/pdf`, client)).statusCode).toBe(200);
  });

  it('answers 404 for a questionnaire the client did not pass', async () => {
    const { id } = await ctx.database.db.insertInto('clients').values({ name: 'Без анкет', phone: null, email: null, user_id: null, entity: null, address: null }).returning('id').executeTakeFirstOrThrow();
    expect((await get(`/questionnaires/user/${id}`, admin)).json()).toEqual([]);
    expect((await get(`/questionnaires/${health}/users/${id}/pdf`, admin)).statusCode).toBe(404);
  });
});
