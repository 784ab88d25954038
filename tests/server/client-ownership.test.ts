import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

/** ACC-1: a client becomes an agent's by a sale that counts (ACTIVE or paid), never by an unpaid sale to its phone. */
let ctx: TestContext;
let admin: Record<string, string>;
let otherSeller: Record<string, string>;
let client: { id: string; name: string; phone: string; email: string };
let questionnaireId: string;
let saleId: string;
const fx = saleFixtures(() => ctx);
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  const partner = await db().insertInto('partners').values({ name: 'Партнёр Б', type: null, reward: 0, parent_id: null }).returning('id').executeTakeFirstOrThrow();
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/gw/agents',
    headers: admin,
    payload: { name: 'Борис Чужой', login: 'agent-b', phone: '79110000001', email: 'agent-b@example.ru', role: ['AGENT'], partner_id: partner.id, password: 'secret-pass-1' },
  });
  expect(created.statusCode).toBe(201);
  otherSeller = await authAs(ctx.app, 'agent-b');
  client = await db()
    .selectFrom('clients')
    .innerJoin('users', 'users.id', 'clients.user_id')
    .select(['clients.id', 'clients.name', 'clients.phone', 'clients.email'])
    .where('users.login', '=', 'client')
    .$narrowType<{ phone: string; email: string }>()
    .executeTakeFirstOrThrow();
  const answered = await db().selectFrom('questionnaire_answers').select('questionnaire_id').where('client_id', '=', client.id).executeTakeFirstOrThrow();
  questionnaireId = answered.questionnaire_id;
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => ctx.app.inject({ method, url, headers: otherSeller, ...(payload ? { payload } : {}) });

/** Every client-scoped route, as the other partner's seller calls it. */
const clientRoutes = async () => {
  const calls = [
    () => call('GET', `/gw/clients/${client.id}`),
    () => call('PUT', `/gw/clients/${client.id}`, { name: client.name, email: 'taken-over@example.ru' }),
    () => call('GET', `/gw/comment/${client.id}`),
    () => call('POST', `/gw/comment/${client.id}`, { comment: 'чужой комментарий' }),
    () => call('POST', '/gw/api/questionnaire/getAllActiveOptions', { client_id: client.id }),
    () => call('GET', `/gw/questionnaires/user/${client.id}`),
    () => call('GET', `/gw/questionnaires/${questionnaireId}/users/${client.id}/pdf`),
    () => call('GET', `/gw/client/certificates?client_id=${client.id}`),
  ];
  const replies = [];
  for (const next of calls) replies.push(await next());
  return replies;
};

describe('client ownership (ACC-1)', () => {
  it("an unpaid sale to another partner's client reveals nothing of it and opens none of its routes", async () => {
    const rate = await fx.rate('BASIC');
    const sale = await fx.sell(otherSeller, { rate_id: rate.id, period: rate.period, send_sms: false, cost: rate.cost, client: { phone: `+${client.phone}`, name: 'Кто-то Другой' }, paymentType: 'AGENT' });
    expect(sale.statusCode).toBe(201);
    saleId = sale.json().id;
    expect(sale.json().client_id).toBe(client.id);
    expect(sale.body).not.toContain(client.name);
    expect(sale.body).not.toContain(client.email);

    const card = await call('GET', `/gw/certificates/${saleId}`);
    expect(card.statusCode).toBe(200);
    expect(card.json().client).toMatchObject({ name: 'Кто-то Другой', email: null });
    expect(card.body).not.toContain(client.email);
    const exist = await call('GET', `/gw/client/exist?phone=${client.phone}`);
    expect(exist.json()).toEqual({ exist: true, name: null });
    const check = await call('GET', `/gw/check/clients?phone=${client.phone}`);
    expect(check.json().data[0]).toMatchObject({ id: client.id, can_open: false });

    for (const res of await clientRoutes()) expect([res.raw.req.url, res.statusCode]).toEqual([res.raw.req.url, 403]);
    const stored = await db().selectFrom('clients').select(['name', 'email']).where('id', '=', client.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: client.name, email: client.email });
  });

  it('once the sale is paid, the client is the seller’s on every route (its questionnaires: those filled for its own certificates)', async () => {
    await db().updateTable('orders').set({ status: 'PAID', payed: true, pay_date: new Date() }).where('certificate_id', '=', saleId).execute();
    await db().updateTable('certificates').set({ status: 'ACTIVE', start_date: new Date(), finish_date: new Date(Date.now() + 365 * 24 * 3600 * 1000) }).where('id', '=', saleId).execute();
    const [card, update, ...rest] = await clientRoutes();
    expect(card.statusCode).toBe(200);
    expect(card.json().email).toBe(client.email);
    expect(update.statusCode).toBe(200);
    // the client's answers were given for another seller's certificate (client-shared-data.test.ts): the PDF is 404
    const expected = (url = '', method = '') => (method === 'POST' && url.startsWith('/gw/comment') ? 201 : url.endsWith('/pdf') ? 404 : 200);
    for (const res of rest) expect([res.raw.req.url, res.statusCode]).toEqual([res.raw.req.url, expected(res.raw.req.url, res.raw.req.method)]);
    expect((await call('GET', `/gw/client/exist?phone=${client.phone}`)).json().name).toBe(client.name);
    expect((await call('GET', `/gw/check/clients?phone=${client.phone}`)).json().data[0].can_open).toBe(true);
  });
});
