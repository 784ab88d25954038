import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
let partnerAdmin: { authorization: string };
let partnerId: string;
let subdivisionIds: string[];

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  partnerAdmin = await authAs(ctx.app, 'partner-admin');
  const db = ctx.database.db;
  partnerId = (await db.selectFrom('partners').select('id').where('name', '=', 'Альфа Продажи').executeTakeFirstOrThrow()).id;
  subdivisionIds = (await db.selectFrom('subdivisions').select('id').where('partner_id', '=', partnerId).orderBy('name').execute()).map((row) => row.id);
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });

const newAgent = (suffix: string) => ({
  name: `Агент ${suffix}`,
  login: `agent-${suffix}`,
  phone: `+7 (912) 555-00-${suffix.padStart(2, '0').slice(-2)}`,
  email: `agent-${suffix}@example.ru`,
  password: 'agent-pass-2026',
  role: ['AGENT_ADMIN'],
  partner_id: partnerId,
  subdivision_id: subdivisionIds[0],
  type: 'BRUTTO',
  is_manager: true,
});

describe('agents CRUD', () => {
  it('creates the user and the agent together, with AGENT always among the roles, and the account can sign in', async () => {
    const res = await call('POST', '/agents', admin, newAgent('11'));
    expect(res.statusCode).toBe(201);
    const agent = res.json();
    expect(agent).toMatchObject({ name: 'Агент 11', login: 'agent-11', phone: '79125550011', roles: ['AGENT', 'AGENT_ADMIN'], type: 'BRUTTO', is_manager: true, blocked: false, partner: { id: partnerId, name: 'Альфа Продажи' } });
    expect(agent.subdivision.id).toBe(subdivisionIds[0]);
    const login = await ctx.app.inject({ method: 'POST', url: '/gw/auth/login', payload: { input: 'agent-11', password: 'agent-pass-2026', type: 'sales' } });
    expect(login.statusCode).toBe(200);
    expect((await call('GET', `/agents/${agent.id}`, admin)).json()).toEqual(agent);
  });

  it('lists with search, partner and subdivision filters and paging', async () => {
    const page = (await call('GET', '/agents?perPage=2', admin)).json();
    expect(page).toMatchObject({ page: 1, perPage: 2 });
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.data).toHaveLength(2);
    const found = (await call('GET', '/agents?q=agent-brutto', admin)).json();
    expect(found.data.map((a: { login: string }) => a.login)).toEqual(['agent-brutto']);
    const bySubdivision = (await call('GET', `/agents?subdivision_id=${subdivisionIds[0]}&partner_id=${partnerId}`, admin)).json();
    expect(bySubdivision.data.length).toBeGreaterThan(0);
    expect(bySubdivision.data.every((a: { subdivision_id: string }) => a.subdivision_id === subdivisionIds[0])).toBe(true);
  });

  it('answers 409 for each taken field at once, also on PUT', async () => {
    const taken = await call('POST', '/agents', admin, { ...newAgent('12'), login: 'AGENT', phone: '79000000002', email: 'Agent@demo.local' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ login: 'Этот логин уже занят', phone: 'Этот телефон уже используется', email: 'Этот email уже используется' });
    const created = (await call('POST', '/agents', admin, newAgent('13'))).json();
    const clash = await call('PUT', `/agents/${created.id}`, admin, { ...newAgent('13'), password: undefined, email: 'admin@demo.local' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ email: 'Этот email уже используется' });
  });

  it('validates name, phone, password and the subdivision with form texts', async () => {
    const bad = await call('POST', '/agents', admin, { ...newAgent('14'), name: ' ', phone: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ name: 'Вы не ввели ФИО агента', phone: 'Введите мобильный номер России или Казахстана: +7 (XXX) XXX-XX-XX' });
    const refused = {
      abc: 'Пароль должен быть не короче 8 символов',
      'has space': 'Пароль не должен содержать пробелы',
      password1: 'Этот пароль слишком распространен, придумайте другой',
      Qwerty123: 'Этот пароль слишком распространен, придумайте другой',
    };
    for (const [password, message] of Object.entries(refused)) {
      const res = await call('POST', '/agents', admin, { ...newAgent('14'), password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().errors).toEqual({ password: message });
    }
    const otherPartner = (await ctx.database.db.selectFrom('subdivisions').select('id').where('partner_id', '<>', partnerId).executeTakeFirstOrThrow()).id;
    const foreign = await call('POST', '/agents', admin, { ...newAgent('14'), subdivision_id: otherPartner });
    expect(foreign.json().errors).toEqual({ subdivision_id: 'Подразделение не принадлежит партнеру агента' });
    const role = await call('POST', '/agents', admin, { ...newAgent('14'), role: ['CLIENT'] });
    expect(role.statusCode).toBe(400);
  });

  it('PUT changes fields, roles and subdivision and keeps the password when none is sent', async () => {
    const created = (await call('POST', '/agents', admin, newAgent('15'))).json();
    const res = await call('PUT', `/agents/${created.id}`, admin, { ...newAgent('15'), password: '', name: 'Переименован', role: ['PARTNER_ADMIN'], subdivision_id: subdivisionIds[1], is_manager: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Переименован', roles: ['AGENT', 'PARTNER_ADMIN'], subdivision_id: subdivisionIds[1], is_manager: false });
    const login = await ctx.app.inject({ method: 'POST', url: '/gw/auth/login', payload: { input: 'agent-15', password: 'agent-pass-2026', type: 'sales' } });
    expect(login.statusCode).toBe(200);
    expect((await call('PUT', `/agents/${crypto.randomUUID()}`, admin, newAgent('16'))).statusCode).toBe(404);
  });

  it('is ADMIN only', async () => {
    const agent = await authAs(ctx.app, 'agent');
    expect((await call('GET', '/agents', agent)).statusCode).toBe(403);
    expect((await call('POST', '/agents', partnerAdmin, newAgent('17'))).statusCode).toBe(403);
  });
});

describe('agent block (POST /agents/new/{id})', () => {
  it('blocks: revokes the sessions and answers the roles; no body toggles back', async () => {
    const db = ctx.database.db;
    const brutto = await db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select(['agents.id', 'users.id as user_id']).where('users.login', '=', 'agent-brutto').executeTakeFirstOrThrow();
    const agentAuth = await authAs(ctx.app, 'agent-brutto');
    expect((await call('GET', '/auth/check', agentAuth)).statusCode).toBe(200);
    const blocked = await call('POST', `/agents/new/${brutto.id}`, admin, { blocked: true });
    expect(blocked.json()).toEqual({ id: brutto.id, roles: ['AGENT'], blocked: true });
    const open = await db.selectFrom('auth_sessions').select('id').where('user_id', '=', brutto.user_id).where('revoked_at', 'is', null).execute();
    expect(open).toEqual([]);
    expect((await call('GET', '/auth/check', agentAuth)).statusCode).toBe(401);
    const toggled = await ctx.app.inject({ method: 'POST', url: `/gw/agents/new/${brutto.id}`, headers: admin, payload: {} });
    expect(toggled.json()).toMatchObject({ blocked: false });
    expect((await call('POST', `/agents/new/${crypto.randomUUID()}`, admin, {})).statusCode).toBe(404);
  });
});

describe('agent subdivision (G9) and certificates', () => {
  it('PARTNER_ADMIN moves agents of its own partner only', async () => {
    const db = ctx.database.db;
    const own = (await db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select('agents.id').where('users.login', '=', 'agent').executeTakeFirstOrThrow()).id;
    const read = (await call('GET', `/subdivisions/agent/${own}`, partnerAdmin)).json();
    expect(read.partner.id).toBe(partnerId);
    const moved = await call('POST', `/subdivisions/agent/${own}`, partnerAdmin, { subdivision_id: subdivisionIds[2] });
    expect(moved.json().subdivision.id).toBe(subdivisionIds[2]);
    const stranger = (await call('POST', '/agents', admin, { ...newAgent('18'), partner_id: null, subdivision_id: null })).json();
    expect((await call('GET', `/subdivisions/agent/${stranger.id}`, partnerAdmin)).statusCode).toBe(403);
    expect((await call('GET', `/subdivisions/agent/${stranger.id}`, await authAs(ctx.app, 'agent-admin'))).statusCode).toBe(403);
  });

  it("lists an agent's certificates through the certificate list", async () => {
    const db = ctx.database.db;
    const own = (await db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select('agents.id').where('users.login', '=', 'agent').executeTakeFirstOrThrow()).id;
    const expected = await db.selectFrom('certificates').select((eb) => eb.fn.countAll<number>().as('n')).where('agent_id', '=', own).executeTakeFirstOrThrow();
    const page = (await call('GET', `/agents/${own}/certificates?perPage=5`, admin)).json();
    expect(page.total).toBe(Number(expected.n));
    expect(page.data.every((c: { agent: { id: string } | null }) => c.agent?.id === own)).toBe(true);
  });
});

describe('an agent’s promo codes (G8)', () => {
  it('names the codes its sales were made with, each once, on its own record only', async () => {
    const db = ctx.database.db;
    const agent = await db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select('agents.id').where('users.login', '=', 'agent').executeTakeFirstOrThrow();
    const sold = await db.selectFrom('certificates').select('id').where('agent_id', '=', agent.id).limit(3).execute();
    expect(sold.length).toBeGreaterThanOrEqual(2);
    const [spring, autumn] = await db
      .insertInto('promo_codes')
      .values([{ code: 'G8-SPRING', type: 'PERCENT', amount: 10 }, { code: 'G8-AUTUMN', type: 'FIX', amount: 500 }])
      .returning('id')
      .execute();
    await db.updateTable('certificates').set({ promo_code_id: spring!.id }).where('id', 'in', [sold[0]!.id, sold[1]!.id]).execute();
    if (sold[2]) await db.updateTable('certificates').set({ promo_code_id: autumn!.id }).where('id', '=', sold[2].id).execute();
    const record = (await call('GET', `/agents/${agent.id}`, admin)).json();
    expect(record.promoCodes).toEqual(sold[2] ? ['G8-AUTUMN', 'G8-SPRING'] : ['G8-SPRING']);
    const list = (await call('GET', '/agents?perPage=100', admin)).json();
    expect(list.data.find((row: { id: string }) => row.id === agent.id)).not.toHaveProperty('promoCodes');
  });
});
