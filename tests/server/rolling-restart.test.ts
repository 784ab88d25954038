import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type RoundRobinProxy, startRoundRobinProxy } from './support/round-robin-proxy';
import { type ServerProcess, freePort, startServerProcess } from './support/server-process';
import { type ServerStore, freshServerStore } from './support/server-store';

/**
 * Issue 28: restarts under load fail no request. On the PostgreSQL suite two real processes on one database run
 * behind a round-robin proxy with an active health check on /gw/ready; each in turn gets SIGTERM and is started
 * again while readers list certificates and writers sell them: no request fails and every acknowledged sale is
 * stored. The embedded database belongs to one process, so there the one process is stopped under load: it answers
 * through its drain (ready 503, requests still served), exits 0, and every sale it acknowledged is there after.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const JWT_SECRET = randomBytes(32).toString('hex');
// long enough for the proxy's 100 ms health check to notice on a busy CI machine (production: 3 s)
const DRAIN_MS = 1_500;

interface Load {
  /** What failed, and when (Date.now()) its request was sent. */
  failures: { what: string; at: number }[];
  acknowledged: string[];
  answered: number;
  stop(): Promise<void>;
}

async function signIn(baseUrl: string) {
  const res = await fetch(`${baseUrl}/gw/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input: 'agent', password: 'demo1234', type: 'sales' }),
  });
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}`, 'content-type': 'application/json' };
}

/** Readers list certificates and writers sell them through `baseUrl` until stopped; every answer but 200/201 is a failure. */
async function steadyLoad(baseUrl: string, { readers = 2, writers = 2 } = {}): Promise<Load> {
  const headers = await signIn(baseUrl);
  const rates = (await (await fetch(`${baseUrl}/gw/rates/all`, { headers })).json()) as { id: string; code_name: string }[];
  const rateId = rates.find((rate) => rate.code_name === 'BASIC')!.id;
  const load: Omit<Load, 'stop'> = { failures: [], acknowledged: [], answered: 0 };
  let running = true;
  let n = 0;
  const attempt = async (what: string, call: () => Promise<Response>, expected: number, onOk?: (body: { id: string }) => void) => {
    const at = Date.now();
    try {
      const reply = await call();
      const body = await reply.text();
      if (reply.status !== expected) load.failures.push({ what: `${what}: ${reply.status} ${body.slice(0, 200)}`, at });
      else {
        load.answered += 1;
        onOk?.(JSON.parse(body) as { id: string });
      }
    } catch (error) {
      load.failures.push({ what: `${what}: ${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? '')}`, at });
    }
  };
  const reader = async () => {
    while (running) await attempt('list', () => fetch(`${baseUrl}/gw/certificates?page=1&perPage=5`, { headers }), 200);
  };
  const writer = async () => {
    while (running) {
      const phone = `+7 (999) 8${String(++n).padStart(6, '0')}`;
      await attempt('sale', () => fetch(`${baseUrl}/gw/certificates`, { method: 'POST', headers, body: JSON.stringify({ rate_id: rateId, client: { phone, name: 'Перезапуск Процесса' } }) }), 201,
        (sale) => load.acknowledged.push(sale.id));
    }
  };
  const loops = [...Array.from({ length: readers }, reader), ...Array.from({ length: writers }, writer)];
  return Object.assign(load, {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  });
}

/** SIGTERM, and the exit code and time of the graceful shutdown. */
async function terminate(server: ServerProcess, began = Date.now()) {
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.kill('SIGTERM');
  return { code: await exited, ms: Date.now() - began };
}

const untilAnswered = async (load: Load, more: number) => {
  const target = load.answered + more;
  const deadline = Date.now() + 60_000;
  while (load.answered < target && Date.now() < deadline) await sleep(50);
  expect(load.answered).toBeGreaterThanOrEqual(target);
};

const processes: ServerProcess[] = [];
let store: ServerStore | undefined;
let proxy: RoundRobinProxy | undefined;
afterAll(async () => {
  await proxy?.close();
  for (const server of processes) await server.kill();
  await store?.drop();
});

/** A process of this test on `port` with the shared database and secret (on PostgreSQL with a DATA_DIR of its own). */
async function start(port: number) {
  const dataDir = onPostgres ? mkdtempSync(path.join(tmpdir(), 'rolling-')) : store!.env.DATA_DIR!;
  const server = await startServerProcess({ ...store!.env, DATA_DIR: dataDir, PORT: String(port), JWT_SECRET, DEMO: '1', SHUTDOWN_DRAIN_MS: String(DRAIN_MS), SHUTDOWN_TIMEOUT_MS: '15000' });
  processes.push(server);
  return server;
}

if (onPostgres) {
  describe('a rolling restart of two processes behind a proxy (issue 28)', () => {
    it('fails no request and loses no acknowledged sale while each process in turn is stopped and started again', { timeout: 400_000 }, async () => {
      store = await freshServerStore('rolling_restart');
      const ports = [await freePort(), await freePort()];
      // the first migrates and seeds, the second finds the database ready
      await start(ports[0]!);
      await start(ports[1]!);
      proxy = await startRoundRobinProxy(ports.map((port) => `http://127.0.0.1:${port}`), { checkEveryMs: 100 });
      expect(proxy.healthy()).toHaveLength(2);
      const load = await steadyLoad(proxy.url);
      await untilAnswered(load, 40);

      for (const port of ports) {
        const current = processes.findLast((server) => server.port === port)!;
        const stopped = await terminate(current);
        expect(stopped.code, current.stderr()).toBe(0);
        expect(stopped.ms).toBeGreaterThanOrEqual(DRAIN_MS);
        await untilAnswered(load, 20);
        await start(port);
        const deadline = Date.now() + 10_000;
        while (proxy.healthy().length < 2 && Date.now() < deadline) await sleep(50);
        expect(proxy.healthy()).toHaveLength(2);
        await untilAnswered(load, 20);
      }
      await load.stop();

      expect(load.failures).toEqual([]);
      expect(load.acknowledged.length).toBeGreaterThan(10);
      const client = new pg.Client({ connectionString: store.env.DATABASE_URL });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: string }>('select id from certificates where id = any($1::uuid[])', [load.acknowledged]);
        expect(rows.length).toBe(load.acknowledged.length);
      } finally {
        await client.end();
      }
    });
  });
} else {
  describe('a graceful stop of the one process on the embedded database (issue 28)', () => {
    it('serves through the drain, answers not-ready, exits 0, and keeps every acknowledged sale', { timeout: 300_000 }, async () => {
      store = await freshServerStore('rolling-restart');
      const port = await freePort();
      const server = await start(port);
      const load = await steadyLoad(server.baseUrl, { readers: 1, writers: 2 });
      await untilAnswered(load, 30);
      const signalledAt = Date.now();
      const stopping = terminate(server, signalledAt);
      // within the drain: not ready, yet still answering
      await sleep(100);
      const ready = await fetch(`${server.baseUrl}/gw/ready`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { failing: string[] }).failing).toEqual(['shutdown']);
      const duringDrain = load.answered;
      while (load.answered === duringDrain && Date.now() < signalledAt + DRAIN_MS - 100) await sleep(20);
      expect(load.answered, 'answered during the drain').toBeGreaterThan(duringDrain);
      const stopped = await stopping;
      await load.stop();
      expect(stopped.code, server.stderr()).toBe(0);
      expect(stopped.ms).toBeGreaterThanOrEqual(DRAIN_MS);
      // refused only once it stopped accepting (with no other process to go to): nothing sent before that failed
      expect(load.failures.filter((failure) => failure.at < signalledAt + DRAIN_MS - 100)).toEqual([]);

      const again = await start(port);
      const headers = await signIn(again.baseUrl);
      const missing: string[] = [];
      for (const id of load.acknowledged) {
        if ((await fetch(`${again.baseUrl}/gw/certificates/${id}`, { headers })).status !== 200) missing.push(id);
      }
      expect(load.acknowledged.length).toBeGreaterThan(10);
      expect(missing).toEqual([]);
    });
  });
}
