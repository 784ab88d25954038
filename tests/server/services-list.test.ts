import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
let seeded: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  seeded = (await ctx.database.db.selectFrom('services').select('id').execute()).length;
  for (const [name, cost, limit, solo] of [
    ['Zeta услуга', 300, 1, true],
    ['Alpha услуга', 100, 3, false],
    ['Mu услуга 100%', 200, 2, true],
  ] as const) {
    const res = await ctx.app.inject({ method: 'POST', url: '/gw/services', headers: admin, payload: { name, cost, limit, unit: 'USE', solo, description: `про ${name}` } });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(async () => ctx?.close());

async function list(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/gw/services?${query}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { id: string; name: string; cost: number }[]; total: number; perPage: number; page: number };
}

describe('GET /services (F6)', () => {
  it('answers page 1 of 30 by default, newest first', async () => {
    const reply = await list('');
    expect(reply).toMatchObject({ total: seeded + 3, perPage: 30, page: 1 });
    expect(reply.data[0].name).toBe('Mu услуга 100%');
  });

  it('pages with page and perPage', async () => {
    const first = await list('perPage=2&page=1&sort=name&order=ASC');
    const second = await list('perPage=2&page=2&sort=name&order=ASC');
    expect(first.data.map((s) => s.name)).toEqual(['Alpha услуга', 'Mu услуга 100%']);
    expect(second.data[0].name).toBe('Zeta услуга');
    expect(second).toMatchObject({ page: 2, perPage: 2, total: seeded + 3 });
    const beyond = await list('perPage=2&page=1000');
    expect(beyond).toMatchObject({ data: [], total: seeded + 3 });
  });

  it('sorts by cost and limit in both orders', async () => {
    const byCost = await list('q=услуга&sort=cost&order=DESC');
    expect(byCost.data.map((s) => s.cost)).toEqual([300, 200, 100]);
    const byLimit = await list('q=услуга&sort=limit&order=ASC');
    expect(byLimit.data.map((s) => s.name)).toEqual(['Zeta услуга', 'Mu услуга 100%', 'Alpha услуга']);
  });

  it('filters q over name and description, case-insensitively and literally', async () => {
    expect((await list('q=ALPHA')).data.map((s) => s.name)).toEqual(['Alpha услуга']);
    expect((await list('q=про%20zeta')).data.map((s) => s.name)).toEqual(['Zeta услуга']);
    expect((await list(`q=${encodeURIComponent('100%')}`)).total).toBe(1);
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(1);
    expect((await list('q=нет-такой')).total).toBe(0);
  });

  it('answers only the asked ids (react-admin getMany), one or several', async () => {
    const all = await list('sort=name&order=ASC&q=услуга');
    const ids = all.data.map((row) => row.id);
    expect((await list(`ids=${ids[0]}`)).data.map((s) => s.name)).toEqual(['Alpha услуга']);
    expect((await list(`ids=${ids[0]}&ids=${ids[2]}&sort=name&order=ASC`)).total).toBe(2);
  });

  it('refuses a bad page, page size, sort or order naming the parameter', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gw/services?page=0&perPage=1001&sort=price&order=up', headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      page: 'Значение должно быть не меньше 1',
      perPage: 'Значение должно быть не больше 1000',
      sort: 'Недопустимое значение',
      order: 'Недопустимое значение',
    });
  });
});

describe('lookups (F8)', () => {
  it('GET /services/all lists every service by name with picker fields only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gw/services/all', headers: admin });
    const rows = res.json() as Record<string, unknown>[];
    expect(rows).toHaveLength(seeded + 3);
    expect(Object.keys(rows[0]).sort()).toEqual(['cost', 'id', 'limit', 'name', 'unit']);
    const ours = rows.map((row) => String(row.name)).filter((name) => name.includes('услуга'));
    expect(ours).toEqual(['Alpha услуга', 'Mu услуга 100%', 'Zeta услуга']);
  });

  it('GET /services/additional lists the solo services by name', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gw/services/additional', headers: admin });
    const names: string[] = res.json().map((row: { name: string }) => row.name);
    expect(names.filter((name) => name.endsWith('услуга') || name.includes('100%'))).toEqual(['Mu услуга 100%', 'Zeta услуга']);
    expect(names).toContain('Выезд нотариуса');
    expect(names).not.toContain('Alpha услуга');
  });
});
