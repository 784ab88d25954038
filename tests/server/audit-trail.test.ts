import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../../server/audit/record';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
});
afterAll(async () => ctx?.close());

const db = () => ctx.database.db;
const rowsOf = (recordId: string) =>
  db().selectFrom('audit_log').selectAll().where('record_id', '=', recordId).orderBy('created_at').orderBy('id').execute();

describe('the audit trail (issue 25)', () => {
  it('a burst of concurrent writes on a resource leaves exactly one audit row per change', async () => {
    const created = await ctx.app.inject({ method: 'POST', url: '/gw/services', headers: admin, payload: { name: 'Аудит 0' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ctx.app.inject({ method: 'PUT', url: `/gw/services/${id}`, headers: admin, payload: { name: `Аудит ${i + 1}` } })),
    );
    expect(burst.map((reply) => reply.statusCode)).toEqual(Array(8).fill(200));
    const rows = await rowsOf(id);
    expect(rows.map((row) => row.action)).toEqual(['create', ...Array(8).fill('update')]);
    // each update's 'before' is the name the previous one left: the changes chain without a gap or a repeat
    const updates = rows.slice(1).map((row) => (row.changes as Record<string, { before: string; after: string }>).name!);
    const chain = [updates[0]!.before, ...updates.map((change) => change.after)];
    expect(chain[0]).toBe('Аудит 0');
    expect(new Set(chain).size).toBe(9);
    for (let i = 1; i < updates.length; i++) expect(updates[i]!.before).toBe(updates[i - 1]!.after);
    expect(rows[0]).toMatchObject({ resource: 'services', user_name: expect.any(String), ip: expect.any(String) });
    expect(rows[0]!.user_id).not.toBeNull();
  });

  it('a rolled-back change leaves no audit row', async () => {
    const recordId = 'rolled-back-record';
    await expect(
      db().transaction().execute(async (tx) => {
        await writeAudit(tx, { userId: null, ip: '10.0.0.1' }, { resource: 'services', recordId, action: 'create', after: { name: 'x' } });
        throw new Error('the change fails after its audit row');
      }),
    ).rejects.toThrow('the change fails');
    expect(await rowsOf(recordId)).toEqual([]);
  });

  it('never stores a secret, only that it changed', async () => {
    await writeAudit(db(), { userId: null, ip: null }, {
      resource: 'users', recordId: 'secret-record', action: 'update',
      before: { name: 'a', password_hash: 'old', token: 't1' }, after: { name: 'b', password_hash: 'new', token: 't2' },
    });
    const [row] = await rowsOf('secret-record');
    expect(JSON.stringify(row!.changes)).not.toMatch(/old|new|t1|t2/);
    expect(row!.changes).toMatchObject({ name: { before: 'a', after: 'b' }, password_hash: { before: '***', after: '***' } });
  });

  it('records who blocked a certificate, and the application cannot update or delete an audit row', async () => {
    const certificate = await db().selectFrom('certificates').select('id').where('blocked', '=', false).executeTakeFirstOrThrow();
    const blocked = await ctx.app.inject({
      method: 'PATCH', url: `/gw/certificates/${certificate.id}`, headers: admin, payload: { blocked: true, blocked_type: 'OTHER' },
    });
    expect(blocked.statusCode).toBe(200);
    const [row] = await rowsOf(certificate.id);
    expect(row).toMatchObject({ resource: 'certificates', action: 'update', changes: { blocked: { before: false, after: true } } });
    await expect(db().deleteFrom('audit_log').where('id', '=', row!.id).execute()).rejects.toThrow(/append-only/);
    await expect(db().updateTable('audit_log').set({ user_name: 'someone' }).where('id', '=', row!.id).execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(db())).rejects.toThrow(/append-only/);
    expect(await rowsOf(certificate.id)).toHaveLength(1);
  });

  it('the admin reads a record\'s history through GET /audit, newest first; others may not', async () => {
    const created = await ctx.app.inject({ method: 'POST', url: '/gw/services', headers: admin, payload: { name: 'История' } });
    const id = created.json().id as string;
    await ctx.app.inject({ method: 'DELETE', url: `/gw/services/${id}`, headers: admin });
    const reply = await ctx.app.inject({ method: 'GET', url: `/gw/audit?record_id=${id}`, headers: admin });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.map((r: { action: string }) => r.action)).toEqual(['delete', 'create']);
    const agent = await authAs(ctx.app, 'agent');
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/audit', headers: agent })).statusCode).toBe(403);
  });
});
