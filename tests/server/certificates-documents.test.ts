import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: Record<string, string>;
let active: { id: string; number: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  active = await ctx.database.db
    .selectFrom('certificates')
    .select(['id', 'number'])
    .where('status', '=', 'ACTIVE')
    .where('client_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/gw${url}`, headers });

describe('certificate documents', () => {
  it('renders the certificate as a real PDF named after its number, with underscores', async () => {
    const res = await get(`/certificates/${active.id}/pdf`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(5000);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`Сертификат_${active.number}.pdf`)}`);
    expect(res.headers['content-disposition']).not.toMatch(/filename="[^"]* /);
  });

  it('locks the file with a password when asked', async () => {
    const open = await get(`/certificates/${active.id}/pdf`, admin);
    const locked = await get(`/certificates/${active.id}/pdf?password_need=1`, admin);
    expect(locked.statusCode).toBe(200);
    expect(locked.rawPayload.toString('latin1')).toContain('/Encrypt');
    expect(open.rawPayload.toString('latin1')).not.toContain('/Encrypt');
  });

  it('renders the check and the policy, and keeps foreign certificates from agents', async () => {
    expect((await get(`/certificates/check/${active.id}`, admin)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(`/euroins/${active.id}/pdf`, admin)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const agentRow = await ctx.database.db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select('agents.id').where('users.login', '=', 'agent').executeTakeFirstOrThrow();
    const foreign = await ctx.database.db.selectFrom('certificates').select('id').where('agent_id', '<>', agentRow.id).executeTakeFirstOrThrow();
    expect((await get(`/certificates/${foreign.id}/pdf`, await authAs(ctx.app, 'agent'))).statusCode).toBe(403);
    expect((await get('/certificates/00000000-0000-4000-8000-000000000000/pdf', admin)).statusCode).toBe(404);
  });
});
