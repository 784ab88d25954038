import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { Lifecycle } from '../../server/ops/readiness';
import { type ShutdownOptions, shutDown, shutDownOnSignals } from '../../server/ops/shutdown';
import { openSeededDatabase, testConfig } from './helper';

/**
 * Issue 28: SIGTERM on a real listening app: not ready at once, still serving through the drain, then no new
 * connection, the request in flight finished, the websockets closed with 1012, and the exit code 0.
 */
const quiet = { info: () => {}, error: () => {} };
const DRAIN_MS = 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('shutting down a listening app', () => {
  let app: FastifyInstance;
  let base: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const seeded = await openSeededDatabase();
    drop = seeded.drop;
    app = await buildApp({ config: testConfig({ messageJobSeconds: 3600 }), database: seeded.database, logger: false });
    // a request that takes a while, to be in flight when the server stops accepting
    app.get('/gw/test-slow', { config: { access: 'public' } }, async () => {
      await sleep(DRAIN_MS + 800);
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => drop?.());

  it('drains, finishes the request in flight, closes websockets with 1012 and exits 0', { timeout: 20_000 }, async () => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/gw/ws`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    // fetch's first connection takes a few hundred ms on a busy machine: a drain long enough for the checks in it
    await fetch(`${base}/gw/health`);
    const exit = vi.fn();
    const began = performance.now();
    const done = shutDown({ lifecycle: app.lifecycle, close: () => app.close(), drainMs: DRAIN_MS, timeoutMs: 10_000, log: quiet, exit }, 'SIGTERM');

    // draining: not ready, but still answering
    const ready = await fetch(`${base}/gw/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not_ready', failing: ['shutdown'] });
    expect((await fetch(`${base}/gw/health`)).status).toBe(200);
    const inFlight = fetch(`${base}/gw/test-slow`);
    expect(performance.now() - began).toBeLessThan(DRAIN_MS);
    await sleep(DRAIN_MS + 200 - (performance.now() - began));
    // past the drain: no new connection is accepted, the one in flight is answered
    await expect(fetch(`${base}/gw/health`, { headers: { connection: 'close' } })).rejects.toThrow();
    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ done: true });
    expect(await closed).toBe(1012);
    await done;
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
    expect(app.workers.states()).toEqual(expect.arrayContaining([{ name: 'jobs', running: false }]));
  });
});

describe('the shutdown timeout', () => {
  it('exits 1 when closing takes longer than SHUTDOWN_TIMEOUT_MS', async () => {
    const exit = vi.fn();
    const began = performance.now();
    await shutDown({ lifecycle: new Lifecycle(), close: () => new Promise(() => {}), drainMs: 0, timeoutMs: 300, log: quiet, exit }, 'SIGTERM');
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(performance.now() - began).toBeLessThan(1_000);
  });

  it('exits 1 when closing fails', async () => {
    const exit = vi.fn();
    await shutDown({ lifecycle: new Lifecycle(), close: () => Promise.reject(new Error('boom')), drainMs: 0, timeoutMs: 5_000, log: quiet, exit }, 'SIGINT');
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
  });
});

describe('signals', () => {
  it('starts one shutdown on SIGTERM or SIGINT, and a second signal exits at once', async () => {
    const target = new EventEmitter();
    const exit = vi.fn();
    let closes = 0;
    let finish = () => {};
    const options: ShutdownOptions = { lifecycle: new Lifecycle(), close: () => new Promise<void>((resolve) => ((closes += 1), (finish = resolve))), drainMs: 0, timeoutMs: 5_000, log: quiet, exit };
    shutDownOnSignals(options, target as unknown as NodeJS.Process);
    target.emit('SIGTERM');
    expect(options.lifecycle.draining).toBe(true);
    await sleep(10);
    expect(closes).toBe(1);
    target.emit('SIGINT');
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    finish();
    await sleep(10);
    expect(exit).toHaveBeenLastCalledWith(0);
    expect(closes).toBe(1);
  });
});
