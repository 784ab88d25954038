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

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url: `/gw${url}`, headers: admin, ...(payload ? { payload } : {}) });
}

describe('services CRUD as ADMIN (F6, F7)', () => {
  it('creates a service with the defaults of F7 and answers 201 with the record', async () => {
    const res = await call('POST', '/services', { name: '  Юрист онлайн  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Юрист онлайн',
      description: null,
      cost: 0,
      limit: 0,
      unit: null,
      solo: false,
      bot: null,
      options: { is_dinamic: false, max_limit: 0 },
    });
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes solo as 0/1, options, and reads the record back', async () => {
    const created = await call('POST', '/services', {
      name: 'Доставка документов',
      description: 'Курьер',
      cost: 1234.5,
      limit: 3,
      unit: 'VISIT',
      solo: 1,
      bot: 'AUTOBOT',
      options: { is_dinamic: true, max_limit: 10 },
    });
    expect(created.statusCode).toBe(201);
    const read = await call('GET', `/services/${created.json().id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ cost: 1234.5, limit: 3, unit: 'VISIT', solo: true, bot: 'AUTOBOT', options: { is_dinamic: true, max_limit: 10 } });
  });

  it('stores an unlimited service (no unit) with no count', async () => {
    const res = await call('POST', '/services', { name: 'Безлимитная', unit: null, limit: 5 });
    expect(res.json()).toMatchObject({ unit: null, limit: 0 });
  });

  it('takes a unit from the known units only: a typed word is refused under the field (issue 27)', async () => {
    const res = await call('POST', '/services', { name: 'Штучная', unit: 'консультация', limit: 5 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors ?? {})).toContain('unit');
  });

  it('PUT replaces the editable set: omitted optional fields go back to their defaults', async () => {
    const { id } = (await call('POST', '/services', { name: 'Старое', cost: 100, solo: true, unit: 'USE', limit: 2 })).json();
    const res = await call('PUT', `/services/${id}`, { name: 'Новое', cost: 200 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Новое', cost: 200, solo: false, unit: null, limit: 0 });
    expect(new Date(res.json().updated_at).getTime()).toBeGreaterThanOrEqual(new Date(res.json().created_at).getTime());
  });

  it('deletes by id and answers 404 afterwards', async () => {
    const { id } = (await call('POST', '/services', { name: 'Удаляемая' })).json();
    const deleted = await call('DELETE', `/services/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().id).toBe(id);
    expect((await call('GET', `/services/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/services/${id}`)).statusCode).toBe(404);
  });

  it('keeps a service a tariff still uses and answers 409 with the reason', async () => {
    const { id } = (await call('POST', '/services', { name: 'В тарифе' })).json();
    const db = ctx.database.db;
    const rate = await db.insertInto('rates').values({ name: 'Тариф', code_name: 'SVC-TEST', cost: 1 }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('rate_services').values({ rate_id: rate.id, service_id: id, limit: null, unit: null, description: null }).execute();
    const res = await call('DELETE', `/services/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Услуга используется в тарифах или сертификатах, ее нельзя удалить', code: 'E_CONFLICT' });
    expect((await call('GET', `/services/${id}`)).statusCode).toBe(200);
  });

  it('answers 404 with the error body for a missing id on read, replace and delete', async () => {
    for (const [method, payload] of [['GET'], ['PUT', { name: 'x' }], ['DELETE']] as const) {
      const res = await call(method, `/services/${MISSING_ID}`, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Не найдено', code: 'E_NOT_FOUND' });
    }
  });
});

describe('services validation', () => {
  it('names each wrong field with a Russian message', async () => {
    const res = await call('POST', '/services', { cost: -1, limit: 1.5, bot: 'ROBOT', solo: 'maybe' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'E_VALIDATION',
      errors: {
        name: 'Поле обязательно для заполнения',
        cost: 'Значение должно быть не меньше 0',
        limit: 'Неверный тип значения',
        bot: 'Недопустимое значение',
        solo: 'Неверный тип значения',
      },
    });
  });

  it('takes bot as F7 writes it (AUTOBOT or null, omitted = null) and refuses a boolean by name', async () => {
    for (const bot of [null, undefined]) {
      const res = await call('POST', '/services', { name: `Без бота ${String(bot)}`, ...(bot === undefined ? {} : { bot }) });
      expect(res.statusCode).toBe(201);
      expect(res.json().bot).toBeNull();
    }
    const res = await call('POST', '/services', { name: 'Булев бот', bot: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ bot: 'Недопустимое значение' });
  });

  it('refuses a blank name after trimming', async () => {
    const res = await call('POST', '/services', { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: 'Поле обязательно для заполнения' });
  });

  it('refuses unknown fields, also inside options', async () => {
    const res = await call('POST', '/services', { name: 'x', price: 1, options: { colour: 'red' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ price: 'Лишнее поле', 'options.colour': 'Лишнее поле' });
  });

  it('refuses too long texts and a negative max_limit', async () => {
    const res = await call('POST', '/services', { name: 'n'.repeat(256), description: 'd'.repeat(2001), options: { max_limit: -1 } });
    expect(res.json().errors).toEqual({
      name: 'Значение слишком длинное (максимум 255)',
      description: 'Значение слишком длинное (максимум 2000)',
      'options.max_limit': 'Значение должно быть не меньше 0',
    });
  });

  it('refuses an id that is not a uuid', async () => {
    const res = await call('GET', '/services/42');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ id: 'Неверный идентификатор' });
  });

  it('answers in the language of Accept-Language', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/gw/services', headers: { ...admin, 'accept-language': 'en' }, payload: {} });
    expect(res.json().errors).toEqual({ name: 'This field is required' });
  });
});

describe('services access (matrix: ADMIN only, the additional services also for the option givers of E9)', () => {
  const routes = [
    ['GET', '/services'],
    ['GET', '/services/all'],
    ['GET', `/services/${MISSING_ID}`],
    ['POST', '/services'],
    ['PUT', `/services/${MISSING_ID}`],
    ['DELETE', `/services/${MISSING_ID}`],
  ] as const;

  it('refuses agents, clients and partners with 403', async () => {
    for (const login of ['agent', 'agent-admin', 'client', 'partner']) {
      const headers = await authAs(ctx.app, login);
      for (const [method, url] of routes) {
        const res = await ctx.app.inject({ method, url: `/gw${url}`, headers, payload: { name: 'x' } });
        expect(res.statusCode, `${login} ${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('E_FORBIDDEN');
      }
    }
  });

  it('lets agent-admins and partner-admins read the additional services only', async () => {
    for (const login of ['agent-admin', 'partner-admin']) {
      const headers = await authAs(ctx.app, login);
      expect((await ctx.app.inject({ method: 'GET', url: '/gw/services/additional', headers })).statusCode, login).toBe(200);
    }
    for (const login of ['agent', 'client', 'partner']) {
      const headers = await authAs(ctx.app, login);
      expect((await ctx.app.inject({ method: 'GET', url: '/gw/services/additional', headers })).statusCode, login).toBe(403);
    }
  });

  it('refuses anonymous calls with 401', async () => {
    for (const [method, url] of routes) {
      const res = await ctx.app.inject({ method, url: `/gw${url}`, payload: { name: 'x' } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
