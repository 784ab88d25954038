import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type TestContext, buildTestApp, openSecondProcess } from './helper';
import { bearer, signIn } from './auth-sign-in';

/** Upper bound for an event to arrive; a missing event fails the test instead of hanging it. */
const DELIVERY_LIMIT_MS = 1000;

let ctx: TestContext;
let urlA: string;
let second: Awaited<ReturnType<typeof openSecondProcess>>;
let urlB: string;

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return address.replace(/^http/, 'ws');
}

beforeAll(async () => {
  ctx = await buildTestApp();
  urlA = await listen(ctx.app);
  second = await openSecondProcess(ctx);
  urlB = await listen(second.app);
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

interface Connection {
  socket: WebSocket;
  messages: unknown[];
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens the socket and authenticates with the first message; resolves once the server answered ready or closed. */
function connect(baseUrl: string, token: string, headers: Record<string, string> = {}): Promise<Connection> {
  const socket = new WebSocket(`${baseUrl}/gw/ws`, { headers });
  const messages: unknown[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { event?: string };
      if (message.event === 'ready') resolve({ socket, messages, closed });
      else messages.push(message);
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    void closed.then(() => resolve({ socket, messages, closed }));
    socket.once('error', reject);
  });
}

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} did not happen within ${DELIVERY_LIMIT_MS} ms`)), DELIVERY_LIMIT_MS)),
  ]);
}

async function userId(login: string) {
  const row = await ctx.database.db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow();
  return row.id;
}

async function block(app: FastifyInstance, login: string, blocked = true) {
  const { token } = await signIn(app, 'admin', { ip: '10.40.0.1' });
  return app.inject({ method: 'POST', url: `/gw/users/${await userId(login)}/block`, headers: bearer(token), payload: { blocked } });
}

/** The HTTP status of an upgrade the server refused, or 101 when it accepted it. */
function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  const socket = new WebSocket(url, { headers });
  return new Promise((resolve) => {
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
  });
}

describe('live channel /gw/ws handshake', () => {
  it('takes the token from the first message, never from the URL', async () => {
    const { token } = await signIn(ctx.app, 'partner', { type: 'cpa', ip: '10.40.0.9' });
    const socket = new WebSocket(`${urlA}/gw/ws?token=${encodeURIComponent(token)}`);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'hello' }));
    expect(await within(closed, 'close')).toBe(4401);
    const tab = await connect(urlA, token);
    expect(tab.socket.readyState).toBe(WebSocket.OPEN);
    tab.socket.close();
  });

  it("refuses a foreign Origin and accepts the page's own", async () => {
    const host = new URL(urlA).host;
    expect(await upgradeStatus(`${urlA}/gw/ws`, { origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(`${urlA}/gw/ws`, { origin: `http://${host}` })).toBe(101);
  });
});

describe('live channel /gw/ws', () => {
  it('closes a connection without a valid token with 4401', async () => {
    for (const token of ['', 'garbage']) {
      const { closed } = await connect(urlA, token);
      expect((await within(closed, 'close')).code).toBe(4401);
    }
  });

  it('signs a blocked user out on every open tab, and the token stops working', async () => {
    const { token } = await signIn(ctx.app, 'agent', { ip: '10.40.0.2' });
    const tabs = [await connect(urlA, token), await connect(urlA, token)];
    const bystander = await connect(urlA, (await signIn(ctx.app, 'agent-brutto', { ip: '10.40.0.3' })).token);

    const res = await block(ctx.app, 'agent');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: await userId('agent'), blocked: true });

    const agentId = await userId('agent');
    for (const tab of tabs) {
      expect((await within(tab.closed, 'logout')).code).toBe(4401);
      expect(tab.messages).toEqual([{ event: 'logout', channel: `user:${agentId}`, reason: 'blocked' }]);
    }
    expect(bystander.messages).toEqual([]);
    expect(bystander.socket.readyState).toBe(WebSocket.OPEN);
    bystander.socket.close();

    const check = await ctx.app.inject({ method: 'GET', url: '/gw/auth/check', headers: bearer(token) });
    expect(check.json().code).toBe('E_INVALID_JWT_TOKEN');
    expect((await connect(urlA, token).then((tab) => within(tab.closed, 'close'))).code).toBe(4401);

    expect((await block(ctx.app, 'agent', false)).json().blocked).toBe(false);
    expect((await signIn(ctx.app, 'agent', { ip: '10.40.0.2' })).token).toBeTruthy();
  });

  it('delivers a block made on one server process to a socket on another', async () => {
    const { token } = await signIn(second.app, 'agent-admin', { ip: '10.40.0.4' });
    const tab = await connect(urlB, token);

    expect((await block(ctx.app, 'agent-admin')).statusCode).toBe(200);
    expect((await within(tab.closed, 'logout on the other process')).code).toBe(4401);
    expect(tab.messages).toEqual([{ event: 'logout', channel: `user:${await userId('agent-admin')}`, reason: 'blocked' }]);
    const check = await second.app.inject({ method: 'GET', url: '/gw/auth/check', headers: bearer(token) });
    expect(check.json().code).toBe('E_INVALID_JWT_TOKEN');
  });

  it('closes the connection of a session that signs out', async () => {
    const { token } = await signIn(ctx.app, 'client', { type: 'cabinet', ip: '10.40.0.5' });
    const tab = await connect(urlB, token);
    expect((await ctx.app.inject({ method: 'POST', url: '/gw/auth/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect((await within(tab.closed, 'close after logout')).code).toBe(4401);
    expect(tab.messages).toEqual([]);
  });
});

describe('POST /gw/users/{id}/block', () => {
  it('is for administrators, and not against oneself', async () => {
    const { token } = await signIn(ctx.app, 'agent-brutto', { ip: '10.40.0.6' });
    const agentTry = await ctx.app.inject({ method: 'POST', url: `/gw/users/${await userId('client')}/block`, headers: bearer(token), payload: { blocked: true } });
    expect(agentTry.statusCode).toBe(403);

    const admin = (await signIn(ctx.app, 'admin', { ip: '10.40.0.7' })).token;
    const self = await ctx.app.inject({ method: 'POST', url: `/gw/users/${await userId('admin')}/block`, headers: bearer(admin), payload: { blocked: true } });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Нельзя заблокировать самого себя');

    const missing = await ctx.app.inject({ method: 'POST', url: `/gw/users/${crypto.randomUUID()}/block`, headers: bearer(admin), payload: { blocked: true } });
    expect(missing.statusCode).toBe(404);
  });
});
