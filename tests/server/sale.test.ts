import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

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

const client = (phone = fx.phone(), extra: object = {}) => ({ phone, name: 'Тест Покупатель', ...extra });

async function promo(code: string, values: Partial<{ type: 'PERCENT' | 'FIX'; amount: number; global: boolean; all_use: number; expires_at: Date }> = {}) {
  return db()
    .insertInto('promo_codes')
    .values({ code, type: 'PERCENT', amount: 10, global: true, expires_at: null, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('POST /certificates (D1)', () => {
  it('sells as the calling agent: PENDING certificate at the partner price, limits from the tariff, an order to pay', async () => {
    const basic = await fx.rate('BASIC');
    const res = await fx.sell(agent, { rate_id: basic.id, agent_id: await fx.agentId('agent'), send_sms: true, cost: basic.cost * 0.8, client: client(), paymentType: 'AGENT' });
    expect(res.statusCode).toBe(201);
    const sale = res.json();
    expect(sale).toMatchObject({ status: 'PENDING', period: 12, price: basic.cost * 0.8, cost: basic.cost * 0.8, promo_discount: 0, agent_id: await fx.agentId('agent') });
    expect(sale.number).toMatch(/^\d{16}$/);
    const limits = await db().selectFrom('certificate_limits').select('service_id').where('certificate_id', '=', sale.id).execute();
    const services = await db().selectFrom('rate_services').select('service_id').where('rate_id', '=', basic.id).execute();
    expect(limits.map((l) => l.service_id).sort()).toEqual(services.map((s) => s.service_id).sort());
    const order = await db().selectFrom('orders').selectAll().where('id', '=', sale.order_id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'CREATED', cost: sale.cost, certificate_id: sale.id, payment_type: 'AGENT' });
    expect(sale.charge).toEqual({ total: sale.cost, now: order.cost, instalments: 1, monthly: null });
    const list = await ctx.app.inject({ method: 'GET', url: `/gw/certificates?ids=${sale.id}`, headers: agent });
    expect(list.json().data.map((c: { id: string }) => c.id)).toEqual([sale.id]);
    const card = await ctx.app.inject({ method: 'GET', url: `/gw/certificates/${sale.id}`, headers: agent });
    expect(card.json()).toMatchObject({ rate: { name: 'Базовый' }, client: { name: 'Тест Покупатель' }, agent: { name: 'Иван Агентов' } });
  });

  it('finds the client by the phone in any form (E7) and keeps the client as it was', async () => {
    const basic = await fx.rate('BASIC');
    const first = (await fx.sell(agent, { rate_id: basic.id, client: { phone: '8 (999) 111-22-33', name: 'Первый', email: 'first@example.com' } })).json();
    const second = (await fx.sell(agent, { rate_id: basic.id, client: { phone: '+79991112233', name: 'Другое имя' } })).json();
    expect(second.client_id).toBe(first.client_id);
    const row = await db().selectFrom('clients').select(['phone', 'name']).where('id', '=', first.client_id).executeTakeFirstOrThrow();
    expect(row).toEqual({ phone: '79991112233', name: 'Первый' });
    const bad = await fx.sell(agent, { rate_id: basic.id, client: { phone: '123-45-678-90', name: 'X' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['client.phone']);
  });

  it('lets an admin choose the agent, or sell at the list price without one', async () => {
    const basic = await fx.rate('BASIC');
    const none = (await fx.sell(admin, { rate_id: basic.id, client: client() })).json();
    expect(none).toMatchObject({ agent_id: null, price: basic.cost });
    const brutto = await fx.agentId('agent-brutto');
    expect((await fx.sell(admin, { rate_id: basic.id, agent_id: brutto, client: client(), period: 24 })).json()).toMatchObject({ agent_id: brutto, period: 24 });
  });

  it('applies PERCENT and FIX promo codes, capping the discount at the price', async () => {
    const basic = await fx.rate('BASIC');
    await promo('Spring10');
    await promo('HUGE', { type: 'FIX', amount: 1_000_000 });
    const percent = (await fx.sell(agent, { rate_id: basic.id, client: client(), promo_code: 'spring10' })).json();
    expect(percent).toMatchObject({ price: 9600, promo_discount: 960, cost: 8640 });
    const fix = (await fx.sell(agent, { rate_id: basic.id, client: client(), promo_code: 'huge' })).json();
    expect(fix).toMatchObject({ price: 9600, promo_discount: 9600, cost: 0 });
  });

  it('refuses unknown, expired and foreign promo codes with a field message and leaves nothing behind', async () => {
    const basic = await fx.rate('BASIC');
    const trial = await fx.rate('TRIAL');
    const attached = await promo('ONLYTRIAL', { global: false });
    await db().insertInto('promo_code_rates').values({ promo_code_id: attached.id, rate_id: trial.id }).execute();
    await promo('OLD', { expires_at: new Date('2020-01-01T00:00:00Z') });
    const before = await db().selectFrom('certificates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const code of ['NOPE', 'OLD', 'ONLYTRIAL']) {
      const res = await fx.sell(agent, { rate_id: basic.id, client: client(), promo_code: code });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.promo_code).toBe('Промокод не найден, истек, исчерпан или не действует для этого тарифа');
    }
    const after = await db().selectFrom('certificates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect((await fx.sell(agent, { rate_id: trial.id, client: client(), promo_code: 'onlytrial' })).statusCode).toBe(201);
  });

  it('checks the meter of a metered tariff and keeps addresses with a company only', async () => {
    const business = await fx.rate('BUSINESS');
    const missing = await fx.sell(agent, { rate_id: business.id, client: client() });
    expect(missing.json().errors.meter).toBe('Для этого тарифа укажите метраж');
    expect((await fx.sell(agent, { rate_id: business.id, client: client(), meter: 5 })).json().errors.meter).toBe('Метраж меньше минимального для тарифа');
    const postalOnly = await fx.sell(agent, { rate_id: business.id, client: client(), meter: 10, postal: 'Москва' });
    expect(postalOnly.json().errors.company).toBeDefined();
    const legal = await fx.sell(agent, { rate_id: business.id, client: client(), meter: 10, company: 'ООО Ромашка', postal: 'Москва', legal: 'Москва' });
    expect(legal.statusCode).toBe(201);
    const row = await db().selectFrom('certificates').select(['company', 'meter', 'period']).where('id', '=', legal.json().id).executeTakeFirstOrThrow();
    expect(row).toEqual({ company: { company: 'ООО Ромашка', postal: 'Москва', legal: 'Москва' }, meter: 10, period: 24 });
  });

  it('gives 20 concurrent sales 20 distinct numbers', async () => {
    const basic = await fx.rate('BASIC');
    const phone = fx.phone();
    const replies = await Promise.all(Array.from({ length: 20 }, () => fx.sell(agent, { rate_id: basic.id, client: client(phone) })));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(replies.map((r) => r.json().number)).size).toBe(20);
    expect(new Set(replies.map((r) => r.json().client_id)).size).toBe(1);
  });

  it('accepts a promo code limited to 5 uses exactly 5 times out of 20 concurrent sales', async () => {
    const basic = await fx.rate('BASIC');
    await promo('FIVE', { all_use: 5 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => fx.sell(agent, { rate_id: basic.id, client: client(), promo_code: 'FIVE' })));
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(replies.filter((r) => r.statusCode === 400)).toHaveLength(15);
    const row = await db().selectFrom('promo_codes').select('used').where('code', '=', 'FIVE').executeTakeFirstOrThrow();
    expect(row.used).toBe(5);
  });

  it('validates the body and refuses partners and clients', async () => {
    const res = await fx.sell(agent, { rate_id: 'x', client: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(['client.phone']);
    const basic = await fx.rate('BASIC');
    expect((await fx.sell(await authAs(ctx.app, 'client'), { rate_id: basic.id, client: client() })).statusCode).toBe(403);
    expect((await fx.sell({}, { rate_id: basic.id, client: client() })).statusCode).toBe(401);
  });
});

describe('POST /v2/certificates (D2)', () => {
  it('sells on credit for BRUTTO agents at the list price with an instalment schedule that sums to the total, autopay on', async () => {
    const basic = await fx.rate('BASIC');
    const total = Math.round(basic.cost * 102.5) / 100;
    const res = await fx.sell(await authAs(ctx.app, 'agent-brutto'), { rate_id: basic.id, client: client(), credit: { period: 7, cost: total, percent: 2.5 } }, '/gw/v2/certificates');
    expect(res.statusCode).toBe(201);
    const { credit, order_id } = res.json();
    expect(res.json()).toMatchObject({ price: basic.cost });
    expect(credit).toMatchObject({ period: 7, percent: 2.5, total });
    const sum = credit.schedule.reduce((s: number, i: { amount: number }) => s + i.amount, 0);
    expect(Math.round(sum * 100) / 100).toBe(total);
    const certificate = await db().selectFrom('certificates').select('is_auto_pay').where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(certificate.is_auto_pay).toBe(true);
    const order = await db().selectFrom('orders').select(['cost', 'auto_payment']).where('id', '=', order_id).executeTakeFirstOrThrow();
    expect(order).toEqual({ cost: credit.schedule[0].amount, auto_payment: true });
  });

  // issue 27: the result said 'К оплате' the list price where the client pays the credit's total in instalments
  it('answers what it charges: the credit total with its percent, the instalments and what is due now', async () => {
    const basic = await fx.rate('BASIC');
    const total = Math.round(basic.cost * 102.5) / 100;
    const sale = (await fx.sell(await authAs(ctx.app, 'agent-brutto'), { rate_id: basic.id, client: client(), credit: { period: 12, cost: total, percent: 2.5 } }, '/gw/v2/certificates')).json();
    const order = await db().selectFrom('orders').select('cost').where('id', '=', sale.order_id).executeTakeFirstOrThrow();
    expect(sale.charge).toEqual({ total, now: order.cost, instalments: 12, monthly: sale.credit.monthly });
    expect(sale.charge.total).not.toBe(sale.cost);
    expect(sale.charge.monthly * 12).toBeCloseTo(total, 0);
  });

  it('refuses other agents with a clear message and percents outside the options', async () => {
    const basic = await fx.rate('BASIC');
    const netto = await fx.sell(agent, { rate_id: basic.id, client: client(), credit: { period: 6, cost: 12360, percent: 3 } }, '/gw/v2/certificates');
    expect(netto.statusCode).toBe(403);
    expect(netto.json().message).toBe('Продажа в кредит доступна только агентам, продающим по полной цене (брутто)');
    const odd = await fx.sell(await authAs(ctx.app, 'agent-brutto'), { rate_id: basic.id, client: client(), credit: { period: 6, cost: 12480, percent: 4 } }, '/gw/v2/certificates');
    expect(odd.statusCode).toBe(400);
  });
});

describe('GET /certificates/info/{inn_or_ogrn} (D3)', () => {
  const lookup = (id: string) => ctx.app.inject({ method: 'GET', url: `/gw/certificates/info/${id}`, headers: agent });

  it('answers the company by INN or OGRN', async () => {
    for (const id of ['7707083893', '1027700132195']) {
      expect((await lookup(id)).json()).toMatchObject({ company: 'ПАО Сбербанк', inn: '7707083893', ogrn: '1027700132195', postal: expect.any(String), legal: expect.any(String) });
    }
  });

  it('refuses numbers with a wrong check digit and reports valid numbers the register lacks', async () => {
    const wrong = await lookup('7707083894');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Введите действующий ИНН/ОГРН или проверьте введенные данные');
    expect((await lookup('12345')).statusCode).toBe(400);
    const unknown = await lookup('500100732259');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Компания с таким ИНН/ОГРН не найдена в реестре');
  });
});
