import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as migration from '../../server/db/migrations/0380-client-data-per-seller';
import { openSeededDatabase } from './helper';

/** Migration 0380: the passes kept before it name a certificate only where one agent had sold all the client's by then. */
let database: Awaited<ReturnType<typeof openSeededDatabase>>;
const db = () => database.database.db;
const raw = () => db() as unknown as Kysely<unknown>;

beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => database?.drop());

describe('migration 0380 (issue 23)', () => {
  it("gives an old pass the newest certificate when one agent sold them all by then, none when several did, and comments their author's partner", async () => {
    const agents = await db().selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select(['agents.id', 'agents.partner_id', 'users.login']).where('users.login', 'in', ['agent', 'agent-brutto']).execute();
    const agent = agents.find((row) => row.login === 'agent')!;
    const brutto = agents.find((row) => row.login === 'agent-brutto')!;
    const questionnaire = (await db().selectFrom('questionnaires').select('id').executeTakeFirstOrThrow()).id;
    const newClient = async (name: string) => (await db().insertInto('clients').values({ name, phone: null, email: null, user_id: null, entity: null, address: null }).returning('id').executeTakeFirstOrThrow()).id;
    const sale = async (clientId: string, agentId: string, at: string) =>
      (await sql<{ id: string }>`insert into certificates (client_id, agent_id, period, cost, commission, created_at) values (${clientId}, ${agentId}, 12, 100, 0, ${at}::timestamptz) returning id`.execute(db())).rows[0]!.id;
    const one = await newClient('Один продавец');
    await sale(one, agent.id, '2025-01-01');
    const newest = await sale(one, agent.id, '2025-02-01');
    await sale(one, brutto.id, '2025-04-01'); // after the pass: not what it was filled for
    const two = await newClient('Два продавца');
    await sale(two, agent.id, '2025-01-01');
    await sale(two, brutto.id, '2025-02-01');

    await migration.down(raw());
    const pass = async (clientId: string) =>
      (await sql<{ id: string }>`insert into questionnaire_answers (questionnaire_id, client_id, answers, passed_at) values (${questionnaire}, ${clientId}, '[]', '2025-03-01') returning id`.execute(db())).rows[0]!.id;
    const [ofOne, ofTwo] = [await pass(one), await pass(two)];
    const comment = (await sql<{ id: string }>`insert into comments (client_id, agent_id, comment) values (${one}, ${agent.id}, 'до миграции') returning id`.execute(db())).rows[0]!.id;
    await migration.up(raw());

    const passes = await db().selectFrom('questionnaire_answers').select(['id', 'certificate_id', 'shared']).where('id', 'in', [ofOne, ofTwo]).execute();
    expect(Object.fromEntries(passes.map((row) => [row.id, [row.certificate_id, row.shared]]))).toEqual({ [ofOne]: [newest, false], [ofTwo]: [null, false] });
    expect((await db().selectFrom('comments').select('partner_id').where('id', '=', comment).executeTakeFirstOrThrow()).partner_id).toBe(agent.partner_id);
  });
});
