import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
let agent: { authorization: string };
let otherAgent: { authorization: string };
let clientId: string;
let foreignClient: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  agent = await authAs(ctx.app, 'agent');
  const db = ctx.database.db;
  const agentOf = async (login: string) =>
    (await db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select('agents.id').where('users.login', '=', login).executeTakeFirstOrThrow()).id;
  const agentId = await agentOf('agent');
  // a sale that counts (ACTIVE; scope.ts): without the status, the row's place in the table decided which sale came first
  clientId = (
    await db.selectFrom('certificates').select('client_id').where('agent_id', '=', agentId).where('status', '=', 'ACTIVE').where('client_id', 'is not', null).executeTakeFirstOrThrow()
  ).client_id!;
  // a second agent who also sold to this client, so both may open it but only the author changes a comment
  const brutto = await agentOf('agent-brutto');
  await db.insertInto('certificates').values({ client_id: clientId, agent_id: brutto, period: 12, cost: 100, commission: 0, rate_id: null, rate_name: null, client_name: null, agent_name: null, partner_id: null, subdivision_id: null, promo_code_id: null, start_date: null, finish_date: null, blocked_type: null, block_date: null, credit: null, meter: null, company: null }).execute();
  otherAgent = await authAs(ctx.app, 'agent-brutto');
  foreignClient = (
    await db
      .selectFrom('clients')
      .select('id')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('certificates').select('id').whereRef('certificates.client_id', '=', 'clients.id').where('certificates.agent_id', '=', agentId))))
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });

describe('client comments (E8)', () => {
  it('creates comments under the client id and lists them newest first with the author name', async () => {
    const first = await call('POST', `/comment/${clientId}`, agent, { comment: 'Первый' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ comment: 'Первый', client_id: clientId, author: { name: 'Иван Агентов' } });
    expect(first.json().agent_id).toEqual(expect.any(String));
    await call('POST', `/comment/${clientId}`, admin, { comment: 'Второй' });
    const list = (await call('GET', `/comment/${clientId}`, admin)).json();
    expect(list.map((c: { comment: string }) => c.comment).slice(0, 2)).toEqual(['Второй', 'Первый']);
    expect(list[0]).toMatchObject({ agent_id: null, author: { id: expect.any(String) } });
    // a seller reads its partner's comments, not the admin's (issue 23; client-shared-data.test.ts)
    expect((await call('GET', `/comment/${clientId}`, agent)).json().map((c: { comment: string }) => c.comment)).toEqual(['Первый']);
  });

  it('refuses an empty or too long text with the form message', async () => {
    const blank = await call('POST', `/comment/${clientId}`, agent, { comment: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ comment: 'Вы не ввели текст сообщения' });
    expect((await call('POST', `/comment/${clientId}`, agent, { comment: 'x'.repeat(5001) })).statusCode).toBe(400);
  });

  it("keeps agents out of the comments of other agents' clients", async () => {
    expect((await call('GET', `/comment/${foreignClient}`, agent)).statusCode).toBe(403);
    expect((await call('POST', `/comment/${foreignClient}`, agent, { comment: 'Нет' })).statusCode).toBe(403);
  });

  it('lets only the author or an admin change or delete a comment, admins without an agent id included', async () => {
    const mine = (await call('POST', `/comment/${clientId}`, agent, { comment: 'Мой' })).json();
    expect((await call('PUT', `/comment/${mine.id}`, otherAgent, { comment: 'Чужой' })).statusCode).toBe(403);
    expect((await call('DELETE', `/comment/${mine.id}`, otherAgent)).statusCode).toBe(403);
    const edited = await call('PUT', `/comment/${mine.id}`, agent, { comment: 'Мой, исправлен' });
    expect(edited.json()).toMatchObject({ id: mine.id, comment: 'Мой, исправлен' });
    const adminOwn = (await call('POST', `/comment/${clientId}`, admin, { comment: 'Админ' })).json();
    expect((await call('PUT', `/comment/${adminOwn.id}`, admin, { comment: 'Админ, исправлен' })).statusCode).toBe(200);
    expect((await call('DELETE', `/comment/${adminOwn.id}`, agent)).statusCode).toBe(403);
    expect((await call('DELETE', `/comment/${mine.id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/comment/${mine.id}`, admin)).statusCode).toBe(404);
  });
});
