import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
let rateId: string;
let serviceIds: string[];
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  const rate = await ctx.app.db.insertInto('rates').values({ name: 'Пустой', code_name: 'EMPTY', cost: 100 }).returning('id').executeTakeFirstOrThrow();
  rateId = rate.id;
  serviceIds = (await ctx.app.db.selectFrom('services').select('id').orderBy('name').limit(3).execute()).map((s) => s.id);
});
afterAll(async () => ctx?.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) {
  return ctx.app.inject({ method, url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });
}

describe('tariff services (F5)', () => {
  it('attaches with defaults for description and unit, updates on re-attach, detaches', async () => {
    const [a, b] = serviceIds as [string, string];
    const attached = await call('POST', `/rates/${rateId}/services/attach`, { services: [{ id: a }, { id: b, limit: 3, unit: 'USE', description: 'Три раза', sort: 5 }] });
    expect(attached.statusCode).toBe(200);
    expect(attached.json()).toEqual([
      expect.objectContaining({ id: a, limit: null, unit: null, description: 'Нет описания', sort: 0, attached: true }),
      expect.objectContaining({ id: b, limit: 3, unit: 'USE', description: 'Три раза', sort: 5, attached: true }),
    ]);
    const updated = await call('POST', `/rates/${rateId}/services/attach`, { services: [{ id: a, limit: 7, unit: 'CONSULTATION', sort: 9 }] });
    expect(updated.json().find((s: { id: string }) => s.id === a)).toMatchObject({ limit: 7, unit: 'CONSULTATION', sort: 9 });
    const typed = await call('POST', `/rates/${rateId}/services/attach`, { services: [{ id: a, limit: 7, unit: 'шт' }] });
    expect(typed.statusCode).toBe(400);
    const detached = await call('POST', `/rates/${rateId}/services/detach`, { ids: [a] });
    expect(detached.json().map((s: { id: string }) => s.id)).toEqual([b]);
  });

  // no unit is null (unlimited), worded by the screens and the PDF, never a word in the unit's place (issue 27)
  it.each([
    ['kk', null, 'Сипаттамасы жоқ'],
    ['en', null, 'No description'],
  ])("writes 'Нет описания' in the caller's language and leaves no unit null (%s)", async (language, unit, description) => {
    const [, , c] = serviceIds as [string, string, string];
    const headers = { ...admin, 'accept-language': language };
    const attached = await call('POST', `/rates/${rateId}/services/attach`, { services: [{ id: c }] }, headers);
    expect(attached.json().find((s: { id: string }) => s.id === c)).toMatchObject({ unit, description });
    const card = await call('GET', `/rates/${rateId}`, undefined, headers);
    expect(card.json().services.find((s: { id: string }) => s.id === c)).toMatchObject({ unit, description });
    const shop = await call('GET', `/catalog/rates/${rateId}`, undefined, { 'accept-language': language } as unknown as typeof admin);
    if (shop.statusCode === 200) expect(shop.json().services.find((s: { id: string }) => s.id === c)).toMatchObject({ unit, description });
    await call('POST', `/rates/${rateId}/services/detach`, { ids: [c] });
  });

  it('sync replaces the whole set', async () => {
    const [, b, c] = serviceIds as [string, string, string];
    const res = await call('POST', `/rates/${rateId}/services/sync`, { services: [{ id: c, sort: 1 }] });
    expect(res.json().map((s: { id: string }) => s.id)).toEqual([c]);
    expect(res.json().some((s: { id: string }) => s.id === b)).toBe(false);
    expect((await call('POST', `/rates/${rateId}/services/sync`, { services: [] })).json()).toEqual([]);
  });

  it('refuses unknown services (400) and tariffs (404)', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/rates/${rateId}/services/attach`, { services: [{ id: unknown }] })).statusCode).toBe(400);
    expect((await call('POST', `/rates/${unknown}/services/detach`, { ids: [] })).statusCode).toBe(404);
  });
});

describe('partner price (F4, G3)', () => {
  it('upserts the price rounded to 2 decimals', async () => {
    const partner = await ctx.app.db.selectFrom('partners').select('id').executeTakeFirstOrThrow();
    const first = await call('POST', '/price', { partner_id: partner.id, rate_id: rateId, cost: 10.005 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ partner_price: 10.01 });
    const second = await call('POST', '/price', { partner_id: partner.id, rate_id: rateId, cost: 99.994 });
    expect(second.json()).toMatchObject({ partner_price: 99.99 });
    const rows = await ctx.app.db.selectFrom('rate_partners').select('partner_price').where('rate_id', '=', rateId).execute();
    expect(rows.map((r) => Number(r.partner_price))).toEqual([99.99]);
  });
});

describe('who sees partner prices (F1)', () => {
  it("a NETTO agent gets their partner's price, a BRUTTO agent none", async () => {
    const agent = await ctx.app.db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select(['agents.partner_id']).where('users.login', '=', 'agent').executeTakeFirstOrThrow();
    const expected = await ctx.app.db.selectFrom('rate_partners').innerJoin('rates', 'rates.id', 'rate_partners.rate_id').select('partner_price').where('rates.code_name', '=', 'BASIC').where('partner_id', '=', agent.partner_id!).executeTakeFirstOrThrow();
    const netto = (await call('GET', '/rates?q=BASIC', undefined, await authAs(ctx.app, 'agent'))).json();
    expect(netto.data[0].partner_price).toBe(Number(expected.partner_price));
    const brutto = await call('GET', '/rates?q=BASIC', undefined, await authAs(ctx.app, 'agent-brutto'));
    expect(brutto.statusCode).toBe(200);
    expect(brutto.json().data[0]).not.toHaveProperty('partner_price');
  });
});

describe('access (matrix: tariffs)', () => {
  it('an agent reads but gets 403 on every write', async () => {
    const agent = await authAs(ctx.app, 'agent');
    expect((await call('GET', `/rates/${rateId}`, undefined, agent)).statusCode).toBe(200);
    const body = { name: 'A', code_name: 'AGENT_TRY', cost: 1 };
    const writes: Array<['POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['POST', '/rates', body],
      ['PUT', `/rates/${rateId}`, body],
      ['DELETE', `/rates/${rateId}`],
      ['POST', `/rates/clone/${rateId}`],
      ['POST', '/price', { partner_id: rateId, rate_id: rateId, cost: 1 }],
      ['POST', `/rates/${rateId}/services/attach`, { services: [] }],
      ['POST', `/rates/${rateId}/services/detach`, { ids: [] }],
      ['POST', `/rates/${rateId}/services/sync`, { services: [] }],
    ];
    for (const [method, url, payload] of writes) expect((await call(method, url, payload, agent)).statusCode, `${method} ${url}`).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/rates' })).statusCode).toBe(401);
  });
});
