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

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: { authorization: string }, payload?: object) =>
  ctx.app.inject({ method, url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });

describe('templates (M8)', () => {
  it('refuses a category that does not exist under its field, not with a server error', async () => {
    const refused = await call('POST', '/template', admin, { name: 'Без категории', category_id: '00000000-0000-4000-8000-000000000000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { category_id: expect.any(String) } });
  });

  it('creates a template in a category, lists, filters, edits and deletes it', async () => {
    const category = (await call('POST', '/categories', admin, { name: 'Юристы' })).json();
    const created = await call('POST', '/template', admin, { name: '  Сертификат юриста ', category_id: category.id, body: 'Сертификат № {number} для {client}' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Сертификат юриста', orientation: 'LANDSCAPE', category: { id: category.id, name: 'Юристы' }, picture: null });
    const id = created.json().id;
    const list = (await call('GET', `/template?category_id=${category.id}`, admin)).json();
    expect(list).toMatchObject({ total: 1, data: [{ id, category: { name: 'Юристы' } }] });
    expect((await call('GET', '/template/all', admin)).json()).toEqual(expect.arrayContaining([{ id, name: 'Сертификат юриста' }]));
    const edited = await call('PUT', `/template/${id}`, admin, { name: 'Сертификат юриста', orientation: 'PORTRAIT', category_id: null });
    expect(edited.json()).toMatchObject({ orientation: 'PORTRAIT', category: null });
    expect((await call('DELETE', `/template/${id}`, admin)).statusCode).toBe(200);
  });

  it('answers a taken name, a blank name, an unknown placeholder and a wrong orientation under their fields', async () => {
    await call('POST', '/template', admin, { name: 'Основной' });
    const clash = await call('POST', '/template', admin, { name: 'основной' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ name: 'Шаблон с таким названием уже есть' });
    const blank = await call('POST', '/template', admin, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors)).toEqual(['name']);
    const placeholder = await call('POST', '/template', admin, { name: 'С ошибкой', body: 'Для {cliant}' });
    expect(placeholder.statusCode).toBe(400);
    expect(placeholder.json().errors).toEqual({ body: 'В тексте есть неизвестная подстановка в фигурных скобках: доступные перечислены под полем' });
    const orientation = await call('POST', '/template', admin, { name: 'Боком', orientation: 'SIDEWAYS' });
    expect(orientation.statusCode).toBe(400);
    expect(Object.keys(orientation.json().errors)).toEqual(['orientation']);
  });

  it('is for the admin only: 403 for every other role', async () => {
    for (const login of ['agent', 'agent-admin', 'partner-admin', 'client', 'partner']) {
      const headers = await authAs(ctx.app, login);
      expect((await call('GET', '/template', headers)).statusCode).toBe(403);
      expect((await call('GET', '/template/all', headers)).statusCode).toBe(403);
      expect((await call('POST', '/template', headers, { name: 'Чужой' })).statusCode).toBe(403);
      expect((await call('GET', '/categories', headers)).statusCode).toBe(403);
    }
  });
});
