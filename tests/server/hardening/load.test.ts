import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../bench/sessions';
import { type RssFigures, sampleRss } from '../support/rss-sampler';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { type ServerStore, freshServerStore } from '../support/server-store';
import { type LoadReport, runLoad } from './load-generator';
import { planMix } from './load-plan';

/** The run: 100 connections for 30 s, bounded in count too; LOAD_SECONDS etc. override for a longer soak. */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const MAX_REQUESTS = Number(process.env.LOAD_MAX_REQUESTS ?? 100_000);
/** A request slower than this counts as a timeout (the machine may be shared, so it is generous). */
const REQUEST_TIMEOUT_SECONDS = 20;
/** "Steady" memory: the last third of the run peaks at most 25 % + 32 MiB above the first two thirds (GC sawtooth allowed)… */
const RSS_GROWTH = 1.25;
const RSS_SLACK_MIB = 32;
/** …and stays under a ceiling; the embedded database runs inside the server process (480–650 MiB idle after the seed). */
const RSS_CEILING_MIB = process.env.TEST_DATABASE_URL ? 600 : 900;
/** The ids filter of the certificate list takes at most 100 ids. */
const ID_BATCH = 100;

let server: ServerProcess | undefined;
let store: ServerStore | undefined;
let driver: ChildProcess | undefined;
afterAll(async () => {
  if (driver?.exitCode === null) driver.kill('SIGKILL');
  await server?.kill();
  await store?.drop();
});

function printFigures(report: LoadReport, memory: RssFigures) {
  const total = Object.values(report.statuses).reduce((sum, codes) => sum + Object.values(codes).reduce((a, b) => a + b, 0), 0);
  const mix = Object.entries(report.statuses).map(([group, codes]) => `${group} ${JSON.stringify(codes)}`);
  const { latency } = report;
  console.log(
    [
      `[load] ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${CONNECTIONS} connections, ${report.seconds} s`,
      `[load] ${total} responses (${mix.join(', ')}), ${report.sales.length} sales, errors ${report.errors}, timeouts ${report.timeouts}`,
      `[load] throughput ${latency.throughput} req/s, latency p50 ${latency.p50} ms, p95 ${latency.p95} ms, p99 ${latency.p99} ms`,
      ...Object.entries(report.latencyByGroup).map(([group, l]) => `[load]   ${group}: ${l.requests} answers, p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms`),
      `[load] server RSS MiB: first ${memory.first}, peak ${memory.peak}, last ${memory.last} (first 2/3 peak ${memory.earlyPeak}, last 1/3 peak ${memory.latePeak})`,
      `[load] server RSS MiB each second: ${memory.samples.join(' ')}`,
    ].join('\n'),
  );
}

/** Every sale answered 201, read back through the list's ids filter as admin: id → number. */
async function storedNumbers(baseUrl: string, ids: string[]): Promise<Map<string, string>> {
  const headers = { authorization: `Bearer ${(await signIn(baseUrl, 'admin', 'sales')).token}` };
  const numbers = new Map<string, string>();
  for (let start = 0; start < ids.length; start += ID_BATCH) {
    const batch = ids.slice(start, start + ID_BATCH);
    const query = new URLSearchParams([['perPage', String(ID_BATCH)], ...batch.map((id): [string, string] => ['ids', id])]);
    const response = await fetch(`${baseUrl}/gw/certificates?${query}`, { headers });
    expect(response.status).toBe(200);
    for (const row of ((await response.json()) as { data: { id: string; number: string }[] }).data) numbers.set(row.id, row.number);
  }
  return numbers;
}

describe('load: a mixed load of lists, cards and sales from 100 concurrent clients', () => {
  it('answers every request 2xx without socket errors, keeps every sale and holds memory steady', async () => {
    store = await freshServerStore('load-test');
    server = await startServerProcess(store.env);
    const groups = await planMix(server.baseUrl);

    const rss = sampleRss(server.child.pid!);
    const plan = { baseUrl: server.baseUrl, connections: CONNECTIONS, durationSeconds: SECONDS, maxRequests: MAX_REQUESTS, timeoutSeconds: REQUEST_TIMEOUT_SECONDS, groups };
    let memory!: RssFigures;
    const report = await runLoad(plan, (child) => (driver = child)).finally(() => (memory = rss.stop()));
    printFigures(report, memory);

    expect(report.unexpected, 'answers outside 2xx').toEqual([]);
    expect({ errors: report.errors, timeouts: report.timeouts }).toEqual({ errors: 0, timeouts: 0 });
    for (const group of groups) expect(Object.keys(report.statuses[group.name] ?? {}), `${group.name} was requested`).not.toHaveLength(0);

    expect(report.sales.length).toBeGreaterThan(0);
    expect(new Set(report.sales.map((sale) => sale.number)).size, 'sale numbers are unique').toBe(report.sales.length);
    const stored = await storedNumbers(server.baseUrl, report.sales.map((sale) => sale.id));
    const lost = report.sales.filter((sale) => stored.get(sale.id) !== sale.number);
    expect(lost, 'sales answered 201 but not stored with their number').toEqual([]);

    expect(memory.latePeak, 'RSS keeps growing in the last third of the run').toBeLessThanOrEqual(memory.earlyPeak * RSS_GROWTH + RSS_SLACK_MIB);
    expect(memory.peak).toBeLessThan(RSS_CEILING_MIB);
  }, 240_000 + SECONDS * 2_000);
});
