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

const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url: `/gw${url}`, headers });

describe('orders (M3)', () => {
  it('lists every order newest first with its client, product and words-ready codes', async () => {
    const reply = await get('/orders');
    expect(reply.statusCode).toBe(200);
    const { data, total } = reply.json();
    const count = await ctx.database.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(total).toBe(Number(count.n));
    expect(data.length).toBeGreaterThan(0);
    const dates = data.map((o: { created_at: string }) => o.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data[0]).toMatchObject({ payment_type: expect.stringMatching(/^(SITE|CABINET|AGENT)$/), issue: expect.stringMatching(/^(SBERBANK|BALANCE|TINKOFF)$/), kind: expect.any(String) });
    expect(data[0]).not.toHaveProperty('payments');
  });

  it('filters by the paid and created date ranges', async () => {
    const paid = await ctx.database.db.selectFrom('orders').select(['id', 'pay_date']).where('pay_date', 'is not', null).executeTakeFirstOrThrow();
    const day = paid.pay_date!.toISOString().slice(0, 10);
    const reply = await get(`/orders?pay_date_from=${day}&pay_date_to=${day}&perPage=1000`);
    expect(reply.statusCode).toBe(200);
    const rows = reply.json().data as { id: string; pay_date: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((o) => o.pay_date !== null)).toBe(true);
    expect((await get('/orders?date_from=2000-01-01&date_to=2000-01-02')).json().data).toEqual([]);
    expect((await get('/orders?pay_date_from=yesterday')).statusCode).toBe(400);
  });

  it('answers one order with its items, payments, refunds and receipts', async () => {
    const paid = await ctx.database.db.selectFrom('orders').select('id').where('status', '=', 'PAID').executeTakeFirstOrThrow();
    const reply = await get(`/orders/${paid.id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ id: paid.id, items: expect.any(Array), payments: expect.any(Array), refunds: expect.any(Array), receipts: expect.any(Array) });
  });

  it('is for the admin only', async () => {
    for (const login of ['agent', 'client', 'partner'] as const) {
      const headers = await authAs(ctx.app, login);
      expect((await get('/orders', headers)).statusCode).toBe(403);
    }
  });
});
