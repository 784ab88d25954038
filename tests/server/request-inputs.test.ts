import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
});
afterAll(async () => ctx?.close());

const agentId = async () =>
  (
    await ctx.app.db
      .selectFrom('agents')
      .innerJoin('users', 'users.id', 'agents.user_id')
      .select('agents.id')
      .where('users.blocked', '=', false)
      .where('users.login', '=', 'agent-brutto')
      .executeTakeFirstOrThrow()
  ).id;

describe('requests without a body', () => {
  it('POST /agents/new/{id} without a body toggles the block, as with {}', async () => {
    const id = await agentId();
    const reply = await ctx.app.inject({ method: 'POST', url: `/gw/agents/new/${id}`, headers: admin });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ id, blocked: true });
    const again = await ctx.app.inject({ method: 'POST', url: `/gw/agents/new/${id}`, headers: { ...admin, ...json }, payload: '' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, blocked: false });
  });

  it('a DELETE with a JSON content type and an empty body is served', async () => {
    const created = await ctx.app.inject({ method: 'POST', url: '/gw/services', headers: admin, payload: { name: 'Удаляемая' } });
    expect(created.statusCode).toBe(201);
    const reply = await ctx.app.inject({ method: 'DELETE', url: `/gw/services/${created.json().id}`, headers: { ...admin, ...json }, payload: '' });
    expect(reply.statusCode).toBeLessThan(300);
  });

  it.each([
    ['ru', 'Тело запроса обязательно'],
    ['kk', 'Сұрау денесі міндетті'],
    ['en', 'The request body is required'],
  ])('a route that needs a body names the missing body plainly (%s)', async (language, message) => {
    for (const headers of [admin, { ...admin, ...json }]) {
      const reply = await ctx.app.inject({ method: 'POST', url: '/gw/services', headers: { ...headers, 'accept-language': language }, payload: '' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ message, code: 'E_VALIDATION' });
    }
  });

  it('broken JSON is still refused as broken JSON', async () => {
    const reply = await ctx.app.inject({ method: 'POST', url: '/gw/services', headers: { ...admin, ...json }, payload: '{"name": ' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Тело запроса не является корректным JSON');
  });
});

describe('NUL characters and values PostgreSQL refuses (class 22)', () => {
  it.each([
    ['POST /services', 'POST', '/gw/services', { name: 'a\u0000b' }, 'name'],
    ['POST /clients', 'POST', '/gw/clients', { name: 'Иван', phone: '+79990001122', email: 'x\u0000@example.com' }, 'email'],
    ['PUT /auth/profile', 'PUT', '/gw/auth/profile', { name: 'Админ\u0000', email: '' }, 'name'],
  ])('%s with a NUL in a string answers 400 on the field', async (_label, method, url, payload, field) => {
    const reply = await ctx.app.inject({ method: method as 'POST', url, headers: admin, payload });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual({ [field]: 'Недопустимый символ (NUL)' });
  });

  it('a NUL in a query string answers 400 on the parameter', async () => {
    const reply = await ctx.app.inject({ method: 'GET', url: '/gw/services?q=a%00b', headers: admin });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual({ q: 'Недопустимый символ (NUL)' });
  });

  it.each([
    ['/gw/certificates?finish_from=0000-01-01', 'finish_from'],
    ['/gw/certificates?finish_to=0000-12-31', 'finish_to'],
    ['/gw/auth/history/login?date_from=0000-01-01', 'date_from'],
  ])('the year 0000 in a date filter answers 400 on the field: %s', async (url, field) => {
    const reply = await ctx.app.inject({ method: 'GET', url, headers: admin });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'E_VALIDATION', errors: { [field]: 'Неверный формат' } });
  });
});
