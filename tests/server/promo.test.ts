import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDateTime } from '../../src/resources/declared/dateTime';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
let rateId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  rateId = (await ctx.app.db.selectFrom('rates').select('id').where('code_name', '=', 'BASIC').executeTakeFirstOrThrow()).id;
});
afterAll(async () => ctx?.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) {
  return ctx.app.inject({ method, url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });
}

const create = async (body: object) => {
  const res = await call('POST', '/promotional/codes', { type: 'FIX', amount: 100, ...body });
  expect(res.statusCode).toBe(201);
  return res.json();
};

describe('promo codes CRUD (H1, H2)', () => {
  it('creates with defaults, reads, replaces and deletes', async () => {
    const code = await create({ code: 'SPRING-25', type: 'PERCENT', amount: 25 });
    expect(code).toMatchObject({ code: 'SPRING-25', type: 'PERCENT', amount: 25, global: false, all_use: 0, used: 0, expires_at: null, rates: [] });
    const replaced = await call('PUT', `/promotional/codes/${code.id}`, { code: 'SPRING_30', type: 'FIX', amount: 300, global: true, all_use: 5, expires_at: '2030-01-01T00:00:00.000Z' });
    expect(replaced.json()).toMatchObject({ code: 'SPRING_30', amount: 300, global: true, all_use: 5, expires_at: '2030-01-01T00:00:00.000Z' });
    expect((await call('DELETE', `/promotional/codes/${code.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/promotional/codes/${code.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/promotional/codes/${MISSING_ID}`, { code: 'ABC', type: 'FIX', amount: 1 })).statusCode).toBe(404);
  });

  it('refuses a percent above 100, a non-positive amount and a malformed code, in Russian', async () => {
    const over = await call('POST', '/promotional/codes', { code: 'OVER', type: 'PERCENT', amount: 101 });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ amount: 'Скидка в процентах не может быть больше 100' });
    expect((await call('POST', '/promotional/codes', { code: 'ZERO', type: 'FIX', amount: 0 })).statusCode).toBe(400);
    const bad = await call('POST', '/promotional/codes', { code: 'a b', type: 'FIX', amount: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.code).toBe('Неверный формат');
    expect((await call('POST', '/promotional/codes', { code: 'FRAC', type: 'FIX', amount: 1, all_use: 1.5 })).statusCode).toBe(400);
  });

  it('answers 409 for a code taken in any case', async () => {
    await create({ code: 'Unique-Code' });
    const res = await call('POST', '/promotional/codes', { code: 'UNIQUE-code', type: 'FIX', amount: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ code: 'Такой промокод уже есть' });
  });

  it('lists with paging and search; /all filters unattached codes', async () => {
    const attached = await create({ code: 'LISTED-A' });
    await create({ code: 'LISTED-B' });
    await call('PUT', `/promotional/codes/${attached.id}/rates/attach`, { rateId });
    const page = (await call('GET', '/promotional/codes?q=listed&perPage=1')).json();
    expect(page).toMatchObject({ total: 2, perPage: 1, page: 1 });
    const unattached = (await call('GET', '/promotional/codes/all?unattached=true')).json().map((c: { code: string }) => c.code);
    expect(unattached).toContain('LISTED-B');
    expect(unattached).not.toContain('LISTED-A');
  });
});

// issue 27: "Действует до" was refused with 400 'Неверный формат' on create and edit: the form sent the picker's
// local 'YYYY-MM-DDTHH:mm' as typed, where the field takes an instant (date-time); the form now sends parseDateTime's
describe('a promo code that expires (H2)', () => {
  it('takes the expiry as the form sends it on create and edit, and stops offering the code once it passed', async () => {
    const until = parseDateTime('2030-01-31T23:59')!;
    const created = await call('POST', '/promotional/codes', { code: 'UNTIL-2030', type: 'FIX', amount: 100, global: true, expires_at: until });
    expect(created.statusCode).toBe(201);
    expect(created.json().expires_at).toBe(until);
    const usable = async () => (await call('GET', `/promotional/codes/rate/${rateId}`)).json().map((c: { code: string }) => c.code);
    expect(await usable()).toContain('UNTIL-2030');

    const passed = parseDateTime('2020-06-01T09:30')!;
    const edited = await call('PUT', `/promotional/codes/${created.json().id}`, { code: 'UNTIL-2030', type: 'FIX', amount: 100, global: true, expires_at: passed });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().expires_at).toBe(passed);
    expect(await usable()).not.toContain('UNTIL-2030');
  });

  it('refuses a time without its zone under the field, which no server can place in time', async () => {
    const res = await call('POST', '/promotional/codes', { code: 'NO-ZONE', type: 'FIX', amount: 1, expires_at: '2030-01-31T23:59' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['expires_at']);
  });
});

describe('promo codes and tariffs (H3)', () => {
  it('attaches and detaches a tariff', async () => {
    const code = await create({ code: 'LINKED' });
    const attached = await call('PUT', `/promotional/codes/${code.id}/rates/attach`, { rateId });
    expect(attached.json().rates).toEqual([{ id: rateId, name: 'Базовый' }]);
    expect((await call('PUT', `/promotional/codes/${code.id}/rates/detach`, { rateId })).json().rates).toEqual([]);
    expect((await call('PUT', `/promotional/codes/${code.id}/rates/attach`, { rateId: MISSING_ID })).statusCode).toBe(400);
  });

  it('lists the codes usable for a tariff: global or attached, not expired, not used up', async () => {
    const other = (await ctx.app.db.selectFrom('rates').select('id').where('code_name', '=', 'TRIAL').executeTakeFirstOrThrow()).id;
    const global = await create({ code: 'USE-GLOBAL', global: true });
    const mine = await create({ code: 'USE-MINE' });
    const foreign = await create({ code: 'USE-FOREIGN' });
    const expired = await create({ code: 'USE-EXPIRED', global: true, expires_at: '2020-01-01T00:00:00.000Z' });
    const usedUp = await create({ code: 'USE-USEDUP', global: true, all_use: 2 });
    await ctx.app.db.updateTable('promo_codes').set({ used: 2 }).where('id', '=', usedUp.id).execute();
    await call('PUT', `/promotional/codes/${mine.id}/rates/attach`, { rateId });
    await call('PUT', `/promotional/codes/${foreign.id}/rates/attach`, { rateId: other });
    const codes = (await call('GET', `/promotional/codes/rate/${rateId}`)).json().map((c: { id: string }) => c.id);
    expect(codes).toEqual(expect.arrayContaining([global.id, mine.id]));
    expect(codes).not.toContain(foreign.id);
    expect(codes).not.toContain(expired.id);
    expect(codes).not.toContain(usedUp.id);
  });

  it('generates 500 distinct codes attached to the tariff, distinct from existing ones', async () => {
    const res = await call('POST', `/promotional/codes/rate/${rateId}/generate`, { count: 500, type: 'PERCENT', amount: 10, all_use: 1, prefix: 'GEN-' });
    expect(res.statusCode).toBe(201);
    const codes: string[] = res.json().map((c: { code: string }) => c.code);
    expect(codes).toHaveLength(500);
    expect(new Set(codes.map((c) => c.toLowerCase())).size).toBe(500);
    expect(codes.every((c) => /^GEN-[A-Z0-9]{8}$/.test(c))).toBe(true);
    const links = await ctx.app.db.selectFrom('promo_code_rates').innerJoin('promo_codes', 'promo_codes.id', 'promo_code_id').select('code').where('rate_id', '=', rateId).where('code', 'like', 'GEN-%').execute();
    expect(links).toHaveLength(500);
    const over = await call('POST', `/promotional/codes/rate/${rateId}/generate`, { count: 1001, type: 'FIX', amount: 1 });
    expect(over.statusCode).toBe(400);
    expect((await call('POST', `/promotional/codes/rate/${MISSING_ID}/generate`, { count: 1, type: 'FIX', amount: 1 })).statusCode).toBe(404);
  });
});

describe('access (matrix: promo is ADMIN only)', () => {
  it('an agent gets 403 on reads and writes', async () => {
    const agent = await authAs(ctx.app, 'agent');
    const code = await create({ code: 'FORBIDDEN' });
    const body = { code: 'AGENT-TRY', type: 'FIX', amount: 1 };
    const calls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['GET', '/promotional/codes'],
      ['POST', '/promotional/codes', body],
      ['PUT', `/promotional/codes/${code.id}`, body],
      ['DELETE', `/promotional/codes/${code.id}`],
      ['PUT', `/promotional/codes/${code.id}/rates/attach`, { rateId }],
      ['PUT', `/promotional/codes/${code.id}/rates/detach`, { rateId }],
      ['POST', `/promotional/codes/rate/${rateId}/generate`, { count: 1, type: 'FIX', amount: 1 }],
    ];
    for (const [method, url, payload] of calls) expect((await call(method, url, payload, agent)).statusCode, `${method} ${url}`).toBe(403);
  });
});
