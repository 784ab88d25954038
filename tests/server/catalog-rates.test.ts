import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

describe('public tariff catalogue (K3)', () => {
  it('lists tariffs without sign-in and without partner prices or internal fields, with or without the trailing slash', async () => {
    for (const url of ['/gw/catalog/rates', '/gw/catalog/rates/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(5);
      const first = res.json().data[0];
      expect(first).toMatchObject({ name: expect.any(String), cost: expect.any(Number), period: expect.any(Number) });
      expect(first).not.toHaveProperty('partner_price');
      expect(first).not.toHaveProperty('admin_comment');
      expect(first).not.toHaveProperty('code_name');
    }
  });

  it('shows one tariff with its services, and 404/400 for unknown or malformed ids', async () => {
    const premium = await ctx.database.db.selectFrom('rates').select('id').where('code_name', '=', 'PREMIUM').executeTakeFirstOrThrow();
    const res = await ctx.app.inject({ method: 'GET', url: `/gw/catalog/rates/${premium.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().services.length).toBe(8);
    expect(res.json().services[0]).toMatchObject({ name: expect.any(String) });
    expect(res.json().services.every((s: { unit: string | null }) => s.unit === null || /^[A-Z]+$/.test(s.unit))).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/catalog/rates/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/catalog/rates/not-a-uuid' })).statusCode).toBe(400);
  });
});
