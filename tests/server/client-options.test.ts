import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: Record<string, string>;
let agent: Record<string, string>;
let agentAdmin: Record<string, string>;
let ownClient: string;
let foreignClient: string;
let serviceId: string;

const ACTIVE = 'ACTIVE';
const MISSING = '00000000-0000-4000-8000-000000000000';

async function agentIdOf(login: string) {
  const row = await ctx.database.db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select('agents.id').where('users.login', '=', login).executeTakeFirstOrThrow();
  return row.id;
}

/** A client of the agent's active certificate, and one that no certificate of the agent (or agent-admin) touches. */
beforeAll(async () => {
  ctx = await buildTestApp();
  [admin, agent, agentAdmin] = await Promise.all(['admin', 'agent', 'agent-admin'].map((login) => authAs(ctx.app, login)));
  const db = ctx.database.db;
  const agentIds = [await agentIdOf('agent'), await agentIdOf('agent-admin')];
  const own = await db
    .selectFrom('certificates')
    .innerJoin('certificate_limits as l', 'l.certificate_id', 'certificates.id')
    .select('certificates.client_id')
    .where('certificates.agent_id', '=', agentIds[0])
    .where('certificates.status', '=', ACTIVE)
    .where('certificates.blocked', '=', false)
    .where('certificates.finish_date', '>', new Date())
    .executeTakeFirstOrThrow();
  ownClient = own.client_id!;
  foreignClient = (
    await db.insertInto('clients').values({ name: 'Чужой Клиент', phone: '79120000777', email: 'e9-foreign@example.ru', user_id: null, address: null, entity: null }).returning('id').executeTakeFirstOrThrow()
  ).id;
  serviceId = (await db.selectFrom('services').select('id').orderBy('name').executeTakeFirstOrThrow()).id;
});
afterAll(async () => ctx?.close());

const call = (method: 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/gw/api/questionnaire${url}`, headers, ...(payload ? { payload } : {}) });
const list = (clientId: string, headers: Record<string, string>) => call('POST', '/getAllActiveOptions', headers, { client_id: clientId });
const plain = (clientId: string, extra: object = {}) => ({ client_id: clientId, name: 'Личный юрист', description: 'По будням', limit: 3, unlimited: false, bot: null, ...extra });

describe('active options (E9)', () => {
  it("lists the tariff services of the client's active certificates with their limits", async () => {
    const res = await list(ownClient, admin);
    expect(res.statusCode).toBe(200);
    const tariff = res.json().filter((row: { kind: string }) => row.kind === 'tariff');
    expect(tariff.length).toBeGreaterThan(0);
    expect(tariff[0]).toMatchObject({ certificate: { id: expect.any(String), number: expect.stringMatching(/^\d{16}$/) }, author: null });
    for (const row of tariff) expect(row.unlimited).toBe(row.limit === null);
  });

  it('refuses a missing client id and answers 404 for an unknown client', async () => {
    expect((await call('POST', '/getAllActiveOptions', admin, {})).statusCode).toBe(400);
    expect((await list(MISSING, admin)).statusCode).toBe(404);
  });
});

describe('privilege services (E9, O6)', () => {
  it('lets an admin give one, lists it and takes it away', async () => {
    const created = await call('POST', '/createPrivilegeService', admin, plain(ownClient));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ kind: 'privilege', name: 'Личный юрист', description: 'По будням', limit: 3, unlimited: false, bot: null, used: null, author: { name: 'Администратор Демо' } });
    const listed = (await list(ownClient, admin)).json();
    // privileges come after the tariff services, newest first (the client may hold given ones already)
    const privileges = listed.filter((row: { kind: string }) => row.kind === 'privilege');
    expect(privileges[0]).toMatchObject({ kind: 'privilege', id: created.json().id });
    expect(listed.findIndex((row: { kind: string }) => row.kind === 'privilege')).toBe(listed.length - privileges.length);
    const removed = await call('DELETE', `/privilege/${created.json().id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().id).toBe(created.json().id);
    expect((await call('DELETE', `/privilege/${created.json().id}`, admin)).statusCode).toBe(404);
  });

  it('stores no limit for an unlimited one and keeps the catalogue service and the autobot mark', async () => {
    const res = await call('POST', '/createPrivilegeService', admin, { client_id: ownClient, service_id: serviceId, name: '  Бот  ', limit: 5, unlimited: true, bot: 'AUTOBOT' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ service_id: serviceId, name: 'Бот', description: null, limit: null, unlimited: true, bot: 'AUTOBOT' });
  });

  it('names the fields: the O6 texts for name and description, min 0 and required for the limit', async () => {
    const blank = await call('POST', '/createPrivilegeService', admin, { client_id: ownClient, name: '  ', limit: -1 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ limit: 'Значение должно быть не меньше 0' });
    const missing = await call('POST', '/createPrivilegeService', admin, { client_id: ownClient, name: ' ' });
    expect(missing.json().errors).toEqual({ name: 'Вы не ввели название услуги', description: 'Вы не ввели описание услуги', limit: 'Поле обязательно для заполнения' });
    const english = await ctx.app.inject({ method: 'POST', url: '/gw/api/questionnaire/createPrivilegeService', headers: { ...admin, 'accept-language': 'en' }, payload: { client_id: ownClient, unlimited: true, service_id: serviceId } });
    expect(english.json().errors).toEqual({ name: 'You did not enter the service name' });
    const unknown = await call('POST', '/createPrivilegeService', admin, plain(ownClient, { service_id: MISSING }));
    expect(unknown.json().errors).toEqual({ service_id: 'Не найдено' });
    expect((await call('POST', '/createPrivilegeService', admin, plain(ownClient, { bot: 'ROBOT' }))).statusCode).toBe(400);
  });

  it('scopes agents to the clients of their own certificates and lets only the admins give or take', async () => {
    expect((await list(ownClient, agent)).statusCode).toBe(200);
    expect((await list(foreignClient, agent)).statusCode).toBe(403);
    expect((await call('POST', '/createPrivilegeService', agent, plain(ownClient))).statusCode).toBe(403);
    expect((await call('POST', '/createPrivilegeService', agentAdmin, plain(foreignClient))).statusCode).toBe(403);
    const given = (await call('POST', '/createPrivilegeService', admin, plain(foreignClient))).json();
    expect((await call('DELETE', `/privilege/${given.id}`, agent)).statusCode).toBe(403);
    expect((await call('DELETE', `/privilege/${given.id}`, agentAdmin)).statusCode).toBe(403);
    expect((await list(foreignClient, admin)).json().map((row: { id: string }) => row.id)).toContain(given.id);
  });

  it("shows an agent only its own certificates' tariff services", async () => {
    const agentId = await agentIdOf('agent');
    const rows = (await list(ownClient, agent)).json() as { kind: string; certificate: { id: string } | null }[];
    const ids = rows.flatMap((row) => (row.kind === 'tariff' && row.certificate ? [row.certificate.id] : []));
    expect(ids.length).toBeGreaterThan(0);
    const owners = await ctx.database.db.selectFrom('certificates').select('agent_id').where('id', 'in', ids).execute();
    expect(owners.every((row) => row.agent_id === agentId)).toBe(true);
  });

  it('needs a signed-in user', async () => {
    expect((await call('POST', '/getAllActiveOptions', {}, { client_id: ownClient })).statusCode).toBe(401);
  });
});

describe('demo data', () => {
  it("gives the demo client's record privilege services, one of them an autobot", async () => {
    const db = ctx.database.db;
    const demo = await db.selectFrom('clients').innerJoin('users', 'users.id', 'clients.user_id').select('clients.id').where('users.login', '=', 'client').executeTakeFirstOrThrow();
    const rows = (await list(demo.id, admin)).json().filter((row: { kind: string }) => row.kind === 'privilege');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.some((row: { bot: string | null; unlimited: boolean }) => row.bot === 'AUTOBOT' && row.unlimited)).toBe(true);
  });
});
