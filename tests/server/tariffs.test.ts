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

const create = async (body: object) => {
  const res = await call('POST', '/rates', { cost: 1000, ...body });
  expect(res.statusCode).toBe(201);
  return res.json();
};

describe('tariff CRUD as ADMIN (F1–F3)', () => {
  it('creates a tariff with defaults and reads it back with services and partners', async () => {
    const tariff = await create({ name: ' Семейный ', code_name: 'FAMILY', description: 'Для семьи', period: 6 });
    expect(tariff).toMatchObject({ name: 'Семейный', code_name: 'FAMILY', cost: 1000, period: 6, meter: false, min_meter: null, rate_type: 'DEFAULT', services: [], partners: [] });
    const read = await call('GET', `/rates/${tariff.id}`);
    expect(read.json()).toMatchObject({ id: tariff.id, template_id: null, partial_payment: false });
  });

  it('requires min_meter when meter is on, and drops it when meter is off', async () => {
    const refused = await call('POST', '/rates', { name: 'Метр', code_name: 'METER_A', cost: 1, meter: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ min_meter: 'Укажите минимальный метраж' });
    expect((await create({ name: 'Метр', code_name: 'METER_B', meter: true, min_meter: 15 })).min_meter).toBe(15);
    expect((await create({ name: 'Без метра', code_name: 'METER_C', meter: false, min_meter: 15 })).min_meter).toBeNull();
  });

  it('answers 409 with errors.code_name for a code taken in any case', async () => {
    await create({ name: 'Один', code_name: 'UNIQUE_ONE' });
    const res = await call('POST', '/rates', { name: 'Два', code_name: 'unique_one', cost: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ code_name: 'Тариф с таким кодом уже есть' });
  });

  it('validates with Russian messages and refuses unknown fields', async () => {
    const negative = await call('POST', '/rates', { name: 'X', code_name: 'X1', cost: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors.cost).toBe('Значение должно быть не меньше 0');
    const extra = await call('POST', '/rates', { name: 'X', code_name: 'X1', cost: 1, extra: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual({ extra: 'Лишнее поле' });
    const missing = await call('POST', '/rates', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.name).toBe('Поле обязательно для заполнения');
  });

  it('PUT replaces the fields and the partner set, keeping the prices of partners that stay', async () => {
    const partners = await ctx.app.db.selectFrom('partners').select('id').orderBy('name').limit(2).execute();
    const tariff = await create({ name: 'С партнерами', code_name: 'WITH_PARTNERS', partners: partners.map((p) => p.id) });
    expect(tariff.partners).toHaveLength(2);
    await call('POST', '/price', { partner_id: partners[0]!.id, rate_id: tariff.id, cost: 500 });
    const res = await call('PUT', `/rates/${tariff.id}`, { name: 'Новое имя', code_name: 'WITH_PARTNERS', cost: 2000, partners: [partners[0]!.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Новое имя', cost: 2000, partners: [{ id: partners[0]!.id, partner_price: 500 }] });
    expect((await call('PUT', `/rates/${MISSING_ID}`, { name: 'A', code_name: 'NOPE', cost: 1 })).statusCode).toBe(404);
  });

  it('lists newest first with paging and search', async () => {
    const res = await call('GET', '/rates?perPage=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(2);
    expect(body.total).toBeGreaterThan(5);
    expect(Date.parse(body.data[0].created_at)).toBeGreaterThanOrEqual(Date.parse(body.data[1].created_at));
    const found = await call('GET', '/rates?q=премиум');
    expect(found.json().data.map((row: { code_name: string }) => row.code_name)).toEqual(['PREMIUM']);
    expect(body.data[0]).not.toHaveProperty('partner_price');
  });

  it('deletes a tariff without certificates and refuses one with certificates (409)', async () => {
    const tariff = await create({ name: 'Удаляемый', code_name: 'TO_DELETE' });
    expect((await call('DELETE', `/rates/${tariff.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/rates/${tariff.id}`)).statusCode).toBe(404);
    const sold = await ctx.app.db.selectFrom('certificates').select('rate_id').where('rate_id', 'is not', null).executeTakeFirstOrThrow();
    const refused = await call('DELETE', `/rates/${sold.rate_id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('По тарифу выданы сертификаты, его нельзя удалить');
  });

  it('GET /rates/all still lists every tariff for the pickers', async () => {
    const res = await call('GET', '/rates/all');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((row: { code_name: string }) => row.code_name)).toContain('BASIC');
  });
});

describe('tariff clone (F3)', () => {
  it("names copies 'Копия <name>' with codes _COPY, _COPY2 and copies services and partner prices", async () => {
    const basic = await ctx.app.db.selectFrom('rates').select('id').where('code_name', '=', 'BASIC').executeTakeFirstOrThrow();
    const source = (await call('GET', `/rates/${basic.id}`)).json();
    const first = await call('POST', `/rates/clone/${basic.id}`);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Копия Базовый', code_name: 'BASIC_COPY', cost: source.cost });
    expect(first.json().services).toEqual(source.services);
    expect(first.json().partners).toEqual(source.partners);
    expect((await call('POST', `/rates/clone/${basic.id}`)).json().code_name).toBe('BASIC_COPY2');
    expect((await call('POST', `/rates/clone/${basic.id}`)).json().code_name).toBe('BASIC_COPY3');
    expect((await call('POST', `/rates/clone/${MISSING_ID}`)).statusCode).toBe(404);
  });
});
