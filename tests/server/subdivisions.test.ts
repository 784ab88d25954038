import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
});
afterAll(async () => ctx?.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = admin) {
  return ctx.app.inject({ method, url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });
}

async function newPartner(name: string): Promise<string> {
  return (await call('POST', '/partners', { name })).json().id;
}

describe('subdivisions (G7)', () => {
  it('creates, replaces with PUT, patches only the sent fields and deletes', async () => {
    const partnerId = await newPartner('Подразделенный');
    const root = await call('POST', '/subdivisions', { name: 'Центр', partner_id: partnerId });
    expect(root.statusCode).toBe(201);
    expect(root.json()).toMatchObject({ name: 'Центр', partner: { id: partnerId, name: 'Подразделенный' }, parentId: null });
    const child = (await call('POST', '/subdivisions', { name: 'Филиал', partner_id: partnerId, parent_id: root.json().id })).json();
    expect(child.parentId).toBe(root.json().id);

    const patched = await call('PATCH', `/subdivisions/${child.id}`, { name: 'Филиал 2' });
    expect(patched.json()).toMatchObject({ name: 'Филиал 2', parent_id: root.json().id });
    const replaced = await call('PUT', `/subdivisions/${child.id}`, { name: 'Филиал 3', partner_id: partnerId });
    expect(replaced.json()).toMatchObject({ name: 'Филиал 3', parent_id: null });

    expect((await call('GET', `/subdivisions?partner_id=${partnerId}`)).json().total).toBe(2);
    expect((await call('DELETE', `/subdivisions/${child.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/subdivisions/${child.id}`)).statusCode).toBe(404);
  });

  it('refuses a parent of another partner, a cycle and a missing PUT field', async () => {
    const a = await newPartner('A');
    const b = await newPartner('B');
    const ofB = (await call('POST', '/subdivisions', { name: 'B1', partner_id: b })).json();
    const foreign = await call('POST', '/subdivisions', { name: 'A1', partner_id: a, parent_id: ofB.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty('parent_id');
    const child = (await call('POST', '/subdivisions', { name: 'B2', partner_id: b, parent_id: ofB.id })).json();
    expect((await call('PATCH', `/subdivisions/${ofB.id}`, { parent_id: child.id })).statusCode).toBe(400);
    expect((await call('PUT', `/subdivisions/${ofB.id}`, { name: 'B1' })).json().errors).toHaveProperty('partner_id');
  });

  it('leads /subdivisions/all with the localised no-subdivision entry', async () => {
    const ru = (await call('GET', '/subdivisions/all')).json();
    expect(ru[0]).toEqual({ id: null, name: 'Нет подразделения' });
    const en = await ctx.app.inject({ method: 'GET', url: '/gw/subdivisions/all', headers: { ...admin, 'accept-language': 'en' } });
    expect(en.json()[0]).toEqual({ id: null, name: 'No subdivision' });
  });

  it("shows a partner admin only its partner's subdivisions and nothing else", async () => {
    const partnerAdmin = await authAs(ctx.app, 'partner-admin');
    const own = await ctx.app.db
      .selectFrom('users')
      .innerJoin('agents', 'agents.user_id', 'users.id')
      .select('agents.partner_id')
      .where('users.login', '=', 'partner-admin')
      .executeTakeFirstOrThrow();
    const list = (await call('GET', '/subdivisions?perPage=100', undefined, partnerAdmin)).json();
    expect(list.total).toBeGreaterThan(0);
    expect(list.data.every((row: { partner_id: string }) => row.partner_id === own.partner_id)).toBe(true);
    const all = (await call('GET', '/subdivisions/all', undefined, partnerAdmin)).json();
    expect(all).toHaveLength(list.total + 1);
    expect((await call('POST', '/subdivisions', { name: 'X', partner_id: own.partner_id }, partnerAdmin)).statusCode).toBe(403);
    expect((await call('GET', '/subdivisions', undefined, await authAs(ctx.app, 'agent'))).statusCode).toBe(403);
  });
});
