import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

/** ACC-2: an agent sees its own partner's price and commission of a tariff, never other partners', never the admin comment. */
let ctx: TestContext;
let rateId: string;
let ownPartnerId: string;
let otherPartnerId: string;
const db = () => ctx.database.db;
const get = async (login: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: await authAs(ctx.app, login) });

beforeAll(async () => {
  ctx = await buildTestApp();
  const rate = await db().selectFrom('rates').select('id').where('code_name', '=', 'BASIC').executeTakeFirstOrThrow();
  rateId = rate.id;
  await db().updateTable('rates').set({ admin_comment: 'только для своих: скидка 40%' }).where('id', '=', rateId).execute();
  const own = await db()
    .selectFrom('agents')
    .innerJoin('users', 'users.id', 'agents.user_id')
    .select('agents.partner_id')
    .where('users.login', '=', 'agent')
    .$narrowType<{ partner_id: string }>()
    .executeTakeFirstOrThrow();
  ownPartnerId = own.partner_id;
  const other = await db().insertInto('partners').values({ name: 'Конкурент', type: null, reward: 0, parent_id: null }).returning('id').executeTakeFirstOrThrow();
  otherPartnerId = other.id;
  await db().insertInto('rate_partners').values({ rate_id: rateId, partner_id: otherPartnerId, partner_price: 123.45, commission: 33 }).execute();
});
afterAll(async () => ctx?.close());

describe('tariff terms by role (ACC-2)', () => {
  it("GET /rates/:id gives an agent its own partner's terms only and no admin comment", async () => {
    for (const login of ['agent', 'agent-admin', 'partner-admin']) {
      const res = await get(login, `/gw/rates/${rateId}`);
      expect(res.statusCode).toBe(200);
      const tariff = res.json();
      expect(tariff.admin_comment).toBeNull();
      expect(tariff.partners.map((p: { id: string }) => p.id)).toEqual([ownPartnerId]);
      expect(tariff.partners[0].partner_price).not.toBeNull();
      expect(res.body).not.toContain('Конкурент');
      expect(res.body).not.toContain('123.45');
    }
  });

  it('a BRUTTO agent sees its partner without the partner price (F1)', async () => {
    const tariff = (await get('agent-brutto', `/gw/rates/${rateId}`)).json();
    expect(tariff.partners).toEqual([expect.objectContaining({ id: ownPartnerId, partner_price: null })]);
    expect(tariff.admin_comment).toBeNull();
  });

  it('the tariffs page gives agents no admin comment and only their own price', async () => {
    const res = await get('agent', '/gw/rates?perPage=100');
    const row = res.json().data.find((r: { id: string }) => r.id === rateId);
    expect(row.admin_comment).toBeNull();
    expect(row.partner_price).not.toBe(123.45);
    expect(res.body).not.toContain('только для своих');
  });

  it('an ADMIN sees every partner and the admin comment', async () => {
    const tariff = (await get('admin', `/gw/rates/${rateId}`)).json();
    expect(tariff.admin_comment).toBe('только для своих: скидка 40%');
    expect(tariff.partners.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([ownPartnerId, otherPartnerId]));
    const row = (await get('admin', '/gw/rates?perPage=100')).json().data.find((r: { id: string }) => r.id === rateId);
    expect(row.admin_comment).toBe('только для своих: скидка 40%');
  });
});
