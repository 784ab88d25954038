import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from './helper';
import { bearer, postLogin, signIn } from './auth-sign-in';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  await postLogin(ctx.app, 'agent', { password: 'wrong', ip: '10.30.0.1' });
  await postLogin(ctx.app, 'agent', { ip: '10.30.0.1' });
  await postLogin(ctx.app, 'ghost', { ip: '10.30.0.2' });
  adminToken = (await signIn(ctx.app, 'admin', { ip: '10.30.0.3' })).token;
});
afterAll(async () => ctx?.close());

const journal = (query = '', token = adminToken) =>
  ctx.app.inject({ method: 'GET', url: `/gw/auth/history/login${query}`, headers: bearer(token) });

describe('GET /gw/auth/history/login', () => {
  it('lists every attempt, newest first, with the user', async () => {
    const res = await journal();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, page: 1, perPage: 25 });
    expect(body.data.map((row: { input: string; success: boolean }) => [row.input, row.success])).toEqual([
      ['admin', true],
      ['ghost', false],
      ['agent', true],
      ['agent', false],
    ]);
    expect(body.data[0]).toEqual({
      id: expect.any(String),
      user: { id: expect.any(String), name: 'Администратор Демо' },
      input: 'admin',
      ip: '10.30.0.3',
      host: 'sales.example.test',
      success: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.data[1].user).toBeNull();
  });

  it('pages, orders and filters', async () => {
    const page = (await journal('?page=2&perPage=1&order=ASC')).json();
    expect(page).toMatchObject({ total: 4, page: 2, perPage: 1 });
    expect(page.data.map((row: { input: string; success: boolean }) => [row.input, row.success])).toEqual([['agent', true]]);

    const failures = (await journal('?success=false')).json();
    expect(failures.data.map((row: { input: string }) => row.input)).toEqual(['ghost', 'agent']);

    const byName = (await journal(`?q=${encodeURIComponent('Иван')}`)).json();
    expect(byName.total).toBe(2);
    const agentId = byName.data[0].user.id;
    expect((await journal(`?user_id=${agentId}`)).json().total).toBe(2);

    const today = new Date().toISOString().slice(0, 10);
    expect((await journal(`?date_from=${today}&date_to=${today}`)).json().total).toBe(4);
    expect((await journal('?date_to=2000-01-01')).json().total).toBe(0);
  });

  it('rejects malformed filters', async () => {
    const res = await journal('?user_id=nope&perPage=0&order=UP');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['order', 'perPage', 'user_id']);
  });

  it('is for administrators only', async () => {
    const { token } = await signIn(ctx.app, 'agent', { ip: '10.30.0.4' });
    const res = await journal('', token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Доступ к этому ресурсу ограничен', code: 'E_FORBIDDEN' });
  });
});
