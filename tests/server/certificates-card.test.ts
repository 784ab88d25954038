import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
let agent: { authorization: string };
let own: string;
let foreign: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  agent = await authAs(ctx.app, 'agent');
  const db = ctx.database.db;
  const agentRow = await db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select('agents.id').where('users.login', '=', 'agent').executeTakeFirstOrThrow();
  const limited = (q: ReturnType<typeof db.selectFrom<'certificates'>>) =>
    q.select('certificates.id').where('certificates.status', '=', 'ACTIVE').where('certificates.blocked', '=', false).where((eb) =>
      eb.exists(eb.selectFrom('certificate_limits as l').select('l.service_id').whereRef('l.certificate_id', '=', 'certificates.id').where('l.max_limit', 'is not', null)),
    );
  own = (await limited(db.selectFrom('certificates')).where('agent_id', '=', agentRow.id).executeTakeFirstOrThrow()).id;
  foreign = (await limited(db.selectFrom('certificates')).where('agent_id', '<>', agentRow.id).executeTakeFirstOrThrow()).id;
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });

describe('certificate card', () => {
  it('shows the card with tariff, client, price breakdown and orders', async () => {
    const res = await call('GET', `/certificates/${own}`, admin);
    expect(res.statusCode).toBe(200);
    const card = res.json();
    expect(card).toMatchObject({ id: own, number: expect.stringMatching(/^\d{16}$/), rate: { name: expect.any(String) }, client: { name: expect.any(String) } });
    const rate = await ctx.database.db.selectFrom('rates').select('cost').where('id', '=', card.rate_id).executeTakeFirstOrThrow();
    expect(card.price).toBe(rate.cost);
    expect(card.cost).toBeLessThanOrEqual(card.price);
    expect(card.items.length).toBeGreaterThan(0);
  });

  it("lets an agent open its own certificate but not another agent's", async () => {
    expect((await call('GET', `/certificates/${own}`, agent)).statusCode).toBe(200);
    expect((await call('GET', `/certificates/${foreign}`, agent)).statusCode).toBe(403);
    expect((await call('PATCH', `/certificates/${foreign}`, agent, { blocked: true, blocked_type: 'OTHER' })).statusCode).toBe(403);
    expect((await call('DELETE', `/certificates/${foreign}`, agent)).statusCode).toBe(403);
    expect((await call('GET', '/service/limit/certificate/' + foreign, agent)).statusCode).toBe(403);
  });

  it('blocks with a reason, moves the block date, and unblocks', async () => {
    const reasons = (await call('GET', '/block/reason/all', admin)).json();
    expect(reasons.map((r: { code: string }) => r.code)).toContain('NON_PAYMENT');
    const noReason = await call('PATCH', `/certificates/${own}`, admin, { blocked: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toHaveProperty('blocked_type');
    const blocked = await call('PATCH', `/certificates/${own}`, admin, { blocked: true, blocked_type: 'NON_PAYMENT' });
    expect(blocked.json()).toMatchObject({ blocked: true, blocked_type: 'NON_PAYMENT', reason: 'Неоплата' });
    const moved = await call('PATCH', `/certificates/${own}`, admin, { block_date: '2026-12-01T10:30:00.000Z' });
    expect(moved.json().blockDate).toBe('2026-12-01T10:30:00.000Z');
    const unblocked = await call('PATCH', `/certificates/${own}`, admin, { blocked: false });
    expect(unblocked.json()).toMatchObject({ blocked: false, blocked_type: null, blockDate: null });
    expect((await call('PATCH', `/certificates/${own}`, admin, { block_date: '2026-12-01T10:30:00.000Z' })).statusCode).toBe(400);
  });

  it('edits finite used limits within 0..max only', async () => {
    const limits = (await call('GET', `/service/limit/certificate/${own}`, admin)).json();
    const finite = limits.find((l: { infinityLimit: boolean }) => !l.infinityLimit);
    const over = await call('POST', '/service/limit', admin, { certificate_id: own, services: [{ service_id: finite.service_id, used_limit: finite.max_limit + 1 }] });
    expect(over.statusCode).toBe(400);
    const ok = await call('POST', '/service/limit', admin, { certificate_id: own, services: [{ service_id: finite.service_id, used_limit: finite.max_limit }] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().find((l: { service_id: string }) => l.service_id === finite.service_id)).toMatchObject({ used_limit: finite.max_limit, used: true });
    expect((await call('POST', '/service/limit', agent, { certificate_id: own, services: [{ service_id: finite.service_id, used_limit: 0 }] })).statusCode).toBe(403);
  });

  it("answers each limit with its service's options, and keeps a use marked used below its maximum (C11)", async () => {
    const limits = (await call('GET', `/service/limit/certificate/${own}`, admin)).json();
    const services = await ctx.database.db.selectFrom('services').select(['id', 'is_dinamic', 'max_limit']).execute();
    for (const limit of limits) {
      const service = services.find((row) => row.id === limit.service_id)!;
      expect(limit.options).toEqual({ is_dinamic: service.is_dinamic, max_limit: service.max_limit });
    }
    const finite = limits.find((l: { infinityLimit: boolean; max_limit: number }) => !l.infinityLimit && l.max_limit > 0);
    const marked = await call('POST', '/service/limit', admin, { certificate_id: own, services: [{ service_id: finite.service_id, used_limit: 0, used: true }] });
    expect(marked.json().find((l: { service_id: string }) => l.service_id === finite.service_id)).toMatchObject({ used_limit: 0, used: true });
  });

  it("links each paid payment row to its receipt, readable by whoever may see the certificate (C7)", async () => {
    const card = (await call('GET', `/certificates/${own}`, admin)).json();
    const paid = card.items.find((order: { status: string }) => order.status === 'PAID');
    expect(paid.doc_pay).toEqual({ id: paid.id, name: `Чек № ${paid.number}`, url: `/gw/certificates/${own}/orders/${paid.id}/receipt` });
    for (const order of card.items.filter((o: { status: string }) => o.status !== 'PAID')) expect(order.doc_pay).toBeNull();
    const english = (await ctx.app.inject({ method: 'GET', url: `/gw/certificates/${own}`, headers: { ...agent, 'accept-language': 'en' } })).json();
    expect(english.items.find((o: { id: string }) => o.id === paid.id).doc_pay.name).toBe(`Receipt № ${paid.number}`);
    const pdf = await ctx.app.inject({ method: 'GET', url: paid.doc_pay.url, headers: agent });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    // an order is read through its own certificate only, and another seller's certificate stays closed
    expect((await call('GET', `/certificates/${foreign}/orders/${paid.id}/receipt`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/certificates/${foreign}/orders/${paid.id}/receipt`, agent)).statusCode).toBe(403);
  });

  it('cancels autopay (an admin, not the seller) and lets only an admin delete', async () => {
    expect((await call('POST', `/orders/detach/${own}`, agent)).statusCode).toBe(403);
    const detached = await call('POST', `/orders/detach/${own}`, admin);
    expect(detached.json()).toEqual({ id: own, isAutoPay: false });
    expect((await call('DELETE', `/certificates/${own}`, agent)).statusCode).toBe(403);
    expect((await call('DELETE', `/certificates/${own}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/certificates/${own}`, admin)).statusCode).toBe(404);
  });
});
