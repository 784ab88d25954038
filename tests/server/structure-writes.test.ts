import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

/** G10's node writes (POST, PUT, DELETE /issues/{id}) and G9's agent move, per role, with their audit rows. */
let ctx: TestContext;
type Headers = { authorization: string };
let admin: Headers;
let partnerAdmin: Headers;
let agentAdmin: Headers;
let agent: Headers;
let alpha: string;
let beta: string;
let moscow: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  [admin, partnerAdmin, agentAdmin, agent] = await Promise.all(['admin', 'partner-admin', 'agent-admin', 'agent'].map((login) => authAs(ctx.app, login)));
  const db = ctx.database.db;
  const partnerOf = async (name: string) => (await db.selectFrom('partners').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  [alpha, beta] = await Promise.all([partnerOf('Альфа Продажи'), partnerOf('Бета Партнер')]);
  moscow = (await db.selectFrom('subdivisions').select('id').where('partner_id', '=', alpha).where('name', '=', 'Москва').executeTakeFirstOrThrow()).id;
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });
const auditOf = (recordId: string) =>
  ctx.database.db.selectFrom('audit_log').select(['resource', 'action', 'changes', 'user_id']).where('record_id', '=', recordId).orderBy('created_at').orderBy('id').execute();
const agentIdOf = async (login: string) =>
  (await ctx.database.db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select('agents.id').where('users.login', '=', login).executeTakeFirstOrThrow()).id;

describe('structure nodes (G10 writes)', () => {
  it('a partner admin adds, renames, moves and deletes its own partner’s nodes, each change audited', async () => {
    const top = await call('POST', `/issues/${alpha}`, partnerAdmin, { name: '  Восток  ' });
    expect(top.statusCode).toBe(201);
    expect(top.json()).toMatchObject({ name: 'Восток', parent_id: null, partner_id: alpha });
    const child = await call('POST', `/issues/${top.json().id}`, partnerAdmin, { name: 'Владивосток' });
    expect(child.json()).toMatchObject({ parent_id: top.json().id, partner_id: alpha });

    const renamed = await call('PUT', `/issues/${child.json().id}`, partnerAdmin, { name: 'Хабаровск' });
    expect(renamed.json()).toMatchObject({ name: 'Хабаровск', parent_id: top.json().id });
    const moved = await call('PUT', `/issues/${child.json().id}`, partnerAdmin, { parent_id: moscow });
    expect(moved.json()).toMatchObject({ name: 'Хабаровск', parent_id: moscow });

    const tree = (await call('GET', '/issues/structure', partnerAdmin)).json();
    const moscowNode = tree[0].subdivisions.find((node: { id: string }) => node.id === moscow);
    expect(moscowNode.children.map((node: { name: string }) => node.name)).toContain('Хабаровск');

    expect((await call('DELETE', `/issues/${child.json().id}`, partnerAdmin)).json()).toMatchObject({ id: child.json().id });
    expect((await call('DELETE', `/issues/${top.json().id}`, partnerAdmin)).statusCode).toBe(200);
    expect(await ctx.database.db.selectFrom('subdivisions').select('id').where('id', 'in', [top.json().id, child.json().id]).execute()).toEqual([]);

    const trail = await auditOf(child.json().id);
    expect(trail.map((row) => `${row.resource} ${row.action}`)).toEqual(['subdivisions create', 'subdivisions update', 'subdivisions update', 'subdivisions delete']);
    expect(trail[1]!.changes).toMatchObject({ name: { before: 'Владивосток', after: 'Хабаровск' } });
    expect(trail[2]!.changes).toMatchObject({ parent_id: { before: top.json().id, after: moscow } });
    expect(trail[0]!.user_id).not.toBeNull();
  });

  it('refuses another partner’s nodes to a partner admin (403), and the writes to agents and agent admins', async () => {
    const foreign = (await call('POST', `/issues/${beta}`, admin, { name: 'Бета Север' })).json();
    expect(foreign.partner_id).toBe(beta);
    expect((await call('POST', `/issues/${beta}`, partnerAdmin, { name: 'Чужой' })).statusCode).toBe(403);
    expect((await call('POST', `/issues/${foreign.id}`, partnerAdmin, { name: 'Чужой' })).statusCode).toBe(403);
    expect((await call('PUT', `/issues/${foreign.id}`, partnerAdmin, { name: 'Чужой' })).statusCode).toBe(403);
    expect((await call('DELETE', `/issues/${foreign.id}`, partnerAdmin)).statusCode).toBe(403);
    for (const headers of [agentAdmin, agent]) {
      expect((await call('POST', `/issues/${alpha}`, headers, { name: 'Нельзя' })).statusCode).toBe(403);
      expect((await call('PUT', `/issues/${moscow}`, headers, { name: 'Нельзя' })).statusCode).toBe(403);
      expect((await call('DELETE', `/issues/${moscow}`, headers)).statusCode).toBe(403);
    }
    expect((await call('PUT', `/issues/${foreign.id}`, admin, { name: 'Бета Юг' })).json()).toMatchObject({ name: 'Бета Юг' });
    expect(await auditOf(foreign.id)).toHaveLength(2);
  });

  it('answers bad input with the field and its problem, in the caller’s language', async () => {
    const blank = await call('POST', `/issues/${alpha}`, partnerAdmin, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ name: 'Введите название подразделения' });
    const english = await ctx.app.inject({ method: 'PUT', url: `/gw/issues/${moscow}`, headers: { ...partnerAdmin, 'accept-language': 'en' }, payload: {} });
    expect(english.json().errors).toEqual({ name: 'Give the subdivision a new name or a new place' });
    const foreignParent = (await call('POST', `/issues/${beta}`, admin, { name: 'Бета Центр' })).json();
    const across = await call('PUT', `/issues/${moscow}`, admin, { parent_id: foreignParent.id });
    expect(across.statusCode).toBe(400);
    expect(across.json().errors).toEqual({ parent_id: 'Подразделение можно поместить только в подразделение того же партнера' });
    expect((await call('PUT', `/issues/${moscow}`, admin, { parent_id: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await call('POST', `/issues/${crypto.randomUUID()}`, admin, { name: 'Нигде' })).statusCode).toBe(404);
    expect((await call('PUT', `/issues/${crypto.randomUUID()}`, partnerAdmin, { name: 'Нигде' })).statusCode).toBe(404);
    expect((await call('DELETE', `/issues/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
  });

  it('refuses a move that closes a cycle: under itself or under a node below it', async () => {
    const upper = (await call('POST', `/issues/${alpha}`, admin, { name: 'Верх' })).json();
    const middle = (await call('POST', `/issues/${upper.id}`, admin, { name: 'Середина' })).json();
    const lower = (await call('POST', `/issues/${middle.id}`, admin, { name: 'Низ' })).json();
    for (const parent of [upper.id, middle.id, lower.id]) {
      const reply = await call('PUT', `/issues/${upper.id}`, partnerAdmin, { parent_id: parent });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors).toEqual({ parent_id: 'Подразделение нельзя поместить в него самого или во вложенное в него подразделение' });
    }
    // two opposite moves at once: one wins, the other sees the result and is refused
    const [a, b] = await Promise.all([
      call('PUT', `/issues/${middle.id}`, admin, { parent_id: null }),
      call('PUT', `/issues/${lower.id}`, admin, { parent_id: null }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [x, y] = await Promise.all([
      call('PUT', `/issues/${middle.id}`, admin, { parent_id: lower.id }),
      call('PUT', `/issues/${lower.id}`, admin, { parent_id: middle.id }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 400]);
  });

  it('refuses to delete a node that still holds subdivisions or agents (409)', async () => {
    const parent = (await call('POST', `/issues/${alpha}`, admin, { name: 'Родитель' })).json();
    await call('POST', `/issues/${parent.id}`, admin, { name: 'Ребенок' });
    const withChild = await call('DELETE', `/issues/${parent.id}`, partnerAdmin);
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json().message).toBe('В подразделении есть вложенные подразделения: сначала перенесите или удалите их');
    const withAgents = await call('DELETE', `/issues/${moscow}`, partnerAdmin);
    expect(withAgents.statusCode).toBe(409);
    expect(withAgents.json().message).toBe('В подразделении есть агенты: сначала переведите их в другое подразделение');
    expect(await auditOf(moscow)).toEqual([]);
  });
});

describe('an agent’s move between subdivisions (G9)', () => {
  it('is audited in the move’s transaction; a subdivision of another partner is refused and leaves no row', async () => {
    const own = await agentIdOf('agent-brutto');
    const target = (await call('POST', `/issues/${alpha}`, admin, { name: 'Новый отдел' })).json();
    const moved = await call('POST', `/subdivisions/agent/${own}`, partnerAdmin, { subdivision_id: target.id });
    expect(moved.json().subdivision).toEqual({ id: target.id, name: 'Новый отдел' });
    const [row] = await auditOf(own);
    expect(row).toMatchObject({ resource: 'agents', action: 'update' });
    expect((row!.changes as Record<string, { after: unknown }>).subdivision_id!.after).toBe(target.id);

    const foreign = (await call('POST', `/issues/${beta}`, admin, { name: 'Бета Запад' })).json();
    const refused = await call('POST', `/subdivisions/agent/${own}`, admin, { subdivision_id: foreign.id });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['subdivision_id']);
    expect(await auditOf(own)).toHaveLength(1);
    expect((await call('POST', `/subdivisions/agent/${own}`, agent, { subdivision_id: null })).statusCode).toBe(403);
  });
});
