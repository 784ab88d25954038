import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
let agent: { authorization: string };
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  agent = await authAs(ctx.app, 'agent');
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: { authorization: string }, payload?: object) =>
  ctx.app.inject({ method, url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });

describe('categories (M8)', () => {
  it('creates, lists, renames and deletes as the admin', async () => {
    const created = await call('POST', '/categories', admin, { name: '  First  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'First' });
    const list = (await call('GET', '/categories?q=fir', admin)).json();
    expect(list).toMatchObject({ total: 1, data: [{ name: 'First' }] });
    const renamed = await call('PUT', `/categories/${created.json().id}`, admin, { name: 'Second' });
    expect(renamed.json()).toMatchObject({ name: 'Second' });
    expect((await call('DELETE', `/categories/${created.json().id}`, admin)).statusCode).toBe(200);
  });

  it('refuses a taken name under the field and a blank one', async () => {
    await call('POST', '/categories', admin, { name: 'Taken' });
    const clash = await call('POST', '/categories', admin, { name: 'taken' });
    expect(clash.statusCode).toBe(409);
    expect(Object.keys(clash.json().errors)).toEqual(['name']);
    expect((await call('POST', '/categories', admin, { name: '   ' })).statusCode).toBe(400);
  });

  it('keeps a category a template has (409 in words)', async () => {
    const category = (await call('POST', '/categories', admin, { name: 'Медицина' })).json();
    await call('POST', '/template', admin, { name: 'Медицинский', category_id: category.id });
    const refused = await call('DELETE', `/categories/${category.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Категория есть у шаблонов, ее нельзя удалить');
  });

  it('is in the OpenAPI document', () => {
    const paths = (ctx.app.swagger() as { paths: Record<string, object> }).paths;
    expect(Object.keys(paths['/gw/categories'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/gw/categories/{id}'] ?? {})).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
  });

  it('refuses an agent', async () => {
    expect((await call('GET', '/categories', agent)).statusCode).toBe(403);
    expect((await call('POST', '/categories', agent, { name: 'Mine' })).statusCode).toBe(403);
  });
});
