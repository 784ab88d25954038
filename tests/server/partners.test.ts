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

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) {
  return ctx.app.inject({ method, url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });
}

describe('partners CRUD (G1, G2)', () => {
  it('creates, reads, lists with the parent, updates and deletes a partner', async () => {
    const parent = (await call('POST', '/partners', { name: 'Головной', type: 'AGENCY', reward: 5 })).json();
    const created = await call('POST', '/partners', { name: '  Дочерний  ', type: 'CPA', parent_id: parent.id });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Дочерний', type: 'CPA', reward: 0, parent: { id: parent.id, name: 'Головной' }, rates: [] });

    const list = await call('GET', '/partners?q=%D0%94%D0%BE%D1%87%D0%B5%D1%80');
    expect(list.json()).toMatchObject({ total: 1, data: [{ name: 'Дочерний', parent: { name: 'Головной' } }] });

    const id = created.json().id;
    const updated = await call('PUT', `/partners/${id}`, { name: 'Переименован', type: null, reward: 3.5 });
    expect(updated.json()).toMatchObject({ name: 'Переименован', type: null, reward: 3.5, parent: null });

    expect((await call('DELETE', `/partners/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/partners/${id}`)).statusCode).toBe(404);
  });

  it('refuses a blank name, an unknown parent and a cycle', async () => {
    expect((await call('POST', '/partners', { name: '   ' })).json().errors).toHaveProperty('name');
    const unknown = await call('POST', '/partners', { name: 'X', parent_id: MISSING_ID });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.parent_id).toBe('Родительский партнер не найден');
    const top = (await call('POST', '/partners', { name: 'Top' })).json();
    const child = (await call('POST', '/partners', { name: 'Child', parent_id: top.id })).json();
    const cycle = await call('PUT', `/partners/${top.id}`, { name: 'Top', parent_id: child.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().errors).toHaveProperty('parent_id');
  });

  it('refuses with 409 to delete a partner that agents or certificates refer to', async () => {
    const seeded = await ctx.app.db.selectFrom('agents').select('partner_id').where('partner_id', 'is not', null).executeTakeFirstOrThrow();
    const res = await call('DELETE', `/partners/${seeded.partner_id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('У партнера есть агенты или сертификаты, его нельзя удалить');
  });

  it('keeps GET /partners/all for pickers and answers the widget snippet with the id', async () => {
    const all = (await call('GET', '/partners/all')).json();
    expect(all.length).toBeGreaterThan(2);
    const widget = await call('GET', `/partners/widget/${all[0].id}`);
    expect(widget.json().widget_template).toContain(`data-partner="${all[0].id}"`);
    expect((await call('GET', `/partners/widget/${MISSING_ID}`)).statusCode).toBe(404);
  });

  it('is ADMIN only', async () => {
    const agent = await authAs(ctx.app, 'agent');
    expect((await call('GET', '/partners', undefined, agent)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/partners' })).statusCode).toBe(401);
  });
});

describe('partner tariffs (G3)', () => {
  it('attaches with commission and price, updates only the sent fields, and detaches', async () => {
    const partner = (await call('POST', '/partners', { name: 'Тарифный' })).json();
    const rate = await ctx.app.db.selectFrom('rates').select(['id', 'cost']).executeTakeFirstOrThrow();
    const attached = await call('POST', `/partners/${partner.id}/rates/attach`, { rates: [{ rate_id: rate.id, commission: 12.5, partner_price: 999.999 }] });
    expect(attached.statusCode).toBe(200);
    expect(attached.json()).toEqual([{ id: rate.id, name: expect.any(String), cost: Number(rate.cost), commission: 12.5, partner_price: 1000 }]);

    const changed = await call('POST', `/partners/${partner.id}/rates/attach`, { rates: [{ rate_id: rate.id, commission: 7 }] });
    expect(changed.json()[0]).toMatchObject({ commission: 7, partner_price: 1000 });
    expect((await call('GET', `/partners/${partner.id}`)).json().rates).toHaveLength(1);
    // the page's tariffs (a declared join, its commission and price read from the link row) as the attach answers them
    expect((await call('GET', `/partners/${partner.id}`)).json().rates).toEqual(changed.json());
    // a list row has no tariffs: they are the page's (`detail`)
    expect((await call('GET', '/partners?q=Тарифный')).json().data[0]).not.toHaveProperty('rates');

    expect((await call('POST', `/partners/${partner.id}/rates/detach`, { ids: [rate.id] })).json()).toEqual([]);
  });

  it('answers 400 for an unknown tariff, 404 for an unknown partner, 400 for a commission over 100', async () => {
    const partner = (await call('POST', '/partners', { name: 'Ошибочный' })).json();
    expect((await call('POST', `/partners/${partner.id}/rates/attach`, { rates: [{ rate_id: MISSING_ID }] })).statusCode).toBe(400);
    expect((await call('POST', `/partners/${MISSING_ID}/rates/attach`, { rates: [{ rate_id: MISSING_ID }] })).statusCode).toBe(404);
    const rate = await ctx.app.db.selectFrom('rates').select('id').executeTakeFirstOrThrow();
    expect((await call('POST', `/partners/${partner.id}/rates/attach`, { rates: [{ rate_id: rate.id, commission: 101 }] })).statusCode).toBe(400);
  });
});
