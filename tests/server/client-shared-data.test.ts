import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

/**
 * Issue 23 (finding B): a seller that shares a client with other sellers reads the questionnaires filled for its own
 * certificates (or that the client shares), and the comments written within its own partner, never the others'.
 */
type Headers = Record<string, string>;
let ctx: TestContext;
let admin: Headers;
let agentA: Headers;
let agentB: Headers;
let client: Headers;
let clientId: string;
let phone: string;
let health: string;
let service: string;
let saleA: string;
let saleB: string;
let firstHealthAt: string;
const fx = saleFixtures(() => ctx);
const db = () => ctx.database.db;

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url: `/gw${url}`, headers });
const post = (url: string, headers: Headers, payload: object) => ctx.app.inject({ method: 'POST', url: `/gw${url}`, headers, payload });
const ANSWERS = {
  health: [
    { question_id: 'health', value: 'Хорошее' },
    { question_id: 'chronic', value: ['Нет'] },
    { question_id: 'smoking', value: 'Нет' },
    { question_id: 'surgery', value: 'Нет' },
  ],
  service: [{ question_id: 'rating', value: '5' }],
};
const answer = (id: string, extra: object = {}) => post(`/questionnaires/${id}/answers`, client, { answers: id === health ? ANSWERS.health : ANSWERS.service, ...extra });
const listed = async (headers: Headers) => {
  const res = await get(`/questionnaires/user/${clientId}`, headers);
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(res.json().map((row: { id: string; passed_at: string }) => [row.id, row.passed_at]));
};
const comments = async (headers: Headers) => {
  const res = await get(`/comment/${clientId}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json().map((row: { comment: string }) => row.comment).sort();
};

/** A sale of the cheapest tariff to the client's phone, paid: the client is then the seller's too (ACC-1). */
async function paidSale(headers: Headers): Promise<string> {
  const rate = await fx.rate('BASIC');
  const sale = await fx.sell(headers, { rate_id: rate.id, period: rate.period, send_sms: false, client: { phone: `+${phone}`, name: 'Кто-то' }, paymentType: 'AGENT' });
  expect([sale.statusCode, sale.body]).toEqual([201, expect.anything()]);
  const id: string = sale.json().id;
  expect(sale.json().client_id).toBe(clientId);
  await db().updateTable('orders').set({ status: 'PAID', payed: true, pay_date: new Date() }).where('certificate_id', '=', id).execute();
  await db().updateTable('certificates').set({ status: 'ACTIVE', start_date: new Date(), finish_date: new Date(Date.now() + 365 * 24 * 3600 * 1000) }).where('id', '=', id).execute();
  return id;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  [admin, agentA] = await Promise.all([authAs(ctx.app, 'admin'), authAs(ctx.app, 'agent')]);
  const partner = await db().insertInto('partners').values({ name: 'Партнёр Б', type: null, reward: 0, parent_id: null }).returning('id').executeTakeFirstOrThrow();
  const created = await post('/agents', admin, { name: 'Борис Чужой', login: 'agent-b', phone: '79110000002', email: 'agent-b@example.ru', role: ['AGENT'], partner_id: partner.id, password: 'secret-pass-1' });
  expect(created.statusCode).toBe(201);
  agentB = await authAs(ctx.app, 'agent-b');
  // a client with an account and nothing else yet: every certificate and pass of it is made here
  phone = '79990424242';
  const user = await db().insertInto('users').values({ name: 'Ева Общая', login: 'shared-client', phone, email: null, password_hash: null, roles: ['CLIENT'], partner_id: null, profile: '{}' }).returning('id').executeTakeFirstOrThrow();
  clientId = (await db().insertInto('clients').values({ user_id: user.id, name: 'Ева Общая', phone, email: 'eva@example.ru', entity: null, address: null }).returning('id').executeTakeFirstOrThrow()).id;
  client = await authAs(ctx.app, 'shared-client');
  const rows = await db().selectFrom('questionnaires').select(['id', 'title']).execute();
  health = rows.find((row) => row.title.includes('здоровья'))!.id;
  service = rows.find((row) => row.title.includes('обслуживания'))!.id;
  // agent A sells first; the client fills both questionnaires, then holding A's certificate only
  saleA = await paidSale(agentA);
  const first = await answer(health);
  expect(first.statusCode).toBe(201);
  firstHealthAt = first.json().passed_at;
  // one seller's certificates only: the pass is filled for its certificate without the client naming it
  expect(first.json().certificate_id).toBe(saleA);
  expect((await answer(service)).statusCode).toBe(201);
  expect((await post(`/comment/${clientId}`, agentA, { comment: 'A: просит перезвонить' })).statusCode).toBe(201);
});
afterAll(async () => ctx?.close());

describe("a client shared by sellers of two partners (issue 23)", () => {
  it("another partner's paid cheap sale opens the client, not the answers given for A's certificate", async () => {
    saleB = await paidSale(agentB);
    expect((await get(`/clients/${clientId}`, agentB)).statusCode).toBe(200);
    expect(await listed(agentB)).toEqual({});
    expect((await get(`/questionnaires/${health}/users/${clientId}/pdf`, agentB)).statusCode).toBe(404);
    expect((await get(`/questionnaires/${service}/users/${clientId}/pdf`, agentB)).statusCode).toBe(404);
    expect(Object.keys(await listed(agentA)).sort()).toEqual([health, service].sort());
    expect((await get(`/questionnaires/${health}/users/${clientId}/pdf`, agentA)).statusCode).toBe(200);
    expect(Object.keys(await listed(admin)).sort()).toEqual([health, service].sort());
  });

  it("nor A's partner's comments; each reads its own, the admin all", async () => {
    expect(await comments(agentB)).toEqual([]);
    expect((await post(`/comment/${clientId}`, agentB, { comment: 'B: свой комментарий' })).statusCode).toBe(201);
    expect(await comments(agentB)).toEqual(['B: свой комментарий']);
    expect(await comments(agentA)).toEqual(['A: просит перезвонить']);
    expect(await comments(admin)).toEqual(['A: просит перезвонить', 'B: свой комментарий']);
  });

  it('the client names the certificate it fills a questionnaire for: that seller reads the pass, the other keeps its own', async () => {
    const choices = (await get(`/questionnaires/${health}/passed`, client)).json();
    expect(choices.certificates.map((row: { id: string }) => row.id).sort()).toEqual([saleA, saleB].sort());
    expect(choices.certificate_id).toBe(saleA);

    const unnamed = await answer(health);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toEqual({ certificate_id: 'Выберите сертификат, для которого заполняете анкету' });
    const foreign = await db().selectFrom('certificates').select('id').where('client_id', '<>', clientId).executeTakeFirstOrThrow();
    expect((await answer(health, { certificate_id: foreign.id })).json().errors).toEqual({ certificate_id: 'Такого сертификата у вас нет' });

    const forB = await answer(health, { certificate_id: saleB });
    expect(forB.statusCode).toBe(201);
    expect(forB.json()).toMatchObject({ certificate_id: saleB, shared: false });
    expect(await listed(agentB)).toEqual({ [health]: forB.json().passed_at });
    expect((await get(`/questionnaires/${health}/users/${clientId}/pdf`, agentB)).statusCode).toBe(200);
    // A reads the pass filled for its certificate, not the newer one filled for B's
    expect((await listed(agentA))[health]).toBe(firstHealthAt);
    expect((await listed(admin))[health]).toBe(forB.json().passed_at);
  });

  it("a partner admin and an agent admin read what their branch's agents would; a plain colleague its partner's comments only", async () => {
    const partnerAdmin = await authAs(ctx.app, 'partner-admin');
    const agentAdmin = await authAs(ctx.app, 'agent-admin');
    const colleague = await authAs(ctx.app, 'agent-brutto');
    for (const headers of [partnerAdmin, agentAdmin, colleague]) await paidSale(headers);
    for (const headers of [partnerAdmin, agentAdmin]) {
      expect(await listed(headers)).toEqual({ [health]: firstHealthAt, [service]: expect.any(String) });
      expect((await get(`/questionnaires/${service}/users/${clientId}/pdf`, headers)).statusCode).toBe(200);
      expect(await comments(headers)).toEqual(['A: просит перезвонить']);
    }
    expect(await listed(colleague)).toEqual({});
    expect((await get(`/questionnaires/${service}/users/${clientId}/pdf`, colleague)).statusCode).toBe(404);
    expect(await comments(colleague)).toEqual(['A: просит перезвонить']);
  });

  it('a pass the client shares is read by every seller who may open the client', async () => {
    const shared = await answer(service, { certificate_id: saleA, shared: true });
    expect(shared.statusCode).toBe(201);
    expect(await listed(agentB)).toMatchObject({ [service]: shared.json().passed_at });
    expect((await get(`/questionnaires/${service}/users/${clientId}/pdf`, agentB)).statusCode).toBe(200);
    const none = await answer(service, { certificate_id: null });
    expect(none.json()).toMatchObject({ certificate_id: null, shared: false });
    // the shared pass stays the latest one B reads; the newer one is for nobody but the client and the admin
    expect((await listed(agentB))[service]).toBe(shared.json().passed_at);
    expect((await listed(admin))[service]).toBe(none.json().passed_at);
  });

  it("offers the newest certificate of each seller: a seller's second sale replaces its first among the choices", async () => {
    const second = await paidSale(agentA);
    const offered = (await get(`/questionnaires/${health}/passed`, client)).json().certificates.map((row: { id: string }) => row.id);
    expect(offered).toHaveLength(5);
    expect(offered[0]).toBe(second);
    expect(offered).not.toContain(saleA);
    expect((await answer(health, { certificate_id: saleA })).json().errors).toEqual({ certificate_id: 'Такого сертификата у вас нет' });
  });
});
