import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { canAccess } from '../../common/access';
import { GADGETS_MIGRATION } from '../fixtures/declared-gadgets';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { openApiPath } from './support/route-urls';
import { dereferenced, openApiDocument } from './support/openapi';

// the throwaway resource joins the declared ones, as its line in common/resources/index.ts would add it
vi.mock('../../common/resources', async (original) => {
  const actual = await original<typeof import('../../common/resources')>();
  const { gadgets: fixture } = await import('../fixtures/declared-gadgets');
  return { DECLARED_RESOURCES: [...actual.DECLARED_RESOURCES, fixture] };
});

// the access matrix reads the same list as the SPA does, as summaries (common/resources/summaries.ts)
vi.mock('../../common/resources/summaries', async (original) => {
  const actual = await original<typeof import('../../common/resources/summaries')>();
  const { gadgets: fixture } = await import('../fixtures/declared-gadgets');
  return { ...actual, DECLARED_SUMMARIES: [...actual.DECLARED_SUMMARIES, fixture] };
});

// and its server module (a hook filling a computed field), as its line in server/resources/modules.ts would
vi.mock('../../server/resources/modules', async (original) => {
  const actual = await original<typeof import('../../server/resources/modules')>();
  const { gadgetsServer } = await import('../fixtures/declared-gadgets-server');
  return { RESOURCE_MODULES: [...actual.RESOURCE_MODULES, gadgetsServer] };
});

let ctx: TestContext;
let admin: { authorization: string };
let agent: { authorization: string };
let agentId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  await sql.raw(GADGETS_MIGRATION).execute(ctx.database.db);
  admin = await authAs(ctx.app, 'admin');
  agent = await authAs(ctx.app, 'agent');
  const agentRow = await ctx.app.db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id')
    .select('agents.id').where('users.login', '=', 'agent').executeTakeFirstOrThrow();
  agentId = agentRow.id;
});
afterAll(async () => ctx?.close());

const call = (headers: object, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/gw${url}`, headers: { ...headers }, ...(payload ? { payload } : {}) });

describe('a declared resource (tests/fixtures/declared-gadgets.ts)', () => {
  it('has its generated routes in the route table and the OpenAPI document, with operationIds and summaries', async () => {
    const doc = await openApiDocument(ctx.app);
    const routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/gw/gadgets'));
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      ['DELETE /gw/gadgets/:id', 'GET /gw/gadgets', 'GET /gw/gadgets/:id', 'POST /gw/gadgets', 'PUT /gw/gadgets/:id'],
    );
    for (const route of routes) {
      const operation = doc.paths[openApiPath(route.url)][route.method.toLowerCase()];
      expect(operation.operationId, route.url).toMatch(/^gadgets/);
      expect(operation.summary, route.url).toBeTruthy();
    }
    expect(dereferenced(doc, doc.paths['/gw/gadgets'].post.requestBody.content['application/json'].schema).additionalProperties).toBe(false);
  });

  it('takes its access row from the declaration, in the matrix both sides read', async () => {
    expect(canAccess({ roles: ['AGENT'] }, { resource: 'gadgets', action: 'list' })).toBe(true);
    expect(canAccess({ roles: ['AGENT'] }, { resource: 'gadgets', action: 'create' })).toBe(false);
    expect((await call(agent, 'GET', '/gadgets')).statusCode).toBe(200);
    expect((await call(agent, 'POST', '/gadgets', { title: 'x' })).statusCode).toBe(403);
    expect((await call({}, 'GET', '/gadgets')).statusCode).toBe(401);
  });

  it('creates, lists, searches, filters, replaces and deletes on Kysely with the list reply', async () => {
    const created = await call(admin, 'POST', '/gadgets', { title: '  Lamp ', price: 12.5, colour: 'BLUE', secret: 's' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Lamp', price: 12.5, stock: 0, colour: 'BLUE', active: true, notes: null, secret: 's' });
    await call(admin, 'POST', '/gadgets', { title: 'Chair', notes: 'wooden' });
    const list = (await call(admin, 'GET', '/gadgets?q=WOOD')).json();
    expect(list).toMatchObject({ total: 1, perPage: 10, page: 1, data: [{ title: 'Chair' }] });
    expect((await call(admin, 'GET', '/gadgets?colour=BLUE')).json().data.map((g: { title: string }) => g.title)).toEqual(['Lamp']);
    const { id } = created.json();
    const replaced = (await call(admin, 'PUT', `/gadgets/${id}`, { title: 'Lamp 2' })).json();
    // PUT replaces the editable set: what the admin (who may write it) leaves out takes its default
    expect(replaced).toMatchObject({ title: 'Lamp 2', price: 0, colour: 'RED', secret: null });
    expect((await call(admin, 'DELETE', `/gadgets/${id}`)).json().id).toBe(id);
    expect((await call(admin, 'GET', `/gadgets/${id}`)).statusCode).toBe(404);
  });

  it('keeps a field with its own roles from the others', async () => {
    const { id } = (await call(admin, 'POST', '/gadgets', { title: 'Safe', secret: 'code', price: 5, agent_id: agentId })).json();
    const read = (await call(agent, 'GET', `/gadgets/${id}`)).json();
    expect(read.title).toBe('Safe');
    expect(read).not.toHaveProperty('secret');
    // not the agent's to write: refused when sent, kept when left out
    expect((await call(agent, 'PUT', `/gadgets/${id}`, { title: 'Safe', price: 1 })).json().errors).toHaveProperty('price');
    expect((await call(agent, 'PUT', `/gadgets/${id}`, { title: 'Safe 2' })).json()).toMatchObject({ title: 'Safe 2', price: 5 });
  });

  it('lists, reads and changes only the records the owner rule gives the caller', async () => {
    const mine = (await call(admin, 'POST', '/gadgets', { title: 'Own', notes: 'owner-test', agent_id: agentId })).json();
    const theirs = (await call(admin, 'POST', '/gadgets', { title: 'Foreign', notes: 'owner-test' })).json();
    const titles = async (headers: object) =>
      (await call(headers, 'GET', '/gadgets?q=owner-test')).json().data.map((g: { title: string }) => g.title).sort();
    expect(await titles(admin)).toEqual(['Foreign', 'Own']);
    // filtered in the query: the total counts the agent's rows only
    expect(await titles(agent)).toEqual(['Own']);
    expect((await call(agent, 'GET', '/gadgets?q=owner-test')).json().total).toBe(1);
    expect((await call(agent, 'GET', `/gadgets?ids=${theirs.id}&ids=${mine.id}`)).json().data).toHaveLength(1);
    expect((await call(agent, 'GET', `/gadgets/${theirs.id}`)).statusCode).toBe(403);
    expect((await call(agent, 'PUT', `/gadgets/${theirs.id}`, { title: 'Taken' })).statusCode).toBe(403);
    expect((await call(agent, 'GET', `/gadgets/${mine.id}`)).statusCode).toBe(200);
  });

  it('answers the error contract with a message per field, in the asked language', async () => {
    const res = await ctx.app.inject({
      method: 'POST', url: '/gw/gadgets', headers: { ...admin, 'accept-language': 'en' },
      payload: { title: '   ', price: -1, colour: 'GREEN', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'E_VALIDATION',
      errors: { price: expect.any(String), colour: expect.any(String), extra: expect.any(String) },
    });
    const blank = await call(admin, 'POST', '/gadgets', { title: '   ' });
    expect(blank.json().errors).toEqual({ title: 'Поле обязательно для заполнения' });
  });

  it('answers joined records (one and many) and computed values, searches them, and keeps a hidden column out', async () => {
    const maker = await ctx.app.db.selectFrom('users').select(['id', 'name']).where('login', '=', 'admin').executeTakeFirstOrThrow();
    const rates = await ctx.app.db.selectFrom('rates').select(['id', 'name']).orderBy('name').limit(2).execute();
    const { id } = (await call(admin, 'POST', '/gadgets', { title: 'Joined', stock: 2 })).json();
    await ctx.app.db.updateTable('gadgets' as never).set({ maker_id: maker.id } as never).where('id' as never, '=', id as never).execute();
    await ctx.app.db.insertInto('gadget_rates' as never).values(rates.map((r) => ({ gadget_id: id, rate_id: r.id })) as never).execute();
    const one = (await call(admin, 'GET', `/gadgets/${id}`)).json();
    expect(one).toMatchObject({ maker: { id: maker.id, name: maker.name }, rates: rates.map((r) => ({ id: r.id, name: r.name })), in_stock: true });
    expect(one).not.toHaveProperty('maker_id');
    const byMaker = (await call(admin, 'GET', `/gadgets?q=${encodeURIComponent(maker.name)}`)).json();
    expect(byMaker.data.map((g: { id: string }) => g.id)).toEqual([id]);
    expect((await call(admin, 'GET', `/gadgets?q=${encodeURIComponent(rates[0]!.name)}`)).json().total).toBe(1);
    expect((await call(admin, 'GET', `/gadgets?maker_id=${maker.id}`)).json().data).toMatchObject([{ id, maker: { name: maker.name } }]);
    const plain = (await call(admin, 'POST', '/gadgets', { title: 'Plain' })).json();
    expect(plain).toMatchObject({ maker: null, rates: [], in_stock: false });
    // not a column to write: refused like any unknown field
    expect((await call(admin, 'POST', '/gadgets', { title: 'x', maker_id: maker.id })).statusCode).toBe(400);
    // the delete answers the record as it was, links and all
    expect((await call(admin, 'DELETE', `/gadgets/${id}`)).json().rates).toHaveLength(2);
    const doc = await openApiDocument(ctx.app);
    const record = dereferenced(doc, doc.paths['/gw/gadgets/{id}'].get.responses['200'].content['application/json'].schema);
    expect(Object.keys(record.properties)).toEqual(expect.arrayContaining(['maker', 'rates', 'in_stock']));
    expect(record.properties).not.toHaveProperty('maker_id');
  });

  it('answers 409 with the declared text under a unique field, in the asked language', async () => {
    await call(admin, 'POST', '/gadgets', { title: 'First', serial: 'SN-1' });
    const clash = await call(admin, 'POST', '/gadgets', { title: 'Second', serial: 'SN-1' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'E_CONFLICT', errors: { serial: 'Такое значение уже есть' } });
    const { id } = (await call(admin, 'POST', '/gadgets', { title: 'Third', serial: 'SN-3' })).json();
    const update = await ctx.app.inject({
      method: 'PUT', url: `/gw/gadgets/${id}`, headers: { ...admin, 'accept-language': 'en' }, payload: { title: 'Third', serial: 'SN-1' },
    });
    expect(update.statusCode).toBe(409);
    expect(update.json().errors).toEqual({ serial: 'This value is already taken' });
  });

  it('filters a date range by day, both days inclusive, and refuses a malformed day', async () => {
    await call(admin, 'POST', '/gadgets', { title: 'Old', notes: 'range-test', released_at: '2024-03-10T10:00:00.000Z' });
    await call(admin, 'POST', '/gadgets', { title: 'New', notes: 'range-test', released_at: '2024-03-12T10:00:00.000Z' });
    const titles = async (query: string) =>
      (await call(admin, 'GET', `/gadgets?q=range-test&${query}`)).json().data.map((g: { title: string }) => g.title).sort();
    expect(await titles('released_at_from=2024-03-10&released_at_to=2024-03-10')).toEqual(['Old']);
    expect(await titles('released_at_from=2024-03-11')).toEqual(['New']);
    expect(await titles('released_at_to=2024-03-12')).toEqual(['New', 'Old']);
    const bad = await call(admin, 'GET', '/gadgets?released_at_from=2024-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('released_at_from');
  });
});
