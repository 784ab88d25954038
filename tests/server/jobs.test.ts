import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../server/jobs/queue';
import { receiptQueue } from '../../server/modules/cashbox/worker';
import { SandboxFiscalRegister } from '../../server/providers/fiscal/sandbox';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

/**
 * The admin's 'Задачи' (GET /jobs): the jobs of the one queue with their queue, status, attempts, error and progress,
 * filtered by queue and status; ADMIN only. A job's hand-written writes leave audit rows without a person: the
 * receipt the worker issued names no user in the journal.
 */
let ctx: TestContext;
let admin: Record<string, string>;
const db = () => ctx.database.db;
const call = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/gw${url}`, headers });

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
}, 300_000);
afterAll(async () => ctx?.close());

async function issueReceipt() {
  const order = await db().selectFrom('orders').select('id').where('status', '=', 'PAID')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('fiscal_receipts').select('id').whereRef('fiscal_receipts.order_id', '=', 'orders.id'))))
    .orderBy('number').limit(1).executeTakeFirstOrThrow();
  const reply = await ctx.app.inject({ method: 'PUT', url: '/gw/receipt', headers: admin, payload: { order_id: order.id, vat: true } });
  expect(reply.statusCode).toBe(201);
  return reply.json().id as string;
}

describe('Задачи (GET /jobs)', () => {
  it('lists the receipt job the issue queued, filtered by queue and status, newest first', async () => {
    const id = await issueReceipt();
    const stored = await db().selectFrom('jobs').select('id').where('key', '=', `receipt:${id}`).executeTakeFirstOrThrow();
    const queued = (await call('/jobs?queue=receipt&status=queued&perPage=100', admin)).json();
    expect(queued.data[0]).toMatchObject({ id: stored.id, queue: 'receipt', status: 'queued', attempts: 0, error_kind: null, last_error: null, created_at: expect.any(String), finished_at: null });
    expect(queued.data.every((row: { queue: string; status: string }) => row.queue === 'receipt' && row.status === 'queued')).toBe(true);
    const done = (await call('/jobs?status=done&perPage=100', admin)).json();
    expect(done.data.map((row: { id: string }) => row.id)).not.toContain(stored.id);
    expect((await call(`/jobs/${stored.id}`, admin)).json()).toMatchObject({ id: stored.id, queue: 'receipt' });
    expect((await call('/jobs?status=stuck', admin)).statusCode).toBe(400);
  });

  it('is the admin\'s only: 403 for every other role, 401 without a token', async () => {
    for (const login of ['agent', 'agent-admin', 'partner-admin', 'client', 'partner']) {
      expect((await call('/jobs', await authAs(ctx.app, login))).statusCode, login).toBe(403);
    }
    expect((await call('/jobs', {})).statusCode).toBe(401);
  });
});

describe('audit rows of the jobs\' own writes', () => {
  it('records the receipt the worker issued as a change without a person, and the job done', async () => {
    const id = await issueReceipt();
    const register = new SandboxFiscalRegister({ publicUrl: 'https://certificates.test', delayMs: 0, random: () => 1 });
    const queue = new JobQueue({ db: db(), log: ctx.app.log }).define(receiptQueue({ db: db(), register, log: ctx.app.log }));
    const now = new Date(Date.now() + 1000);
    await queue.tick(now);
    await queue.tick(new Date(now.getTime() + 60_000));
    await queue.tick(new Date(now.getTime() + 120_000));
    expect(await db().selectFrom('fiscal_receipts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'DONE' });
    const rows = await db().selectFrom('audit_log').selectAll().where('record_id', '=', id).execute();
    expect(rows).toEqual([expect.objectContaining({ resource: 'cashbox', action: 'update', user_id: null, ip: null, changes: expect.objectContaining({ status: { before: 'SENT', after: 'DONE' } }) })]);
    const history = (await call(`/audit?record_id=${id}`, admin)).json();
    expect(history.data).toHaveLength(1);
    expect(await db().selectFrom('jobs').select(['status', 'finished_at']).where('key', '=', `receipt:${id}`).executeTakeFirstOrThrow()).toMatchObject({ status: 'done', finished_at: expect.any(Date) });
  });
});
