import { mkdtempSync, readFileSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import helmet from 'helmet';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { assertNoDemoInProduction } from '../../server/demo-guard';
import { redactedLogging } from '../../server/plugins/log-redaction';
import { HELMET_OPTIONS } from '../../server/plugins/security-headers';
import { type TestContext, buildTestApp, testConfig } from './helper';
import { signIn } from './auth-sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const env = (vars: Record<string, string>) => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'config-')), ...vars });

describe('configuration (server/config.ts)', () => {
  it('names a bad value clearly', () => {
    expect(() => loadConfig(env({ PORT: 'abc' }))).toThrow(/Invalid configuration: PORT="abc": must be integer/);
    expect(() => loadConfig(env({ TRUST_PROXY: '10.0.0.1', ALLOWED_ORIGINS: 'not a url' }))).toThrow(/ALLOWED_ORIGINS/);
  });

  it('reads TRUST_PROXY and the allowed origins; trusts no proxy by default', () => {
    expect(loadConfig(env({})).trustProxy).toEqual([]);
    const config = loadConfig(env({ PORT: '3000', TRUST_PROXY: '10.0.0.1, 192.168.0.0/16', PUBLIC_URL: 'https://sales.example.com/x', ALLOWED_ORIGINS: 'https://a.example' }));
    expect(config.port).toBe(3000);
    expect(config.trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(config.allowedOrigins).toEqual(['https://sales.example.com', 'https://a.example']);
  });

  it('asks production processes on one PostgreSQL for a shared JWT_SECRET instead of each generating its own', () => {
    const production = { NODE_ENV: 'production', PAYMENTS: 'sandbox', DATABASE_URL: 'postgres://app@db/certificates' };
    expect(() => loadConfig(env(production))).toThrow(/JWT_SECRET: required with NODE_ENV=production and DATABASE_URL/);
    const secret = 'a'.repeat(64);
    expect(loadConfig(env({ ...production, JWT_SECRET: secret })).jwtSecret).toBe(secret);
    expect(loadConfig(env({ NODE_ENV: 'production', PAYMENTS: 'sandbox' })).jwtSecret).toMatch(/^[\w-]{64}$/);
  });
});

describe('access tokens', () => {
  it('refuses a correctly signed token without exp', async () => {
    const { token } = await signIn(ctx.app, 'admin', { ip: '10.60.0.1' });
    const { sid, sub } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string; sub: string };
    const key = new TextEncoder().encode(testConfig().jwtSecret);
    const claims = { sid, roles: ['ADMIN'] };
    const forever = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuer('certificates-gw').setIssuedAt().sign(key);
    const check = (bearerToken: string) => ctx.app.inject({ method: 'GET', url: '/gw/auth/check', headers: { authorization: `Bearer ${bearerToken}` } });
    expect((await check(forever)).json().code).toBe('E_INVALID_JWT_TOKEN');
    expect((await check(token)).json()).toEqual({ authenticated: true });
  });
});

/** The headers helmet's own middleware sends on a plain node:http response with the server's options. */
async function helmetOnNodeHttp(): Promise<Record<string, string>> {
  const middleware = helmet(HELMET_OPTIONS);
  const server = createServer((req, res) => middleware(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    return Object.fromEntries([...res.headers].filter(([name]) => !skip.has(name)));
  } finally {
    server.close();
  }
}

describe('security headers (helmet)', () => {
  it("sends every header helmet's own middleware sends, with the same values", async () => {
    const expected = await helmetOnNodeHttp();
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    const res = await ctx.app.inject({ method: 'GET', url: '/gw/auth/check' });
    for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
  });

  it('sends a CSP without inline scripts, frame denial, nosniff and a referrer policy on the API, the SPA and the docs', async () => {
    for (const url of ['/gw/auth/check', '/gw/openapi', '/sales/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('the SPA page carries no inline script', () => {
    const html = readFileSync(path.resolve('index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
  });
});

describe('log redaction', () => {
  it('keeps the token query, the authorization header and passwords out of the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write: (chunk, _encoding, done) => {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', ...redactedLogging, stream } });
    app.post('/x', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'body');
      return {};
    });
    await app.inject({ method: 'POST', url: '/x?token=secret-token-1', headers: { authorization: 'Bearer secret-token-2' }, payload: { password: 'secret-password-3' } });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/x?token=[Redacted]');
    for (const secret of ['secret-token-1', 'secret-token-2', 'secret-password-3']) expect(log).not.toContain(secret);
  });
});

describe('demo accounts in production', () => {
  it('refuses to start when the database holds demo accounts, unless DEMO=1', async () => {
    await expect(assertNoDemoInProduction(ctx.database.db, { production: true, demo: false })).rejects.toThrow(/DEMO=1/);
    await expect(assertNoDemoInProduction(ctx.database.db, { production: true, demo: true })).resolves.toBeUndefined();
    await expect(assertNoDemoInProduction(ctx.database.db, { production: false, demo: false })).resolves.toBeUndefined();
  });
});
