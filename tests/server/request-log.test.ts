import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { requestContext, requestIdHeaders, requestLog } from '../../server/ops/request-context';
import { authAs } from './auth-helper';
import { openSeededDatabase, testConfig } from './helper';

/** Issue 28: one JSON line per request with its id, user, route, status and duration; the id reaches queued work. */
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
let app: Awaited<ReturnType<typeof buildApp>>;
let drop: () => Promise<void>;
beforeAll(async () => {
  const seeded = await openSeededDatabase();
  drop = seeded.drop;
  app = await buildApp({ config: testConfig({ logLevel: 'info' }), database: seeded.database, logStream: stream });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

describe('the request log', () => {
  it('writes the request id, user id, route pattern, status and duration, and no credential', async () => {
    const admin = await authAs(app, 'admin');
    const user = await app.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    const reply = await app.inject({ method: 'GET', url: '/gw/certificates/00000000-0000-4000-8000-00000000abcd?token=secret-in-url', headers: admin });
    const requestId = reply.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines.find((l) => l.reqId === requestId && l.msg === 'request completed');
    expect(line).toMatchObject({ level: 30, method: 'GET', route: '/gw/certificates/:id', status: reply.statusCode, userId: user.id, durationMs: expect.any(Number) });
    expect(line!.url).toBe('/gw/certificates/00000000-0000-4000-8000-00000000abcd?token=[Redacted]');
    expect(JSON.stringify(lines)).not.toContain(admin.authorization.slice(7));
    expect(JSON.stringify(lines)).not.toContain('secret-in-url');
  });

  it("takes the proxy's X-Request-Id when it is a sane token, and makes one otherwise", async () => {
    const given = await app.inject({ method: 'GET', url: '/gw/health', headers: { 'x-request-id': 'proxy-7f3a.42' } });
    expect(given.headers['x-request-id']).toBe('proxy-7f3a.42');
    expect(lines.some((l) => l.reqId === 'proxy-7f3a.42' && l.route === '/gw/health' && l.userId === null)).toBe(true);
    const odd = await app.inject({ method: 'GET', url: '/gw/health', headers: { 'x-request-id': 'a b\nforged line' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs the sale's SMS under the sale's request id, naming the outbox row the worker sends", async () => {
    const { id: rateId } = await app.db.selectFrom('rates').select('id').where('code_name', '=', 'BASIC').executeTakeFirstOrThrow();
    const phone = '+7 (999) 555-01-42';
    const reply = await app.inject({
      method: 'POST', url: '/gw/certificates', headers: { ...(await authAs(app, 'agent')), 'x-request-id': 'sale-request-1' },
      payload: { rate_id: rateId, client: { phone, name: 'Журнал Запросов' }, send_sms: true },
    });
    expect(reply.statusCode).toBe(201);
    const queued = await app.db.selectFrom('sms_log').select('id').where('phone', '=', '79995550142').execute();
    expect(queued).toHaveLength(1);
    expect(lines).toContainEqual(expect.objectContaining({ reqId: 'sale-request-1', msg: 'SMS queued', sms: queued[0]!.id }));
  });
});

describe('the request context', () => {
  it('gives provider calls the X-Request-Id of the request they run for, and nothing outside one', async () => {
    expect(requestIdHeaders()).toEqual({});
    expect(requestLog()).toBeUndefined();
    const seen = await requestContext.run({ requestId: 'r-1', log: app.log }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return requestIdHeaders();
    });
    expect(seen).toEqual({ 'x-request-id': 'r-1' });
  });
});
