import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
let clientId: string;

const DAY = 86_400_000;

/** One client with one certificate of each kind: active, expired, blocked and pending. */
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  const db = ctx.database.db;
  clientId = (await db.insertInto('clients').values({ name: 'Тест Сертификатов', phone: '79120000001', email: 'c13@example.ru', user_id: null, address: null, entity: null }).returning('id').executeTakeFirstOrThrow()).id;
  const now = Date.now();
  const base = { client_id: clientId, client_name: 'Тест Сертификатов', period: 12, cost: 1000, commission: 0, rate_id: null, rate_name: null, agent_id: null, agent_name: null, partner_id: null, subdivision_id: null, promo_code_id: null, blocked_type: null, block_date: null, credit: null, meter: null, company: null };
  await db
    .insertInto('certificates')
    .values([
      { ...base, status: 'ACTIVE', start_date: new Date(now - 400 * DAY), finish_date: new Date(now - 35 * DAY), created_at: new Date(now - 1 * DAY) },
      { ...base, status: 'ACTIVE', start_date: new Date(now - 10 * DAY), finish_date: new Date(now + 355 * DAY), created_at: new Date(now - 10 * DAY) },
      { ...base, status: 'ACTIVE', blocked: true, start_date: new Date(now - 5 * DAY), finish_date: new Date(now + 360 * DAY), created_at: new Date(now - 2 * DAY) },
      { ...base, status: 'PENDING', start_date: null, finish_date: null, created_at: new Date(now - 3 * DAY) },
      { ...base, status: 'ACTIVE', start_date: new Date(now - 20 * DAY), finish_date: new Date(now + 345 * DAY), created_at: new Date(now - 20 * DAY) },
    ])
    .execute();
});
afterAll(async () => ctx?.close());

const list = (query: string) => ctx.app.inject({ method: 'GET', url: `/gw/client/certificates?client_id=${clientId}${query}`, headers: admin });

describe('client certificates (C13)', () => {
  it('shows only active ones by default, four a page', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, perPage: 4, page: 1 });
    expect(res.json().data.every((row: { active: boolean }) => row.active)).toBe(true);
  });

  it('puts active ones first, newest first within each group, when inactive ones are shown', async () => {
    const first = (await list('&show_inactive=true')).json();
    expect(first.total).toBe(5);
    expect(first.data.map((row: { active: boolean }) => row.active)).toEqual([true, true, false, false]);
    const second = (await list('&show_inactive=true&page=2')).json();
    expect(second.data).toHaveLength(1);
    expect(second.data[0].active).toBe(false);
    const inactiveDates = [first.data[2], first.data[3], second.data[0]].map((row: { status: string; blocked: boolean }) => `${row.status}/${row.blocked}`);
    // the certificate's status (server/modules/certificates/status.ts): finished, blocked, awaiting payment
    expect(inactiveDates).toEqual(['EXPIRED/false', 'BLOCKED/true', 'PENDING/false']);
  });

  it('needs a client id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gw/client/certificates', headers: admin });
    expect(res.statusCode).toBe(400);
  });
});
