import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_STATUSES } from '../../common/resources/certificates';
import { hasStatus } from '../../server/modules/certificates/status';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

/**
 * Issue 27: the card said 'Активен' for an unpaid certificate. A certificate's status is one definition on the server
 * (server/modules/certificates/status.ts): the list's column and filter, the card, the block's reply and the client's
 * certificates answer the same one.
 */
let ctx: TestContext;
let admin: Record<string, string>;
let agent: Record<string, string>;
const fx = saleFixtures(() => ctx);
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await buildTestApp();
  [admin, agent] = await Promise.all([authAs(ctx.app, 'admin'), authAs(ctx.app, 'agent')]);
});
afterAll(async () => ctx?.close());

const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url: `/gw${url}`, headers });

/** A new sale of the agent's, PENDING until changed. */
async function sold(): Promise<{ id: string; client_id: string }> {
  const basic = await fx.rate('BASIC');
  const res = await fx.sell(agent, { rate_id: basic.id, client: { phone: fx.phone(), name: 'Статусов Клиент' } });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const paid = (id: string, finish: string) =>
  db().updateTable('certificates').set({ status: 'ACTIVE', start_date: sql`now() - interval '1 day'`, finish_date: sql`${finish}::timestamptz` }).where('id', '=', id).execute();

describe('a certificate’s status', () => {
  it('is the same fact on the list, its filter, the card and the client’s certificates', async () => {
    const pending = await sold();
    const active = await sold();
    await paid(active.id, '2099-01-01');
    const expired = await sold();
    await paid(expired.id, '2020-01-01');
    const cancelled = await sold();
    await db().updateTable('certificates').set({ status: 'CANCELLED' }).where('id', '=', cancelled.id).execute();
    // blocked before it was paid: the block is what the seller must see
    const blockedUnpaid = await sold();
    const block = await ctx.app.inject({ method: 'PATCH', url: `/gw/certificates/${blockedUnpaid.id}`, headers: agent, payload: { blocked: true, blocked_type: 'OTHER' } });
    expect(block.json()).toMatchObject({ status: 'BLOCKED', blocked: true, blocked_by_role: 'AGENT' });

    const expected: Record<string, string> = {
      [pending.id]: 'PENDING',
      [active.id]: 'ACTIVE',
      [expired.id]: 'EXPIRED',
      [cancelled.id]: 'CANCELLED',
      [blockedUnpaid.id]: 'BLOCKED',
    };
    const ids = Object.keys(expected).map((id) => `ids=${id}`).join('&');
    const listed = (await get(`/certificates?${ids}`)).json().data as { id: string; status: string }[];
    expect(Object.fromEntries(listed.map((row) => [row.id, row.status]))).toEqual(expected);

    for (const status of CERTIFICATE_STATUSES) {
      const filtered = (await get(`/certificates?${ids}&status=${status}`)).json().data as { id: string }[];
      expect(filtered.map((row) => row.id), status).toEqual(Object.keys(expected).filter((id) => expected[id] === status));
    }
    const denials = (await get(`/certificates?${ids}&status=BLOCKED&status=CANCELLED`)).json().data as { id: string }[];
    expect(denials.map((row) => row.id).sort()).toEqual([cancelled.id, blockedUnpaid.id].sort());

    for (const [id, status] of Object.entries(expected)) {
      expect((await get(`/certificates/${id}`)).json().status, `card of a ${status} one`).toBe(status);
    }
    const ofClient = (await get(`/client/certificates?client_id=${pending.client_id}&show_inactive=true`)).json().data as { status: string; active: boolean }[];
    expect(ofClient).toEqual([expect.objectContaining({ status: 'PENDING', active: false })]);
    const activeOfClient = (await get(`/client/certificates?client_id=${active.client_id}`)).json().data;
    expect(activeOfClient).toEqual([expect.objectContaining({ status: 'ACTIVE', active: true })]);

    const lifted = await ctx.app.inject({ method: 'PATCH', url: `/gw/certificates/${blockedUnpaid.id}`, headers: agent, payload: { blocked: false } });
    expect(lifted.json()).toMatchObject({ status: 'PENDING', blocked: false });
  });

  it('gives every certificate exactly one status, the one its filter finds (the whole seeded list)', async () => {
    const all = (await get('/certificates?perPage=1000')).json();
    const byFilter = await Promise.all(
      CERTIFICATE_STATUSES.map(async (status) => [status, (await get(`/certificates?perPage=1000&status=${status}`)).json().data as { id: string }[]] as const),
    );
    expect(byFilter.reduce((sum, [, rows]) => sum + rows.length, 0)).toBe(all.data.length);
    const listed = new Map((all.data as { id: string; status: string }[]).map((row) => [row.id, row.status]));
    for (const [status, rows] of byFilter) for (const row of rows) expect(listed.get(row.id), row.id).toBe(status);
    expect([...new Set(listed.values())]).toEqual(expect.arrayContaining(['PENDING', 'ACTIVE', 'BLOCKED', 'EXPIRED', 'CANCELLED']));
  });

  it('refuses an unknown status under the field', async () => {
    const res = await get('/certificates?status=PAID');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('status');
  });
});

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('the status filter at scale (migration 0410)', () => {
  it('reads a rare status’s page and count from its own partial index, not the whole newest-first walk', async () => {
    await sql`
      insert into certificates (rate_id, rate_name, client_id, client_name, agent_id, agent_name, period, cost, status, start_date, finish_date, created_at)
      select c.rate_id, c.rate_name, c.client_id, c.client_name, c.agent_id, c.agent_name, c.period, c.cost, 'ACTIVE', now(), now() + interval '1 year', now() - g * interval '1 minute'
      from generate_series(1, 20000) g
      cross join (select * from certificates order by created_at limit 1) c
    `.execute(db());
    await sql`analyze certificates`.execute(db());
    const plans = {
      BLOCKED: 'certificates_blocked_created_idx',
      PENDING: 'certificates_pending_created_idx',
      CANCELLED: 'certificates_cancelled_created_idx',
    } as const;
    for (const [status, index] of Object.entries(plans)) {
      const page = db().selectFrom('certificates').select('id').where(hasStatus([status as keyof typeof plans])).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(30);
      const counted = db().selectFrom(db().selectFrom('certificates').select(sql`1`.as('one')).where(hasStatus([status as keyof typeof plans])).limit(10_001).as('m')).select(sql`count(*)`.as('n'));
      for (const query of [page, counted]) {
        const [explained] = await query.explain<{ 'QUERY PLAN': unknown }>('json');
        const plan = explained?.['QUERY PLAN'];
        const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
        expect(nodesOf(root!.Plan).map((node) => node['Index Name']), status).toContain(index);
      }
    }
  });
});
