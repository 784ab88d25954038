import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeMobilePhone } from '../../common/phone';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

/** O9: Kazakh mobiles (+7 7XX) are accepted wherever a phone is entered, as Russian ones (+7 9XX) are. */
let ctx: TestContext;
let admin: { authorization: string };
let agent: { authorization: string };
const fx = saleFixtures(() => ctx);

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  agent = await authAs(ctx.app, 'agent');
});
afterAll(async () => ctx?.close());

describe('the multi-country mobile pattern (O9)', () => {
  it.each([
    ['+7 (701) 123-45-67', '77011234567'],
    ['8 747 123 45 67', '77471234567'],
    ['7771234567', '77771234567'],
    ['+7 (912) 345-67-89', '79123456789'],
  ])('reads %s as %s', (typed, stored) => expect(normalizeMobilePhone(typed)).toBe(stored));

  it.each(['+7 (727) 123-45-67', '+7 (495) 123-45-67', '+7 (812) 000-00-00', '123'])('refuses %s (a landline or no number)', (typed) =>
    expect(normalizeMobilePhone(typed)).toBeUndefined(),
  );

  it('a client is added with a Kazakh mobile', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/gw/clients',
      headers: admin,
      payload: { name: 'Айгерим Казахова', phone: '+7 (701) 555-01-01', email: 'kz-client@example.kz' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().phone).toBe('77015550101');
    const landline = await ctx.app.inject({
      method: 'POST',
      url: '/gw/clients',
      headers: admin,
      payload: { name: 'Алматы Офис', phone: '+7 (727) 555-01-01', email: 'kz-office@example.kz' },
    });
    expect(landline.statusCode).toBe(400);
    expect(landline.json().errors).toEqual({ phone: 'Введите мобильный номер России или Казахстана: +7 (XXX) XXX-XX-XX' });
  });

  it('a sale is made to a Kazakh mobile', async () => {
    const rate = await fx.rate('BASIC');
    const res = await fx.sell(agent, { rate_id: rate.id, client: { phone: '8 (775) 555-02-02', name: 'Ерлан Продажа' } });
    expect(res.statusCode).toBe(201);
    const stored = await ctx.app.db.selectFrom('clients').select('phone').where('name', '=', 'Ерлан Продажа').executeTakeFirstOrThrow();
    expect(stored.phone).toBe('77755550202');
  });

  it('an agent is created with a Kazakh mobile', async () => {
    const partner = await ctx.app.db.selectFrom('subdivisions').select(['id', 'partner_id']).executeTakeFirstOrThrow();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/gw/agents',
      headers: admin,
      payload: {
        name: 'Агент Казахстан',
        login: 'agent-kz',
        phone: '+7 (705) 555-03-03',
        email: 'agent-kz@example.kz',
        password: 'kz-agent-pass-7',
        role: ['AGENT'],
        partner_id: partner.partner_id,
        subdivision_id: partner.id,
        type: 'NETTO',
        is_manager: false,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().phone).toBe('77055550303');
  });
});
