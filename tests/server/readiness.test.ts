import { type Server, type Socket, createServer } from 'node:net';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database';
import { DATABASE_PROBE_MS, Lifecycle, checkReadiness } from '../../server/ops/readiness';
import { WorkerRegistry } from '../../server/ops/workers';
import { type TestContext, buildTestApp } from './helper';

/** Issue 28: /gw/ready says whether this process may take traffic, and names what is not ready. */
describe('GET /gw/ready', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // every background worker on, as in production (the tests' default turns the timed ones off)
    ctx = await buildTestApp({ messageJobSeconds: 3600, receiptJobSeconds: 3600, instalmentJobSeconds: 3600 });
  });
  afterAll(async () => ctx?.close());

  const ready = () => ctx.app.inject({ method: 'GET', url: '/gw/ready' });

  it('answers 200 without a token when the database answers, every migration is applied and every worker runs', async () => {
    const reply = await ready();
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.status).toBe('ready');
    expect(body.failing).toEqual([]);
    expect(body.checks.map((check: { name: string }) => check.name)).toEqual(
      expect.arrayContaining(['database', 'migrations', 'worker:jobs', 'shutdown']),
    );
  });

  it('answers 503 naming a migration of this release the database has not got', async () => {
    const { name } = await ctx.database.db.selectFrom('kysely_migration' as never).select(sql<string>`max(name)`.as('name')).executeTakeFirstOrThrow() as { name: string };
    const row = await sql<{ timestamp: string }>`select timestamp from kysely_migration where name = ${name}`.execute(ctx.database.db);
    await sql`delete from kysely_migration where name = ${name}`.execute(ctx.database.db);
    try {
      const reply = await ready();
      expect(reply.statusCode).toBe(503);
      expect(reply.json().failing).toEqual(['migrations']);
      expect(reply.json().checks).toContainEqual({ name: 'migrations', ok: false, detail: `not applied: ${name}` });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${row.rows[0]!.timestamp})`.execute(ctx.database.db);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 while the process shuts down', async () => {
    ctx.app.lifecycle.draining = true;
    try {
      const reply = await ready();
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toMatchObject({ status: 'not_ready', failing: ['shutdown'] });
      // liveness is not readiness: the process still answers
      expect((await ctx.app.inject({ method: 'GET', url: '/gw/health' })).statusCode).toBe(200);
    } finally {
      ctx.app.lifecycle.draining = false;
    }
  });

  it('names a worker that is not running', async () => {
    let running = true;
    ctx.app.workers.register('probe', { isRunning: () => running });
    expect((await ready()).statusCode).toBe(200);
    running = false;
    const reply = await ready();
    expect(reply.statusCode).toBe(503);
    expect(reply.json().checks).toContainEqual({ name: 'worker:probe', ok: false, detail: 'not running' });
  });
});

describe('readiness of a database that does not answer', () => {
  const registry = new WorkerRegistry();
  const databaseAt = (port: number): Db =>
    new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${port}/none`, connectionTimeoutMillis: 10_000 }) }) }) as Db;
  let silent: Server;
  let silentPort = 0;
  const held = new Set<Socket>();
  beforeAll(async () => {
    // accepts connections and never says a word: a database host that hangs
    silent = createServer((socket) => void held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('reports a refused connection as the database not ready', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
    const db = databaseAt(port);
    const readiness = await checkReadiness({ db, workers: registry, lifecycle: new Lifecycle() });
    await db.destroy();
    expect(readiness.status).toBe('not_ready');
    expect(readiness.failing).toEqual(['database', 'migrations']);
    expect(readiness.checks[0]).toMatchObject({ name: 'database', ok: false, detail: expect.stringContaining('ECONNREFUSED') });
  });

  it('does not wait longer than the probe limit for a database that hangs', async () => {
    const db = databaseAt(silentPort);
    const began = performance.now();
    const readiness = await checkReadiness({ db, workers: registry, lifecycle: new Lifecycle() });
    const took = performance.now() - began;
    void db.destroy().catch(() => {});
    expect(readiness.checks[0]).toEqual({ name: 'database', ok: false, detail: `no answer within ${DATABASE_PROBE_MS} ms` });
    expect(took).toBeGreaterThanOrEqual(DATABASE_PROBE_MS - 50);
    expect(took).toBeLessThan(DATABASE_PROBE_MS + 1_000);
  });
});
