import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Value } from 'typebox/value';
import { afterEach, describe, expect, it } from 'vitest';
import { saleBody } from '../../bench/api/sale-load';
import { measureScaleOut, scaleOutRows } from '../../bench/api/scale-out';
import { driveTogether, splitConnections } from '../../bench/api/together';
import { loadBenchConfig } from '../../bench/config';
import { scaleOutTable } from '../../bench/report';
import { SaleBody } from '../../server/modules/sales/schemas';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A local server answering `status(n)` to its n-th request and keeping every request body it read. */
async function listening(status: (n: number) => number) {
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      bodies.push(body);
      const code = status(bodies.length);
      response.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify({ id: String(bodies.length), code }));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, bodies };
}

describe('bench: the scale-out step (issue 28)', () => {
  it('measures 1, 2 and 4 processes over 16 connections unless told otherwise, and refuses a count without a connection', () => {
    expect(loadBenchConfig({}).scaleOut).toEqual({ processes: [1, 2, 4], connections: 16 });
    expect(loadBenchConfig({ BENCH_SCALE_PROCESSES: '4, 1,2,2,8', BENCH_SCALE_CONNECTIONS: '32' }).scaleOut).toEqual({ processes: [1, 2, 4, 8], connections: 32 });
    expect(() => loadBenchConfig({ BENCH_SCALE_PROCESSES: '1,0' })).toThrow(/BENCH_SCALE_PROCESSES/);
    expect(() => loadBenchConfig({ BENCH_SCALE_PROCESSES: '1.5' })).toThrow(/BENCH_SCALE_PROCESSES/);
    expect(() => loadBenchConfig({ BENCH_SCALE_CONNECTIONS: '3' })).toThrow(/each of 4 processes/);
  });

  it('splits the connections as evenly as whole numbers allow', () => {
    expect(splitConnections(16, 1)).toEqual([16]);
    expect(splitConnections(16, 4)).toEqual([4, 4, 4, 4]);
    expect(splitConnections(10, 4)).toEqual([3, 3, 2, 2]);
    expect(() => splitConnections(3, 4)).toThrow(/cannot reach 4/);
  });

  it('drives the processes together, each with a fresh request body, and counts each one’s answers', async () => {
    const [one, two] = [await listening(() => 201), await listening(() => 201)];
    let sequence = 0;
    const next = () => ({ body: JSON.stringify({ n: (sequence += 1) }), headers: { 'content-type': 'application/json' } });
    const answered: string[] = [];
    const sample = await driveTogether([{ url: one.url, next }, { url: two.url, next }], 4, 0.5, 201, (body) => answered.push(body));
    expect(sample.perProcess.every((count) => count > 0)).toBe(true);
    expect(sample.latenciesMs).toHaveLength(sample.perProcess[0]! + sample.perProcess[1]!);
    // a process answers what it was sent, less the calls still in flight when the load stopped
    for (const [index, { bodies }] of [one, two].entries()) expect(bodies.length - sample.perProcess[index]!).toBeGreaterThanOrEqual(0);
    for (const [index, { bodies }] of [one, two].entries()) expect(bodies.length - sample.perProcess[index]!).toBeLessThanOrEqual(2);
    expect(answered).toHaveLength(sample.latenciesMs.length);
    // no body went twice, to one process or across them: every sale is a client never seen before
    const sent = [...one.bodies, ...two.bodies];
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent.every((body) => /^\{"n":\d+\}$/.test(body))).toBe(true);
  });

  it('fails the sample when any process answers otherwise, naming it and the answer, instead of counting it as throughput', async () => {
    const healthy = await listening(() => 200);
    const refusing = await listening((n) => (n % 5 === 0 ? 409 : 200));
    await expect(driveTogether([{ url: healthy.url }, { url: refusing.url }], 2, 0.5)).rejects.toThrow(
      new RegExp(`${refusing.url.replace(/[/.]/g, '\\$&')}: \\d+ answers other than 200 \\(first: 409`),
    );
  });

  it('pools each N over its rounds and sets the speed-up against the smallest N', () => {
    const sample = (latenciesMs: number[], perProcess: number[], cpu?: { app: number; database?: number }) => ({ latenciesMs, seconds: 1, perProcess, ...(cpu ? { cpu } : {}) });
    const rows = scaleOutRows('sale', new Map([
      [1, [sample([1, 1, 2, 2], [4], { app: 0.008, database: 0.002 }), sample([2, 2, 2, 2], [4], { app: 0.008, database: 0.006 })]],
      [2, [sample([1, 1, 1, 1, 2, 2], [3, 3]), sample([1, 1, 1, 1, 1, 3], [4, 2])]],
    ]));
    expect(rows.map(({ processes, gw, perProcess, speedUp }) => ({ processes, requests: gw.requests, throughput: gw.throughput, perProcess, speedUp }))).toEqual([
      { processes: 1, requests: 8, throughput: 4, perProcess: [4], speedUp: 1 },
      { processes: 2, requests: 12, throughput: 6, perProcess: [3.5, 2.5], speedUp: 1.5 },
    ]);
    expect(rows[1]!.rounds.map((round) => round.p95)).toEqual([2, 3]);
    // 16 ms of the servers' CPU and 8 of PostgreSQL's over 8 answers; a row with an unread sample has no CPU figure
    expect(rows[0]!.cpuMsPerRequest).toEqual({ app: 2, database: 1 });
    expect(rows[1]).not.toHaveProperty('cpuMsPerRequest');
    const table = scaleOutTable({ connections: 16, processes: [1, 2], rows, sales: 20 }).join('\n');
    expect(table).toMatch(/16 connections split across them .*N=1's\); 20 sales/);
    expect(table).toMatch(/sale\s+1\s+2\s+2\s+2\s+4\s+1\s+2\s+1\s+4\n/);
    expect(table).toMatch(/sale\s+2\s+1\s+3\s+3\s+6\s+1\.5\s+3\.5 2\.5/);
  });

  it('sends the sale the route accepts, a new client each time', () => {
    const seller = { login: 'agent', token: 't', agentId: '6f1d0a4e-1b7c-4c47-9a55-0d6f3e7c2b11', cost: 7680 };
    const [first, second] = [saleBody('0b7c6f2e-5a4d-4e8b-9c1f-2a3b4c5d6e7f', seller, 1), saleBody('0b7c6f2e-5a4d-4e8b-9c1f-2a3b4c5d6e7f', seller, 2)];
    expect(Value.Check(SaleBody, first)).toBe(true);
    expect(first).toMatchObject({ agent_id: seller.agentId, cost: 7680, send_sms: false, paymentType: 'AGENT', client: { phone: '79970000001' } });
    expect(second.client.phone).toBe('79970000002');
    expect(second.client.name).not.toBe(first.client.name);
    expect(saleBody('0b7c6f2e-5a4d-4e8b-9c1f-2a3b4c5d6e7f', { ...seller, cost: undefined }, 3)).not.toHaveProperty('cost');
  });

  it('is skipped, and says so, without PostgreSQL: the embedded database belongs to one process', async () => {
    const lines: string[] = [];
    const config = { databaseUrl: undefined, scaleOut: { processes: [1, 2, 4], connections: 16 }, durationSeconds: 1, rounds: 1 };
    await expect(measureScaleOut({ root: '.', config, env: {}, logFile: () => '', log: (line) => lines.push(line) })).resolves.toBeUndefined();
    expect(lines).toEqual([expect.stringMatching(/^scale-out: skipped — the embedded database belongs to one process; set DATABASE_URL/)]);
  });
});
