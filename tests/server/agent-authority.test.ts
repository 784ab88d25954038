import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

/** ACC-3: an admin's change of an agent's roles, partner, type or password takes effect at once. */
let ctx: TestContext;
let admin: Record<string, string>;
let agentId: string;
let otherPartnerId: string;
const fields = { name: 'Тимур Сменный', login: 'agent-changing', phone: '79110000077', email: 'changing@example.ru' };
let current: Record<string, unknown> = {};

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  const db = ctx.database.db;
  const own = await db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select('agents.partner_id').where('users.login', '=', 'agent').executeTakeFirstOrThrow();
  const other = await db.insertInto('partners').values({ name: 'Другой партнёр', type: null, reward: 0, parent_id: null }).returning('id').executeTakeFirstOrThrow();
  otherPartnerId = other.id;
  current = { ...fields, role: ['AGENT'], partner_id: own.partner_id, type: 'NETTO' };
  const created = await ctx.app.inject({ method: 'POST', url: '/gw/agents', headers: admin, payload: { ...current, password: 'first-pass-1' } });
  expect(created.statusCode).toBe(201);
  agentId = created.json().id;
});
afterAll(async () => ctx?.close());

const change = async (patch: Record<string, unknown>) => {
  current = { ...current, ...patch };
  const res = await ctx.app.inject({ method: 'PUT', url: `/gw/agents/${agentId}`, headers: admin, payload: current });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const certificatesAs = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/gw/certificates?perPage=1', headers });

describe('admin changes to an agent (ACC-3)', () => {
  it('keeps the sessions when only the contact changes', async () => {
    const before = await authAs(ctx.app, 'agent-changing');
    await change({ name: 'Тимур Сменный-Второй' });
    expect((await certificatesAs(before)).statusCode).toBe(200);
  });

  it.each([
    ['a role change', { role: ['AGENT', 'AGENT_ADMIN'] }, 'roles_changed'],
    ['a partner change', () => ({ partner_id: otherPartnerId }), 'partner_changed'],
    ['a type change', { type: 'BRUTTO' }, 'type_changed'],
    ['a password reset', { password: 'reset-by-admin-1' }, 'password_reset'],
  ])('refuses the old access token after %s', async (_name, patch, reason) => {
    const before = await authAs(ctx.app, 'agent-changing');
    expect((await certificatesAs(before)).statusCode).toBe(200);
    const agent = await change(typeof patch === 'function' ? patch() : patch);
    const old = await certificatesAs(before);
    expect(old.statusCode).toBe(401);
    const sessions = await ctx.database.db.selectFrom('auth_sessions').select(['revoked_at', 'revoke_reason']).where('user_id', '=', agent.user_id).execute();
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
    expect(sessions.map((s) => s.revoke_reason)).toContain(reason);
    const fresh = await authAs(ctx.app, 'agent-changing');
    expect((await certificatesAs(fresh)).statusCode).toBe(200);
    current = { ...current, password: undefined };
  });
});
