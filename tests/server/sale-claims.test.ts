import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

/** D1/D4 bodies carry the seller's view (agent_id, cost, sold_online, paymentType): checked against the server's, never trusted. */
let ctx: TestContext;
let admin: Record<string, string>;
let agent: Record<string, string>;
const fx = saleFixtures(() => ctx);

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  agent = await authAs(ctx.app, 'agent');
});
afterAll(async () => ctx?.close());

const client = () => ({ phone: fx.phone(), name: 'Проверка Цены' });
const light = (payload: object, headers = agent) =>
  ctx.app.inject({ method: 'POST', url: '/gw/merchant/sberbank/order/light', headers, payload: { phone: fx.phone(), name: 'Корзина', ...payload } });

describe('D1: agent_id and cost', () => {
  it('refuses a cost that is not the price for the period, in the caller\'s language, and sells at the right one', async () => {
    const trial = await fx.rate('TRIAL');
    const stale = await fx.sell(admin, { rate_id: trial.id, period: 120, cost: trial.cost, client: client() });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({
      message: 'Цена изменилась: обновите страницу и проверьте сумму',
      code: expect.any(String),
      errors: { cost: 'Цена изменилась: обновите страницу и проверьте сумму' },
    });
    const english = await fx.sell({ ...admin, 'accept-language': 'en' }, { rate_id: trial.id, period: 2, cost: 0.01, client: client() });
    expect(english.json().errors).toEqual({ cost: 'The price has changed: reload the page and check the amount' });
    const right = await fx.sell(admin, { rate_id: trial.id, period: 120, cost: trial.cost * 120, client: client() });
    expect(right.statusCode).toBe(201);
  });

  it("refuses an agent naming another agent instead of silently selling as itself, and accepts its own id", async () => {
    const basic = await fx.rate('BASIC');
    const other = await fx.sell(agent, { rate_id: basic.id, agent_id: await fx.agentId('agent-brutto'), client: client() });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ agent_id: 'Агент продает только от своего имени' });
    const own = await fx.sell(agent, { rate_id: basic.id, agent_id: await fx.agentId('agent'), client: client() });
    expect(own.statusCode).toBe(201);
  });
});

describe('GET /rates/all price: what the sale form shows and sends back as cost', () => {
  it("is the agent's partner price and the admin's list price, and a sale at it is accepted", async () => {
    const basic = await fx.rate('BASIC');
    const priceFor = async (headers: Record<string, string>) =>
      ((await ctx.app.inject({ method: 'GET', url: '/gw/rates/all', headers })).json() as { id: string; price: number }[]).find((r) => r.id === basic.id)!.price;
    const agentPrice = await priceFor(agent);
    expect(agentPrice).toBe(basic.cost * 0.8);
    expect(await priceFor(admin)).toBe(basic.cost);
    const sale = await fx.sell(agent, { rate_id: basic.id, period: 24, cost: agentPrice * 2, client: client() });
    expect(sale.statusCode).toBe(201);
  });
});

describe('D4: basket lines, sold_online and paymentType', () => {
  it('refuses a line whose cost is not the price for its period', async () => {
    const trial = await fx.rate('TRIAL');
    const one = await light({ certificates: [{ rateId: trial.id, period: 1 }] });
    const order = await ctx.database.db.selectFrom('orders').select('cost').where('id', '=', one.json().order_id).executeTakeFirstOrThrow();
    const stale = await light({ certificates: [{ rateId: trial.id, period: 2, cost: order.cost }] });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors).toEqual({ 'certificates.0.cost': 'Цена изменилась: обновите страницу и проверьте сумму' });
    const right = await light({ certificates: [{ rateId: trial.id, period: 2, cost: order.cost * 2 }], sold_online: false, paymentType: 'AGENT' });
    expect(right.statusCode).toBe(200);
  });

  it('refuses a staff order claiming to be an online sale, and a payment type other than AGENT', async () => {
    const trial = await fx.rate('TRIAL');
    const online = await light({ certificates: [{ rateId: trial.id, period: 1 }], sold_online: true });
    expect(online.statusCode).toBe(400);
    expect(online.json().errors).toEqual({ sold_online: 'Продажа сотрудником не может быть онлайн-продажей' });
    const cabinet = await light({ certificates: [{ rateId: trial.id, period: 1 }], paymentType: 'CABINET' });
    expect(cabinet.statusCode).toBe(400);
    expect(Object.keys(cabinet.json().errors)).toEqual(['paymentType']);
  });
});
