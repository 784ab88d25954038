import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type TestContext, buildTestApp, openSecondProcess } from './helper';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { signIn } from './auth-sign-in';

/**
 * Issue 28: deploy/Caddyfile, as the deploy guide installs it, in front of two app processes on one database: TLS
 * from Caddy's own CA, the processes taken in turn, the live channel's websocket carried, HTTP sent to HTTPS, and a
 * process that stops leaving every request to the other. CI installs Caddy (.ci/run); a machine without it runs
 * the file checks of deploy-configs.test.ts only.
 */
const hasCaddy = spawnSync('caddy', ['version']).status === 0;
const CADDYFILE = path.resolve(import.meta.dirname, '../../deploy/Caddyfile');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

if (!hasCaddy) {
  describe('without Caddy', () => {
    it('is not CI, which installs it', () => expect(process.env.CI).toBeFalsy());
  });
} else describe('deploy/Caddyfile in front of two processes', () => {
  let ctx: TestContext;
  let second: Awaited<ReturnType<typeof openSecondProcess>>;
  let caddy: ChildProcess;
  let home: string;
  let httpsPort: number;
  let httpPort: number;
  let ca: Buffer;
  const served = new Map<FastifyInstance, number>();

  /** A request through Caddy, its certificate checked against Caddy's local CA. */
  function through(method: string, url: string, body?: unknown): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request(`https://localhost:${httpsPort}${url}`, { method, ca, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      req.end(body ? JSON.stringify(body) : undefined);
    });
  }

  async function waitFor(check: () => Promise<boolean>, what: string, limitMs = 20_000) {
    const until = Date.now() + limitMs;
    for (;;) {
      if (await check().catch(() => false)) return;
      if (Date.now() > until) throw new Error(`${what} within ${limitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    ctx = await buildTestApp({ trustProxy: ['127.0.0.1'] });
    second = await openSecondProcess(ctx, { trustProxy: ['127.0.0.1'] });
    const upstreams: string[] = [];
    for (const app of [ctx.app, second.app]) {
      served.set(app, 0);
      app.server.on('request', (req: { url?: string }) => {
        if (req.url !== '/gw/ready') served.set(app, served.get(app)! + 1);
      });
      upstreams.push((await app.listen({ host: '127.0.0.1', port: 0 })).replace('http://', ''));
    }
    [httpsPort, httpPort] = [await freePort(), await freePort()];
    home = mkdtempSync(path.join(tmpdir(), 'caddy-'));
    const env = {
      ...process.env,
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      SITE_ADDRESS: `https://localhost:${httpsPort}`,
      TLS: 'internal',
      UPSTREAMS: upstreams.join(' '),
      HTTPS_PORT: String(httpsPort),
      HTTP_PORT: String(httpPort),
      CADDY_ADMIN: 'off',
    };
    expect(spawnSync('caddy', ['validate', '--config', CADDYFILE, '--adapter', 'caddyfile'], { env }).status).toBe(0);
    caddy = spawn('caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], { env, stdio: 'ignore' });
    const root = path.join(home, 'caddy/pki/authorities/local/root.crt');
    await waitFor(async () => existsSync(root), "Caddy's local CA");
    ca = readFileSync(root);
    await waitFor(async () => (await through('GET', '/gw/health')).status === 200, 'the app through Caddy');
  }, 60_000);

  afterAll(async () => {
    caddy?.kill('SIGTERM');
    await second?.close();
    await ctx?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it('serves the app over TLS, taking the processes in turn, with the app’s own security headers', async () => {
    const before = [...served.values()];
    const answers = await Promise.all(Array.from({ length: 20 }, () => through('GET', '/gw/health')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(answers[0].headers['x-content-type-options']).toBe('nosniff');
    const after = [...served.values()];
    expect(after.map((count, i) => count - before[i]).every((count) => count >= 5)).toBe(true);
  });

  it('sends plain HTTP to HTTPS', async () => {
    const response = await fetch(`http://localhost:${httpPort}/sales/`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    const location = new URL(response.headers.get('location')!);
    expect([location.protocol, location.hostname, location.pathname]).toEqual(['https:', 'localhost', '/sales/']);
  });

  it('carries the live channel’s websocket', async () => {
    const { token } = await signIn(ctx.app, 'agent', { ip: '10.41.0.1' });
    const socket = new WebSocket(`wss://localhost:${httpsPort}/gw/ws`, { ca });
    const first = await new Promise<unknown>((resolve, reject) => {
      socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
      socket.once('message', (data) => resolve(JSON.parse(String(data))));
      socket.once('error', reject);
    });
    expect(first).toMatchObject({ event: 'ready' });
    socket.close();
  });

  it('leaves every request to the other process when one stops, writes included', async () => {
    await second.close();
    const answers = await Promise.all(Array.from({ length: 20 }, () => through('GET', '/gw/health')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const login = await through('POST', '/gw/auth/login', { input: 'agent', password: DEMO_PASSWORD, type: 'sales' });
    expect(login.status).toBe(200);
  });
});
