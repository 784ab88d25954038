import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { canAccess } from '../../common/access';
import { seesAll } from '../../common/resource';
import { certificateRegisters } from '../../common/resources/certificateRegisters';
import { GADGETS_MIGRATION } from '../fixtures/declared-gadgets';
import { madeGadgets } from '../fixtures/declared-gadgets-owned';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

// the throwaway resource joins the declared ones, as its line in common/resources/index.ts would
vi.mock('../../common/resources', async (original) => {
  const actual = await original<typeof import('../../common/resources')>();
  const { madeGadgets: fixture } = await import('../fixtures/declared-gadgets-owned');
  return { DECLARED_RESOURCES: [...actual.DECLARED_RESOURCES, fixture] };
});

// the access matrix reads the same list as the SPA does, as summaries (common/resources/summaries.ts)
vi.mock('../../common/resources/summaries', async (original) => {
  const actual = await original<typeof import('../../common/resources/summaries')>();
  const { madeGadgets: fixture } = await import('../fixtures/declared-gadgets-owned');
  return { ...actual, DECLARED_SUMMARIES: [...actual.DECLARED_SUMMARIES, fixture] };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await sql.raw(GADGETS_MIGRATION).execute(ctx.database.db);
});
afterAll(async () => ctx?.close());

const userId = async (login: string) =>
  (await ctx.app.db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;
const titles = async (login: string) => {
  const reply = await ctx.app.inject({ method: 'GET', url: '/gw/made-gadgets?q=made-test', headers: await authAs(ctx.app, login) });
  expect(reply.statusCode, reply.body).toBe(200);
  const body = reply.json() as { data: { title: string }[]; total: number };
  return { titles: body.data.map((g) => g.title).sort(), total: body.total };
};

describe('an owner rule through a joined row (owner.column `maker.id`, owner.except)', () => {
  it("lists an agent the rows whose joined record is its own, with the total of those; the admin every row", async () => {
    const rows = [
      { title: 'By agent', notes: 'made-test', maker_id: await userId('agent') },
      { title: 'By admin', notes: 'made-test', maker_id: await userId('admin') },
      { title: 'By nobody', notes: 'made-test', maker_id: null },
    ];
    await ctx.app.db.insertInto('gadgets' as never).values(rows as never).execute();
    expect(await titles('agent')).toEqual({ titles: ['By agent'], total: 1 });
    expect(await titles('admin')).toEqual({ titles: ['By admin', 'By agent', 'By nobody'], total: 3 });
  });

  it('keeps an admin who is also an agent to its own rows, and refuses single records to the scoped', () => {
    expect(seesAll(madeGadgets, { roles: ['ADMIN'] })).toBe(true);
    expect(seesAll(madeGadgets, { roles: ['ADMIN', 'AGENT'] })).toBe(false);
    expect(seesAll(madeGadgets, { roles: ['AGENT'] })).toBe(false);
    const record = { id: 'g1', maker: { id: 'u1' } };
    expect(canAccess({ roles: ['AGENT'], userId: 'u1' }, { resource: 'made-gadgets', action: 'show', record })).toBe(false);
    expect(canAccess({ roles: ['ADMIN'], userId: 'u2' }, { resource: 'made-gadgets', action: 'show', record })).toBe(true);
  });

  it("reads the owner's id where the owner column is answered as a joined {id, name} (the registers' created_by)", () => {
    const record = { id: 'r1', created_by: { id: 'u1', name: 'Агент' } };
    const show = (userId: string) => canAccess({ roles: ['AGENT'], userId }, { resource: certificateRegisters.name, action: 'show', record });
    expect(show('u1')).toBe(true);
    expect(show('u2')).toBe(false);
  });
});
