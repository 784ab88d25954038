import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { dereferenced, openApiDocument } from './support/openapi';

let ctx: TestContext;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await buildTestApp();
  const headers = await authAs(ctx.app, 'admin');
  for (const [name, solo] of [['Каталожная Б', true], ['Каталожная А', true], ['Только в тарифе', false]] as const) {
    const res = await ctx.app.inject({ method: 'POST', url: '/gw/services', headers, payload: { name, solo, cost: 990, options: { max_limit: 7 } } });
    ids[name] = res.json().id;
  }
});
afterAll(async () => ctx?.close());

describe('public catalogue of services (K3)', () => {
  it('lists the services sold on their own to anonymous visitors, by name, paginated', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gw/catalog/services?q=каталож' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, perPage: 25, page: 1 });
    expect(res.json().data.map((s: { name: string }) => s.name)).toEqual(['Каталожная А', 'Каталожная Б']);
    const all = (await ctx.app.inject({ method: 'GET', url: '/gw/catalog/services?perPage=100' })).json();
    expect(all.data.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['Выезд нотариуса', 'Каталожная А']));
    expect(all.data.map((s: { name: string }) => s.name)).not.toContain('Только в тарифе');
    const second = await ctx.app.inject({ method: 'GET', url: '/gw/catalog/services?perPage=1&page=2&q=каталож' });
    expect(second.json()).toMatchObject({ total: 2, perPage: 1, page: 2, data: [{ name: 'Каталожная Б' }] });
  });

  it('shows only public fields', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/gw/catalog/services/${ids['Каталожная А']}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: ids['Каталожная А'], name: 'Каталожная А', description: null, cost: 990, limit: 0, unit: null, bot: null });
  });

  it('answers 404 for a service that is only sold within tariffs, and 400 for a bad id', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/gw/catalog/services/${ids['Только в тарифе']}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/catalog/services/abc' })).statusCode).toBe(400);
  });

  it('is readable by every signed-in role too', async () => {
    for (const login of ['client', 'agent', 'partner']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/gw/catalog/services', headers: await authAs(ctx.app, login) });
      expect(res.statusCode, login).toBe(200);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every services and catalogue route with its schemas', async () => {
    const doc = await openApiDocument(ctx.app);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/gw/services', '/gw/services/all', '/gw/services/additional', '/gw/services/{id}', '/gw/catalog/services', '/gw/catalog/services/{id}']),
    );
    expect(Object.keys(doc.paths['/gw/services/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(dereferenced(doc, doc.paths['/gw/services'].post.requestBody.content['application/json'].schema).required).toEqual(['name']);
    expect(doc.paths['/gw/services'].get.responses['200']).toBeDefined();
    expect(doc.paths['/gw/catalog/services'].get.security).toEqual([]);
  });
});
