import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

/** ACC-4: a block remembers its authority; the seller cannot lift or change a block an admin set. */
let ctx: TestContext;
let admin: Record<string, string>;
let agent: Record<string, string>;
let certificateId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  [admin, agent] = await Promise.all([authAs(ctx.app, 'admin'), authAs(ctx.app, 'agent')]);
  const row = await ctx.database.db
    .selectFrom('certificates')
    .innerJoin('agents', 'agents.id', 'certificates.agent_id')
    .innerJoin('users', 'users.id', 'agents.user_id')
    .select('certificates.id')
    .where('users.login', '=', 'agent')
    .where('certificates.blocked', '=', false)
    .executeTakeFirstOrThrow();
  certificateId = row.id;
});
afterAll(async () => ctx?.close());

const patch = (headers: Record<string, string>, payload: object) => ctx.app.inject({ method: 'PATCH', url: `/gw/certificates/${certificateId}`, headers, payload });

describe('block authority (ACC-4)', () => {
  it("refuses the seller's unblock, re-block and date move of an admin's block with a clear 403", async () => {
    const blocked = await patch(admin, { blocked: true, blocked_type: 'FRAUD' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ blocked: true, blocked_by_role: 'ADMIN' });
    for (const body of [{ blocked: false }, { blocked: true, blocked_type: 'OTHER' }, { block_date: new Date().toISOString() }]) {
      const res = await patch(agent, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Блокировку установил администратор или руководитель: снять или изменить её может только он или администратор');
    }
    const card = await ctx.app.inject({ method: 'GET', url: `/gw/certificates/${certificateId}`, headers: agent });
    expect(card.json()).toMatchObject({ blocked: true, blocked_type: 'FRAUD', blocked_by_role: 'ADMIN' });
    const stored = await ctx.database.db.selectFrom('certificates').select(['blocked_by']).where('id', '=', certificateId).executeTakeFirstOrThrow();
    const adminUser = await ctx.database.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    expect(stored.blocked_by).toBe(adminUser.id);
  });

  it("lets the admin lift it, and the seller lift its own block; the admin lifts the seller's too", async () => {
    expect((await patch(admin, { blocked: false })).json()).toMatchObject({ blocked: false, blocked_by_role: null });
    expect((await patch(agent, { blocked: true, blocked_type: 'CLIENT_REQUEST' })).json()).toMatchObject({ blocked: true, blocked_by_role: 'AGENT' });
    expect((await patch(agent, { blocked: false })).statusCode).toBe(200);
    await patch(agent, { blocked: true, blocked_type: 'CLIENT_REQUEST' });
    expect((await patch(admin, { blocked: false })).statusCode).toBe(200);
  });

  it("lifts only the caller's own hold: the seller's unblock under an admin's block leaves the admin's (issue 23)", async () => {
    expect((await patch(agent, { blocked: true, blocked_type: 'CLIENT_REQUEST' })).json()).toMatchObject({ blocked_by_role: 'AGENT' });
    expect((await patch(admin, { blocked: true, blocked_type: 'FRAUD' })).json()).toMatchObject({ blocked: true, blocked_type: 'FRAUD', blocked_by_role: 'ADMIN' });
    const own = await patch(agent, { blocked: false });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ blocked: true, blocked_type: 'FRAUD', blocked_by_role: 'ADMIN' });
    expect((await patch(agent, { blocked: false })).statusCode).toBe(403);
    const holds = await ctx.database.db.selectFrom('certificate_holds').select('authority').where('certificate_id', '=', certificateId).execute();
    expect(holds).toEqual([{ authority: 'ADMIN' }]);
    expect((await patch(admin, { blocked: false })).json()).toMatchObject({ blocked: false, blocked_type: null, blocked_by_role: null });
  });
});
