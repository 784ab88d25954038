import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

/** D1/period: every sale path charges the tariff's price once per tariff period sold, and refuses other periods. */
let ctx: TestContext;
let admin: Record<string, string>;
let agent: Record<string, string>;
const fx = saleFixtures(() => ctx);
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  agent = await authAs(ctx.app, 'agent');
});
afterAll(async () => ctx?.close());

const client = () => ({ phone: fx.phone(), name: 'Срок Покупатель' });
const post = (url: string, headers: Record<string, string>, payload: object) => ctx.app.inject({ method: 'POST', url: `/gw${url}`, headers, payload });
const orderCost = async (id: string) => (await db().selectFrom('orders').select('cost').where('id', '=', id).executeTakeFirstOrThrow()).cost;

describe('the price follows the period', () => {
  it('D1: a 1-month tariff sold for 120 months costs 120 times its price; a period that is not a multiple is refused', async () => {
    const trial = await fx.rate('TRIAL');
    const long = await fx.sell(admin, { rate_id: trial.id, period: 120, client: client() });
    expect(long.statusCode).toBe(201);
    expect(long.json()).toMatchObject({ period: 120, price: trial.cost * 120, cost: trial.cost * 120 });
    expect(await orderCost(long.json().order_id)).toBe(trial.cost * 120);

    const basic = await fx.rate('BASIC');
    const odd = await fx.sell(admin, { rate_id: basic.id, period: 6, client: client() });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errors).toEqual({ period: 'Срок должен быть равен сроку тарифа или кратен ему (не больше 120 месяцев)' });
    const byDefault = (await fx.sell(admin, { rate_id: basic.id, client: client() })).json();
    expect(byDefault).toMatchObject({ period: basic.period, price: basic.cost });
  });

  it('D4: every basket line is priced for its period and a line with a foreign period refuses the basket', async () => {
    const [basic, trial] = await Promise.all([fx.rate('BASIC'), fx.rate('TRIAL')]);
    const light = (lines: object[]) => post('/merchant/sberbank/order/light', agent, { phone: fx.phone(), name: 'Корзина', paymentType: 'AGENT', certificates: lines });
    const one = await light([{ rateId: trial.id, period: 1 }]);
    const three = await light([{ rateId: trial.id, period: 3 }]);
    expect(three.statusCode).toBe(200);
    expect(await orderCost(three.json().order_id)).toBe((await orderCost(one.json().order_id)) * 3);
    const refused = await light([{ rateId: trial.id, period: 1 }, { rateId: basic.id, period: 6 }]);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['certificates.1.period']);
  });

  it("D6: the client's own purchase is priced for the period and a 24-month tariff is not sold for the default 12", async () => {
    const buyer = await authAs(ctx.app, 'client');
    const [trial, business] = await Promise.all([fx.rate('TRIAL'), fx.rate('BUSINESS')]);
    const year = await post('/merchant/sberbank/order', buyer, { certificates: [{ rateId: trial.id }] });
    expect(year.statusCode).toBe(200);
    expect(await orderCost(year.json().order_id)).toBe(trial.cost * 12);
    const half = await post('/merchant/sberbank/order', buyer, { certificates: [{ rateId: business.id }] });
    expect(half.statusCode).toBe(400);
    expect(Object.keys(half.json().errors)).toEqual(['certificates.0.period']);
  });

  it('registry rows: a period that is not a multiple of the tariff period is refused, a multiple is priced for it', async () => {
    const alpha = await db().selectFrom('partners').select('id').where('name', '=', 'Альфа Продажи').executeTakeFirstOrThrow();
    const data = await writeXlsxFile(
      [
        ['name', 'phone', 'tariff', 'period'],
        ['Реестр Полгода', '79995100001', 'BASIC', 6],
        ['Реестр Квартал', '79995100002', 'TRIAL', 3],
        ['Реестр Месяц', '79995100003', 'TRIAL', 1],
      ].map((row) => row.map((value) => ({ value }))),
    ).toBuffer();
    const boundary = 'period-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="period.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/gw/partners/${alpha.id}/registry/certificates`,
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(201);
    const rows = res.json().rows as { status: string; reason: string | null; certificate: { id: string } | null }[];
    expect(rows.map((row) => [row.status, row.reason])).toEqual([
      ['REFUSED', 'Срок должен быть равен сроку тарифа или кратен ему (не больше 120 месяцев)'],
      ['IMPORTED', null],
      ['IMPORTED', null],
    ]);
    const cost = async (id: string) => (await db().selectFrom('certificates').select(['cost', 'period']).where('id', '=', id).executeTakeFirstOrThrow());
    const [quarter, month] = [await cost(rows[1]!.certificate!.id), await cost(rows[2]!.certificate!.id)];
    expect(quarter).toEqual({ period: 3, cost: month.cost * 3 });
  });
});
