import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

interface AgentNode {
  id: string;
  name: string;
}
interface SubdivisionNode {
  id: string;
  name: string;
  agents: AgentNode[];
  children: SubdivisionNode[];
}
interface PartnerNode {
  id: string;
  name: string;
  subdivisions: SubdivisionNode[];
  agents: AgentNode[];
}

let ctx: TestContext;
let alpha: { id: string; subs: Record<string, string> };

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  const partner = await db.selectFrom('partners').select('id').where('name', '=', 'Альфа Продажи').executeTakeFirstOrThrow();
  const rows = await db.selectFrom('subdivisions').select(['id', 'name']).where('partner_id', '=', partner.id).execute();
  alpha = { id: partner.id, subs: Object.fromEntries(rows.map((row) => [row.name, row.id])) };
  // Москва → Центр (nested), and an agent in the nested one
  const centre = await db.insertInto('subdivisions').values({ partner_id: partner.id, name: 'Центр', parent_id: alpha.subs['Москва'] }).returning('id').executeTakeFirstOrThrow();
  alpha.subs['Центр'] = centre.id;
  const user = await db.insertInto('users').values({ name: 'Вложенный Агент', login: 'nested', phone: null, email: null, password_hash: null, roles: ['AGENT'], partner_id: null, profile: '{}' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('agents').values({ user_id: user.id, partner_id: partner.id, subdivision_id: centre.id, type: 'NETTO' }).execute();
});
afterAll(async () => ctx?.close());

const get = async (url: string, login: string) => ctx.app.inject({ method: 'GET', url: `/gw${url}`, headers: await authAs(ctx.app, login) });
const names = (nodes: { name: string }[]) => nodes.map((node) => node.name).sort();
const allAgents = (partner: PartnerNode): string[] => {
  const walk = (node: SubdivisionNode): string[] => [...node.agents.map((a) => a.name), ...node.children.flatMap(walk)];
  return [...partner.agents.map((a) => a.name), ...partner.subdivisions.flatMap(walk)].sort();
};

describe('agent structure (G10)', () => {
  it('ADMIN sees every partner with subdivisions nested by parent and their agents', async () => {
    const tree: PartnerNode[] = (await get('/issues/structure', 'admin')).json();
    expect(names(tree)).toEqual(['Альфа Продажи', 'Бета Партнер', 'Гамма Страхование']);
    const partner = tree.find((node) => node.id === alpha.id)!;
    expect(names(partner.subdivisions)).toEqual(['Казань', 'Москва', 'Санкт-Петербург']);
    const moscow = partner.subdivisions.find((node) => node.name === 'Москва')!;
    expect(moscow.children.map((child) => child.name)).toEqual(['Центр']);
    expect(moscow.children[0].agents.map((a) => a.name)).toEqual(['Вложенный Агент']);
    expect(moscow.agents.map((a) => a.name)).toEqual(expect.arrayContaining(['Иван Агентов', 'Анна Старшая']));
    expect(partner.agents.map((a) => a.name)).toEqual(['Олег Партнеров']);
  });

  it('PARTNER_ADMIN sees its partner only', async () => {
    const tree: PartnerNode[] = (await get('/issues/structure', 'partner-admin')).json();
    expect(tree.map((node) => node.id)).toEqual([alpha.id]);
    expect(allAgents(tree[0])).toEqual(['Анна Старшая', 'Вложенный Агент', 'Иван Агентов', 'Олег Партнеров', 'Петр Бруттов']);
    const flat = (await get('/issues/structure/subdivisions', 'partner-admin')).json();
    expect(names(flat)).toEqual(['Казань', 'Москва', 'Санкт-Петербург', 'Центр']);
  });

  it("AGENT_ADMIN sees its subdivision's subtree only", async () => {
    const tree: PartnerNode[] = (await get('/issues/structure', 'agent-admin')).json();
    expect(tree).toHaveLength(1);
    expect(tree[0].agents).toEqual([]);
    expect(tree[0].subdivisions.map((node) => node.name)).toEqual(['Москва']);
    expect(allAgents(tree[0])).toEqual(['Анна Старшая', 'Вложенный Агент', 'Иван Агентов']);
    const flat = (await get('/issues/structure/subdivisions', 'agent-admin')).json();
    expect(names(flat)).toEqual(['Москва', 'Центр']);
  });

  it('refuses plain agents; the agent card is for ADMIN only', async () => {
    expect((await get('/issues/structure', 'agent')).statusCode).toBe(403);
    const agentId = (await ctx.database.db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select('agents.id').where('users.login', '=', 'nested').executeTakeFirstOrThrow()).id;
    const card = await get(`/issues/${agentId}`, 'admin');
    expect(card.json()).toMatchObject({ id: agentId, name: 'Вложенный Агент', subdivision: { name: 'Центр' }, partner: { id: alpha.id } });
    expect((await get(`/issues/${agentId}`, 'partner-admin')).statusCode).toBe(403);
    expect((await get(`/issues/${crypto.randomUUID()}`, 'admin')).statusCode).toBe(404);
  });
});
