import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EnvSchema } from '../../server/config-schema';

/**
 * Issue 28: the deploy guide's files (deploy/) name only what the app reads, and agree with each other: the
 * compose file's variables, the systemd unit's, the image's port and health check. Caddy itself runs them in
 * tests/server/deploy-proxy.test.ts.
 */
const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const appVariables = new Set(Object.keys(EnvSchema.properties));
const openapiPaths = Object.keys((JSON.parse(read('docs/openapi.json')) as { paths: Record<string, unknown> }).paths);

/** `NAME=value` lines of an env file, comments and blank lines left out. */
const envFile = (text: string) =>
  Object.fromEntries(text.split('\n').filter((line) => /^[A-Z_]+=/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));

interface ComposeService {
  environment?: Record<string, string>;
  image?: string;
  build?: { dockerfile: string };
  ports?: string[];
}
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
const example = envFile(read('deploy/env.example'));
const COMPOSE_ONLY = ['POSTGRES_PASSWORD', 'SITE_ADDRESS', 'ACME_EMAIL'];

describe('deploy/env.example', () => {
  it('names only variables the server reads, and those compose interpolates', () => {
    const unknown = Object.keys(example).filter((name) => !appVariables.has(name) && !COMPOSE_ONLY.includes(name));
    expect(unknown).toEqual([]);
    expect(example.NODE_ENV).toBe('production');
    expect(Object.keys(example)).toEqual(expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET', 'PUBLIC_URL', 'TRUST_PROXY']));
  });
});

describe('deploy/compose.yaml', () => {
  const apps = Object.entries(compose.services).filter(([, service]) => service.build);

  it('runs two app processes of the image on one PostgreSQL, behind Caddy', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const [, app] of apps) {
      expect(app.build?.dockerfile).toBe('deploy/Dockerfile');
      expect(Object.keys(app.environment ?? {}).filter((name) => !appVariables.has(name))).toEqual([]);
      expect(app.environment?.DATABASE_URL).toMatch(/@postgres:5432\/certificates$/);
    }
    expect(compose.services.postgres.image).toMatch(/^postgres:\d+/);
    expect(compose.services.caddy.environment?.UPSTREAMS.split(' ')).toEqual(apps.map(([name]) => `${name}:8080`));
  });

  it('interpolates only variables env.example documents', () => {
    const used = [...read('deploy/compose.yaml').matchAll(/\$\{([A-Z_]+)/g)].map((match) => match[1]);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !(name in example))).toEqual([]);
  });
});

describe('deploy/Dockerfile', () => {
  const dockerfile = read('deploy/Dockerfile');
  const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;

  it('builds on a Node the project supports, listens where compose and Caddy look, and checks readiness', () => {
    const majors = [...dockerfile.matchAll(/^FROM node:(\d+)/gm)].map((match) => Number(match[1]));
    expect(majors.length).toBe(2);
    for (const major of majors) expect(major).toBeGreaterThanOrEqual(Number(/\d+/.exec(engines)![0]));
    expect(dockerfile).toMatch(/PORT=8080/);
    const [route] = /\/gw\/[a-z]+(?=`)/.exec(dockerfile)!;
    expect(route).toBe('/gw/ready');
    expect(openapiPaths).toContain(route);
    expect(dockerfile).toMatch(/CMD \["node", "server\/launch\.mjs"\]/);
  });
});

describe('deploy/systemd', () => {
  const unit = read('deploy/systemd/certificates@.service');
  const values = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1]);

  it('sets only variables the server reads, one port per instance, and starts the bundled server', () => {
    const names = values('Environment').flatMap((line) => line.split(/\s+/)).map((pair) => pair.split('=')[0]);
    expect(names.filter((name) => !appVariables.has(name) && name !== 'SKIP_SPA_BUILD')).toEqual([]);
    expect(values('Environment').join(' ')).toMatch(/PORT=%i/);
    expect(values('ExecStart')[0]).toMatch(/ server\/launch\.mjs$/);
    expect(values('KillSignal')).toEqual(['SIGTERM']);
    expect(read('deploy/systemd/caddy-certificates.conf')).toMatch(/UPSTREAMS=127\.0\.0\.1:8081 127\.0\.0\.1:8082/);
  });
});
