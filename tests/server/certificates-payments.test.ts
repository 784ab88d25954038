import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const list = async (login: string, query = '') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/gw/certificates/payments${query}`, headers: await authAs(ctx.app, login) });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /certificates/payments (D8)', () => {
  it('gives an admin every order, newest first, with its certificate', async () => {
    const orders = await ctx.database.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const { status, body } = await list('admin');
    expect(status).toBe(200);
    expect(body.total).toBe(Number(orders.n));
    expect(body.perPage).toBe(30);
    expect(body.data[0]).toMatchObject({ certificate: { number: expect.stringMatching(/^\d{16}$/) }, status: 'PAID' });
  });

  it("limits an agent to its own certificates' payments", async () => {
    const agent = await ctx.database.db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select('agents.id').where('users.login', '=', 'agent').executeTakeFirstOrThrow();
    const own = await ctx.database.db
      .selectFrom('orders')
      .innerJoin('certificates', 'certificates.id', 'orders.certificate_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('certificates.agent_id', '=', agent.id)
      .executeTakeFirstOrThrow();
    const { body } = await list('agent', '?perPage=1000');
    expect(body.total).toBe(Number(own.n));
    expect(body.total).toBeGreaterThan(0);
  });

  it('filters by method and searches by certificate number, and refuses clients', async () => {
    const tinkoff = await list('admin', '?issue=TINKOFF&perPage=1000');
    expect(tinkoff.body.data.every((r: { issue: string }) => r.issue === 'TINKOFF')).toBe(true);
    const first = (await list('admin')).body.data[0];
    const found = await list('admin', `?q=${first.certificate.number}`);
    expect(found.body.data.map((r: { id: string }) => r.id)).toContain(first.id);
    expect((await list('client')).status).toBe(403);
    expect((await list('admin', '?issue=CASH')).status).toBe(400);
  });
});

describe('GET /certificates/payments by payment date', () => {
  type Payment = { id: string; pay_date: string | null };
  const ids = (rows: Payment[]) => rows.map((row) => row.id);

  it('puts the unpaid orders last in either direction, on a later page too (as the hand-written list did)', async () => {
    await sql`
      insert into orders (certificate_id, client_id, cost, status, payed, pay_date, payment_type, issue, auto_payment, items, created_at)
      select certificate_id, client_id, cost, 'CREATED', false, null, payment_type, issue, auto_payment, items, created_at
      from orders order by created_at limit 3`.execute(ctx.database.db);
    for (const order of ['DESC', 'ASC']) {
      const whole: Payment[] = (await list('admin', `?sort=pay_date&order=${order}&perPage=1000`)).body.data;
      const paid = whole.filter((row) => row.pay_date !== null).map((row) => row.pay_date!);
      expect(whole.length - paid.length).toBe(3);
      expect(whole.slice(0, paid.length).map((row) => row.pay_date)).toEqual(paid);
      const ascending = [...paid].sort();
      expect(paid).toEqual(order === 'ASC' ? ascending : ascending.reverse());
      // a later page is read through its ids first: the same order there
      const perPage = 2;
      expect(paid.length).toBeGreaterThan(perPage);
      const second: Payment[] = (await list('admin', `?sort=pay_date&order=${order}&perPage=${perPage}&page=2`)).body.data;
      expect(ids(second)).toEqual(ids(whole.slice(perPage, 2 * perPage)));
    }
  });
});
