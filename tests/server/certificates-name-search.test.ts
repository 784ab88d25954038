import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestUser } from '../../server/modules/auth/tokens';
import { applyFilters, scopeToUser } from '../../server/modules/certificates/list-service';
import { pageIds } from '../../server/modules/certificates/list-shapes';
import { type NameField, type PageOrder, type SearchPlan, lookUpNames, planSearch } from '../../server/modules/certificates/name-search';
import { CERTIFICATE_SORTS } from '../../server/modules/certificates/schemas';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
let agent: { authorization: string };
let agentUser: RequestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  agent = await authAs(ctx.app, 'agent');
  const user = await ctx.database.db.selectFrom('users').select(['id', 'roles']).where('login', '=', 'agent').executeTakeFirstOrThrow();
  const row = await ctx.database.db.selectFrom('agents').select(['id', 'partner_id']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
  agentUser = { id: user.id, sessionId: '', roles: user.roles, agentId: row.id, partnerId: row.partner_id, agentType: null };
});
afterAll(async () => ctx?.close());

const adminUser = (): RequestUser => ({ id: 'admin', sessionId: '', roles: ['ADMIN'], agentId: null, partnerId: null, agentType: null });

/** The answer by definition: ILIKE '%text%' on the certificate's copied name, in the user's scope, newest first. */
async function expected(field: NameField, text: string, agentId?: string) {
  const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  const { rows } = await sql<{ id: string }>`
    select id from certificates where ${sql.ref(field)} ilike ${pattern} and (${agentId ?? null}::uuid is null or agent_id = ${agentId ?? null})
    order by created_at desc, id desc
  `.execute(ctx.database.db);
  return rows.map((row) => row.id);
}

async function list(headers: { authorization: string }, query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/gw/certificates?perPage=1000&${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { id: string }[]; total: number };
}

const SEARCHES: [NameField, string][] = [
  ['client_name', 'иванов'],
  ['client_name', 'ИВАНОВ'],
  ['client_name', 'етро'],
  ['client_name', 'Петров Алекс'],
  ['client_name', 'ромашка'],
  ['client_name', 'о'],
  ['client_name', 'Ёжиков'],
  ['client_name', '50%_'],
  ['agent_name', 'агентов'],
  ['agent_name', 'Бруттов'],
];

describe('certificate list: name search', () => {
  it('finds exactly the certificates whose name contains the text, ignoring case, in the caller scope', async () => {
    for (const [field, text] of SEARCHES) {
      const query = `${field}=${encodeURIComponent(text)}`;
      const all = await list(admin, query);
      const want = await expected(field, text);
      expect(all.data.map((row) => row.id), `${field} ${text}`).toEqual(want);
      expect(all.total).toBe(want.length);
      const own = await list(agent, query);
      expect(own.data.map((row) => row.id), `agent ${field} ${text}`).toEqual(await expected(field, text, agentUser.agentId ?? undefined));
    }
    expect((await list(admin, `client_name=${encodeURIComponent('иванов')}`)).total).toBeGreaterThan(0);
  });

  it('gives the same pages whether it reads by name or walks the sort order', async () => {
    const db = ctx.database.db;
    for (const user of [adminUser(), agentUser]) {
      for (const [field, text] of SEARCHES) {
        const query = { page: 1, perPage: 7, sort: 'created_at', order: 'DESC', [field]: text } as never;
        const searches = await lookUpNames(db, query);
        const base = applyFilters(scopeToUser(db.selectFrom('certificates'), user), query);
        const want = await expected(field, text, user.agentId ?? undefined);
        for (const offset of [0, 7, 21]) {
          const order: PageOrder = { sort: 'created_at', direction: 'desc', nullsLast: false, perPage: 7, offset };
          for (const plan of [{ kind: 'names', driver: searches[0] } as const, { kind: 'walk' } as const, { kind: 'filter' } as const]) {
            const ids = (await pageIds(db, base, searches, plan, order).execute()).map((row) => row.id);
            expect(ids, `${field} ${text} at ${offset}, ${plan.kind}`).toEqual(want.slice(offset, offset + 7));
          }
        }
      }
    }
  });

  it('sorts a search by other columns as the list does without it', async () => {
    for (const sort of ['cost', 'client_name', 'finish_date', 'rate_name']) {
      for (const order of ['ASC', 'DESC']) {
        const search = await list(admin, `client_name=${encodeURIComponent('ов')}&sort=${sort}&order=${order}`);
        const whole = await list(admin, `sort=${sort}&order=${order}`);
        const matching = new Set(search.data.map((row) => row.id));
        expect(search.data.map((row) => row.id), `${sort} ${order}`).toEqual(whole.data.map((row) => row.id).filter((id) => matching.has(id)));
      }
    }
  });

  it('reads a rare name by name, walks the sort order for a common one, filters when no index gives the order', () => {
    const scope = { all: 1_000_000, scope: 1_000_000, agentScoped: false, otherFilters: false };
    const order: PageOrder = { sort: 'created_at', direction: 'desc', nullsLast: false, perPage: 30, offset: 0 };
    const search = (names: number, matches: number) => ({ field: 'client_name' as const, pattern: '%x%', size: { names, matches } });
    const kind = (names: number, matches: number, more: Partial<typeof scope> = {}, sort = 'created_at') =>
      planSearch([search(names, matches)], { ...scope, ...more }, { ...order, sort }).kind;
    expect(kind(8, 957)).toBe('names');
    expect(kind(1183, 134_368)).toBe('walk');
    expect(kind(8, 957, {}, 'finish_date')).toBe('names');
    // every sort has an index of its own in the whole list (nullable ones read values, then nulls)
    expect(kind(1183, 134_368, {}, 'finish_date')).toBe('walk');
    expect(kind(1183, 134_368, {}, 'rate_name')).toBe('walk');
    const agentScope = { scope: 2_000, agentScoped: true };
    expect(kind(8, 957, agentScope)).toBe('names');
    expect(kind(1183, 134_368, agentScope)).toBe('walk');
    expect(kind(1183, 134_368, agentScope, 'finish_date')).toBe('filter');
    expect(kind(1183, 134_368, agentScope, 'agent_name')).toBe('filter');
    // a text too short for the trigram index is not sized: walked when an index gives the order, else scanned
    const short = { field: 'client_name' as const, pattern: '%ов%' };
    expect(planSearch([short], scope, order).kind).toBe('walk');
    expect(planSearch([short], { ...scope, ...agentScope }, { ...order, sort: 'finish_date' }).kind).toBe('filter');
  });
});

describe('certificate list: every sort in every shape', () => {
  /** The page by definition: the scope's matching rows in the sort column's order, NULLS LAST, ties by id. */
  async function reference(sort: string, direction: 'asc' | 'desc', pattern: string | null, agentId: string | null) {
    const way = sql.raw(direction);
    const { rows } = await sql<{ id: string; empty: boolean }>`
      select id, ${sql.ref(sort)} is null as empty from certificates
      where (${pattern}::text is null or client_name ilike ${pattern}) and (${agentId}::uuid is null or agent_id = ${agentId})
      order by ${sql.ref(sort)} ${way} nulls last, id ${way}
    `.execute(ctx.database.db);
    return { ids: rows.map((row) => row.id), firstNull: rows.findIndex((row) => row.empty) };
  }

  it('gives the reference pages for each sort, both directions, values then nulls, whichever way it reads', async () => {
    const db = ctx.database.db;
    // nulls and ties in every nullable sort column (a certificate without a package, a client's or agent's name)
    await sql`update certificates set rate_name = null, finish_date = null where right(number, 1) in ('3', '7')`.execute(db);
    await sql`update certificates set client_name = null where right(number, 1) = '5'`.execute(db);
    await sql`update certificates set agent_name = null where right(number, 1) in ('1', '4')`.execute(db);
    await sql`update certificates set finish_date = date_trunc('year', finish_date) where right(number, 1) in ('0', '2')`.execute(db);
    const plain = { page: 1, perPage: 7, sort: 'created_at', order: 'DESC' } as never;
    const searched = { ...(plain as object), client_name: 'ов' } as never;
    const [common] = await lookUpNames(db, searched);
    for (const user of [adminUser(), agentUser]) {
      for (const search of [undefined, common]) {
        const base = applyFilters(scopeToUser(db.selectFrom('certificates'), user), search ? searched : plain);
        const plans: SearchPlan[] = [{ kind: 'walk' }, { kind: 'filter' }];
        if (search) plans.push({ kind: 'names', driver: { ...search, size: { names: 1, matches: 1 } } }, { kind: 'filter', hashNames: true });
        for (const sort of CERTIFICATE_SORTS) {
          for (const direction of ['asc', 'desc'] as const) {
            const want = await reference(sort, direction, search?.pattern ?? null, user.agentId);
            const nullable = !['created_at', 'number', 'cost'].includes(sort);
            // a client name that matches is never null
            if (nullable && !(search && sort === 'client_name')) expect(want.firstNull, `nulls of ${sort}`).toBeGreaterThan(7);
            for (const offset of new Set([0, 7, Math.max(0, want.firstNull - 3), Math.max(0, want.ids.length - 5)])) {
              const order: PageOrder = { sort, direction, nullsLast: nullable, perPage: 7, offset };
              for (const plan of plans) {
                const ids = (await pageIds(db, base, search ? [search] : [], plan, order).execute()).map((row) => row.id);
                const page = `${user.roles} ${search ? 'ов' : '-'} ${sort} ${direction} at ${offset}, ${plan.kind}`;
                expect(new Set(ids), page).toEqual(new Set(want.ids.slice(offset, offset + 7)));
              }
            }
            const headers = user.agentId ? agent : admin;
            const listed = await list(headers, `sort=${sort}&order=${direction.toUpperCase()}${search ? `&client_name=${encodeURIComponent('ов')}` : ''}`);
            expect(listed.data.map((row) => row.id), `list ${user.roles} ${sort} ${direction}`).toEqual(want.ids);
          }
        }
      }
    }
  });
});
