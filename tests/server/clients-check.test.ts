import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: Record<string, string>;
let agent: Record<string, string>;
let ids: Record<string, string>;
let ownClient: { id: string; phone: string; name: string };

/** Three clients to find: by phone, by e-mail in another case, and by a name typed with other spaces, case and ё. */
beforeAll(async () => {
  ctx = await buildTestApp();
  [admin, agent] = await Promise.all(['admin', 'agent'].map((login) => authAs(ctx.app, login)));
  const db = ctx.database.db;
  const rows = await db
    .insertInto('clients')
    .values([
      { name: 'Телефонов Петр', phone: '79125550001', email: 'phone-e7@example.ru', user_id: null, address: null, entity: null },
      { name: 'Почтова Анна', phone: '79125550002', email: 'Mail-E7@Example.ru', user_id: null, address: null, entity: null },
      { name: 'Семён  Тёзкин', phone: '79125550003', email: 'name-e7@example.ru', user_id: null, address: null, entity: null },
    ])
    .returning(['id', 'name'])
    .execute();
  ids = Object.fromEntries(rows.map((row) => [row.name.split(' ')[0], row.id]));
  ownClient = await db
    .selectFrom('certificates')
    .innerJoin('agents', 'agents.id', 'certificates.agent_id')
    .innerJoin('users', 'users.id', 'agents.user_id')
    .innerJoin('clients', 'clients.id', 'certificates.client_id')
    .select(['clients.id', 'clients.phone', 'clients.name'])
    .where('users.login', '=', 'agent')
    .$narrowType<{ phone: string }>()
    .executeTakeFirstOrThrow();
});
afterAll(async () => ctx?.close());

const check = (query: Record<string, string>, headers = admin) =>
  ctx.app.inject({ method: 'GET', url: `/gw/check/clients?${new URLSearchParams(query)}`, headers });

describe('GET /check/clients (E7)', () => {
  it('finds a client by the phone in any format and says what matched', async () => {
    const res = await check({ phone: '+7 (912) 555-00-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: ids['Телефонов'], name: 'Телефонов Петр', matched: ['phone'], can_open: true, phone: '79125550001', email: 'phone-e7@example.ru', type: 'INDIVIDUAL', created_at: expect.any(String) },
    ]);
  });

  it('matches the e-mail in any case and the full name ignoring case, spaces and yo', async () => {
    expect((await check({ email: ' mail-e7@EXAMPLE.RU ' })).json().data.map((row: { id: string }) => row.id)).toEqual([ids['Почтова']]);
    const byName = (await check({ name: 'семен тезкин' })).json().data;
    expect(byName).toMatchObject([{ id: ids['Семён'], matched: ['name'] }]);
  });

  it('puts contact matches before name matches and lists every field that matched', async () => {
    const res = await check({ phone: '89125550003', email: 'phone-e7@example.ru', name: 'Семен Тезкин' });
    expect(res.json().data).toMatchObject([
      { id: ids['Семён'], matched: ['phone', 'name'] },
      { id: ids['Телефонов'], matched: ['email'] },
    ]);
  });

  it('answers an empty list for no match or a phone that is not a mobile number', async () => {
    expect((await check({ phone: '79990001122' })).json()).toEqual({ data: [] });
    expect((await check({ phone: '123' })).json()).toEqual({ data: [] });
  });

  it('refuses a check without phone, email or name', async () => {
    const res = await check({ name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ phone: 'Укажите телефон, email или ФИО' });
  });

  it('gives agents no contacts, and the name only of a card they may open or a name they typed (ACC-1)', async () => {
    const foreign = (await check({ phone: '79125550001' }, agent)).json().data;
    expect(foreign).toEqual([{ id: ids['Телефонов'], name: null, matched: ['phone'], can_open: false }]);
    const typed = (await check({ phone: '79125550001', name: 'Телефонов Петр' }, agent)).json().data;
    expect(typed).toEqual([{ id: ids['Телефонов'], name: 'Телефонов Петр', matched: ['phone', 'name'], can_open: false }]);
    const own = (await check({ phone: ownClient.phone }, agent)).json().data;
    expect(own).toEqual([expect.objectContaining({ id: ownClient.id, name: ownClient.name, can_open: true })]);
    expect(Object.keys(own[0]).sort()).toEqual(['can_open', 'id', 'matched', 'name']);
  });

  it('is closed to clients and partners', async () => {
    for (const login of ['client', 'partner']) expect((await check({ phone: '79125550001' }, await authAs(ctx.app, login))).statusCode).toBe(403);
  });
});
