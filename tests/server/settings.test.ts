import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';
import { creditSales } from './support/credit-sales';

let ctx: TestContext;
let admin: Record<string, string>;
let agent: Record<string, string>;
let brutto: Record<string, string>;
const fx = saleFixtures(() => ctx);
const db = () => ctx.database.db;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url: `/gw${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const save = (payload: unknown, headers = admin) => call('PUT', '/settings', headers, payload);

beforeAll(async () => {
  ctx = await buildTestApp();
  [admin, agent, brutto] = await Promise.all([authAs(ctx.app, 'admin'), authAs(ctx.app, 'agent'), authAs(ctx.app, 'agent-brutto')]);
}, 300_000);
afterAll(async () => ctx?.close());

const fts = [{ from: 0, percent: 1.5, fixed: 100 }, { from: 100000.5, percent: 1, fixed: 0 }];

describe('M9 settings: GET and PUT /settings', () => {
  it('reads the defaults, changes the given values, keeps the others, and audits the change', async () => {
    expect((await call('GET', '/settings', admin)).json()).toEqual({ bonus_money: 0, bonus_rate: 0, fts_commission: [], updated_at: null });
    const saved = await save({ bonus_money: 20, bonus_rate: 3.33 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ bonus_money: 20, bonus_rate: 3.33, fts_commission: [], updated_at: expect.any(String) });
    const customs = await save({ fts_commission: fts });
    expect(customs.json()).toMatchObject({ bonus_money: 20, bonus_rate: 3.33, fts_commission: fts });
    expect((await call('GET', '/settings', admin)).json()).toMatchObject({ bonus_money: 20, bonus_rate: 3.33, fts_commission: fts });

    const audit = await db().selectFrom('audit_log').select(['user_name', 'action', 'changes']).where('resource', '=', 'settings').orderBy('created_at').execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ user_name: expect.any(String), action: 'update', changes: { bonus_money: { before: 0, after: 20 }, bonus_rate: { before: 0, after: 3.33 } } });
    expect(audit[1].changes).toEqual({ fts_commission: { before: [], after: fts } });
    // saving the same values again changes nothing, so it leaves no audit row
    await save({ bonus_money: 20 });
    expect(await db().selectFrom('audit_log').select('id').where('resource', '=', 'settings').execute()).toHaveLength(2);
  });

  it.each([
    [{ bonus_money: -1 }, 'bonus_money'],
    [{ bonus_money: 1.5 }, 'bonus_money'],
    [{ bonus_money: 1_000_001 }, 'bonus_money'],
    [{ bonus_money: 'ten' }, 'bonus_money'],
    [{ bonus_rate: -0.01 }, 'bonus_rate'],
    [{ bonus_rate: 100.01 }, 'bonus_rate'],
    [{ bonus_rate: 12.345 }, 'bonus_rate'],
    [{ fts_commission: [{ from: 10, percent: 1, fixed: 0 }] }, 'fts_commission.0.from'],
    [{ fts_commission: [{ from: 0, percent: 1, fixed: 0 }, { from: 0, percent: 2, fixed: 0 }] }, 'fts_commission.1.from'],
    [{ fts_commission: [{ from: 0, percent: 101, fixed: 0 }] }, 'fts_commission.0.percent'],
    [{ fts_commission: [{ from: 0, percent: 1, fixed: 0.001 }] }, 'fts_commission.0.fixed'],
    [{ fts_commission: [{ from: 0, percent: 1 }] }, 'fts_commission.0.fixed'],
    [{ fts_commission: [{ from: 0, percent: 1, fixed: 0, note: 'x' }] }, 'fts_commission.0.note'],
    [{ fts_commission: Array.from({ length: 21 }, (_, i) => ({ from: i, percent: 1, fixed: 0 })) }, 'fts_commission'],
    [{ bonus_points: 5 }, 'bonus_points'],
  ])('refuses %j with 400 naming %s, keeping the stored values', async (body, field) => {
    const before = (await call('GET', '/settings', admin)).json();
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), errors: { [field]: expect.any(String) } });
    expect((await call('GET', '/settings', admin)).json()).toEqual(before);
  });

  it('says what is wrong in the caller language and refuses an empty body', async () => {
    expect((await save({ bonus_rate: 1.234 }, { ...admin, 'accept-language': 'ru' })).json().errors.bonus_rate).toBe('Не больше двух знаков после запятой');
    expect((await save({ bonus_rate: 1.234 }, { ...admin, 'accept-language': 'en' })).json().errors.bonus_rate).toBe('At most two decimals');
    expect((await save({})).statusCode).toBe(400);
  });

  it('is the admin’s only: 403 for every other role, 401 without a sign-in', async () => {
    for (const login of ['agent', 'agent-admin', 'partner-admin', 'agent-brutto', 'client', 'partner']) {
      const headers = await authAs(ctx.app, login);
      expect((await call('GET', '/settings', headers)).statusCode, login).toBe(403);
      expect((await save({ bonus_money: 1 }, headers)).statusCode, login).toBe(403);
    }
    expect((await call('GET', '/settings', {})).statusCode).toBe(401);
    expect((await save({ bonus_money: 1 }, {})).statusCode).toBe(401);
    expect((await call('GET', '/settings', admin)).json().bonus_money).toBe(20);
  });
});

describe('M9 bonus: a paid sale accrues the configured bonus to its client', () => {
  const phone = fx.phone();
  async function paidSale() {
    const rate = await fx.rate('BASIC');
    const sold = await fx.sell(agent, { rate_id: rate.id, client: { phone, name: 'Бонусный Клиент', email: 'bonus@example.com' } });
    expect(sold.statusCode).toBe(201);
    const { order_id, cost } = sold.json() as { order_id: string; cost: number };
    await call('POST', '/merchant/tinkoff/order/light', agent, { certificate_id: sold.json().id });
    const order = await db().selectFrom('orders').select(['provider_order_id', 'client_id']).where('id', '=', order_id).executeTakeFirstOrThrow();
    const callback = ctx.app.providers.acquirers.tinkoff.callbackFor!(order.provider_order_id!, 'PAID', Math.round(cost * 100));
    return { order_id, cost, clientId: order.client_id!, confirm: () => call('POST', '/payments/callback/tinkoff', {}, callback) };
  }
  const bonusOf = async (clientId: string) => (await db().selectFrom('clients').select('bonus').where('id', '=', clientId).executeTakeFirstOrThrow()).bonus;
  const ledger = (orderId: string) => db().selectFrom('bonus_accruals').select(['points', 'bonus_rate', 'bonus_money', 'order_amount']).where('order_id', '=', orderId).execute();

  it('accrues rate % (rounded down) plus the fixed bonus once, however often the payment is confirmed, and the new setting for a later sale', async () => {
    await save({ bonus_money: 20, bonus_rate: 3.33 });
    const first = await paidSale();
    const start = await bonusOf(first.clientId);
    // the same confirmation twice at once, then replayed
    const [a, b] = await Promise.all([first.confirm(), first.confirm()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await first.confirm()).json()).toEqual({ status: 'PAID' });
    const expected = Math.floor((first.cost * 3.33) / 100) + 20; // 9 600 × 3.33 % = 319.68 → 319, + 20
    expect(expected).toBe(339);
    expect(await ledger(first.order_id)).toEqual([{ points: expected, bonus_rate: 3.33, bonus_money: 20, order_amount: first.cost }]);
    expect(await bonusOf(first.clientId)).toBe(start + expected);
    const history = await db().selectFrom('audit_log').select('changes').where('resource', '=', 'clients').where('record_id', '=', first.clientId).execute();
    expect(history.map((row) => row.changes)).toContainEqual({ bonus: { before: start, after: start + expected } });
    // the order's page says what it accrued and under which settings
    expect((await call('GET', `/orders/${first.order_id}`, admin)).json().bonus).toEqual({ points: expected, bonus_rate: 3.33, bonus_money: 20 });

    await save({ bonus_money: 0, bonus_rate: 2.5 });
    const second = await paidSale();
    expect(second.clientId).toBe(first.clientId);
    await second.confirm();
    expect(await ledger(second.order_id)).toEqual([{ points: 240, bonus_rate: 2.5, bonus_money: 0, order_amount: 9600 }]);
    expect(await bonusOf(first.clientId)).toBe(start + expected + 240);
    // the first sale keeps what it accrued under the old setting
    expect((await ledger(first.order_id))[0].points).toBe(expected);
  });

  it('accrues nothing while both settings are 0', async () => {
    await save({ bonus_money: 0, bonus_rate: 0 });
    const sale = await paidSale();
    const start = await bonusOf(sale.clientId);
    await sale.confirm();
    expect(await ledger(sale.order_id)).toEqual([]);
    expect((await call('GET', `/orders/${sale.order_id}`, admin)).json().bonus).toBeNull();
    expect(await bonusOf(sale.clientId)).toBe(start);
  });

  it('on a credit sale accrues the fixed bonus with the first instalment and only the percentage on the autopaid ones', async () => {
    await save({ bonus_money: 50, bonus_rate: 10 });
    const credit = creditSales(() => ctx, () => brutto);
    const sale = await credit.sell('BASIC', 12, 2, fx.phone());
    await credit.payOpenInstalment(sale);
    expect((await credit.run(credit.later(1))).charged).toBe(1);
    const rows = await db()
      .selectFrom('orders as o')
      .innerJoin('bonus_accruals as b', 'b.order_id', 'o.id')
      .select(['o.cost', 'b.points', 'b.bonus_money'])
      .where('o.certificate_id', '=', sale.id)
      .orderBy('o.number')
      .execute();
    // each instalment is 1 020: 10 % = 102, + 50 on the sale's first payment only
    expect(rows).toEqual([{ cost: 1020, points: 152, bonus_money: 50 }, { cost: 1020, points: 102, bonus_money: 0 }]);
  });
});
