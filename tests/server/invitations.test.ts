import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/modules/auth/passwords';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
let partnerId: string;
let subdivisionId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  const sub = await ctx.app.db.selectFrom('subdivisions').select(['id', 'partner_id']).executeTakeFirstOrThrow();
  partnerId = sub.partner_id;
  subdivisionId = sub.id;
});
afterAll(async () => ctx?.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = admin) {
  return ctx.app.inject({ method, url: `/gw/partner/invitations${url}`, headers, ...(payload ? { payload } : {}) });
}

async function invite(fields = ['name', 'login', 'phone', 'tin']) {
  const res = await call('POST', '', { partner_id: partnerId, subdivision_id: subdivisionId, fields });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('invitations administration (G6)', () => {
  it('creates, lists, blocks and deletes invitations; the lookups answer', async () => {
    const created = await invite();
    expect(created).toMatchObject({ partner_id: partnerId, subdivision_id: subdivisionId, blocked: false, status: 'DEFAULT' });
    expect((await call('GET', `/${partnerId}`)).json().data[0].id).toBe(created.id);
    expect((await call('GET', `/all/${partnerId}`)).json().map((row: { id: string }) => row.id)).toContain(created.id);
    expect((await call('GET', '/all/partners')).json().length).toBeGreaterThan(0);
    expect((await call('GET', `/all/subdivisions/${partnerId}`)).json().map((row: { id: string }) => row.id)).toContain(subdivisionId);
    expect((await call('PUT', `/${created.id}`, { blocked: true })).json().blocked).toBe(true);
    expect((await call('DELETE', `/${created.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses an invitation without a sign-in field, a foreign subdivision and non-admins', async () => {
    expect((await call('POST', '', { partner_id: partnerId, fields: ['name'] })).json().errors).toHaveProperty('fields');
    const other = await ctx.app.db.selectFrom('subdivisions').select('id').where('partner_id', '!=', partnerId).executeTakeFirstOrThrow();
    expect((await call('POST', '', { partner_id: partnerId, subdivision_id: other.id, fields: ['login'] })).json().errors).toHaveProperty('subdivision_id');
    expect((await call('GET', `/${partnerId}`, undefined, await authAs(ctx.app, 'agent'))).statusCode).toBe(403);
  });
});

describe('registration by invitation (A11)', () => {
  const form = (invitation: { id: string }) => ({
    partnerId,
    subdivisionId,
    invitationId: invitation.id,
    name: 'Новый Агент',
    login: 'new-agent',
    phone: '+7 (912) 345-67-89',
    tin: '7707083893',
    password: 'secret-password',
  });

  it('shows an active invitation publicly, registers an agent once and marks it SUCCESS', async () => {
    const invitation = await invite();
    const shown = await ctx.app.inject({ method: 'GET', url: `/gw/partner/invitations/one/${invitation.id}` });
    expect(shown.json()).toMatchObject({ id: invitation.id, fields: ['name', 'login', 'phone', 'tin'], partner_name: expect.any(String) });

    const res = await call('POST', '/register', form(invitation), {});
    expect(res.statusCode).toBe(201);
    const agent = await ctx.app.db
      .selectFrom('agents')
      .innerJoin('users', 'users.id', 'agents.user_id')
      .select(['agents.partner_id', 'agents.subdivision_id', 'users.roles', 'users.phone', 'users.profile'])
      .where('agents.id', '=', res.json().agent_id)
      .executeTakeFirstOrThrow();
    expect(agent).toMatchObject({ partner_id: partnerId, subdivision_id: subdivisionId, roles: ['AGENT'], phone: '79123456789', profile: { tin: '7707083893' } });
    const user = await ctx.app.db.selectFrom('users').select('password_hash').where('login', '=', 'new-agent').executeTakeFirstOrThrow();
    expect(await verifyPassword(user.password_hash, 'secret-password')).toBe(true);

    const again = await ctx.app.inject({ method: 'GET', url: `/gw/partner/invitations/one/${invitation.id}` });
    expect(again.statusCode).toBe(410);
    expect((await call('POST', '/register', { ...form(invitation), login: 'other' }, {})).statusCode).toBe(410);
    expect((await call('GET', `/all/${partnerId}`)).json().find((row: { id: string }) => row.id === invitation.id).status).toBe('SUCCESS');
  });

  it('answers the missing and the blocked invitation with their texts', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: `/gw/partner/invitations/one/${MISSING_ID}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Такого приглашения не существует');
    const blocked = await invite();
    await call('PUT', `/${blocked.id}`, { blocked: true });
    const shown = await ctx.app.inject({ method: 'GET', url: `/gw/partner/invitations/one/${blocked.id}` });
    expect(shown.statusCode).toBe(410);
    expect(shown.json().message).toBe('Приглашение уже не активно');
    expect((await call('POST', '/register', form(blocked), {})).statusCode).toBe(410);
  });

  it('requires the asked fields, refuses a taken login (FAILED) and a mismatched partner', async () => {
    const invitation = await invite();
    const missing = await call('POST', '/register', { ...form(invitation), tin: undefined }, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('tin');
    const taken = await call('POST', '/register', { ...form(invitation), login: 'admin', phone: '79990001122' }, {});
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.login).toBe('Этот логин уже занят');
    expect((await call('GET', `/all/${partnerId}`)).json().find((row: { id: string }) => row.id === invitation.id).status).toBe('FAILED');
    expect((await call('POST', '/register', { ...form(invitation), partnerId: MISSING_ID }, {})).statusCode).toBe(400);
  });
});
