/**
 * Where a stats request's time goes beside its floor (docs/performance.md, "The stats request's own cost"): the
 * server as `npm run bench` starts it, on a PostgreSQL that already holds the bench's data (DATABASE_URL), driven
 * by the bench's autocannon code. Per call and concurrency: latency, and the server's CPU per request (user +
 * system of its process, the load-independent figure); `auth check` is the cheapest authenticated /gw route
 * (token, session, access hooks, HTTP): the fixed cost every stats request pays before its own work.
 *
 * With PG_POSTMASTER_PID (the first line of the cluster's postmaster.pid) it also gives the database's CPU per request.
 *
 *   DATABASE_URL=… [PG_POSTMASTER_PID=…] [STATS_ROUNDS=2] [BENCH_DURATION=5] [SERVER_NODE_FLAGS='--cpu-prof --cpu-prof-dir=…'] npx tsx bench/stats-overhead.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/database';
import { loadUrl, warmUp } from './api/load';
import { startNodeServer, treeCpuSeconds } from './api/process';
import { statsQueryString, statsScenarios } from './api/stats-bench';
import { signIn } from './sessions';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL: a PostgreSQL holding the bench data');
const rounds = Number(process.env.STATS_ROUNDS ?? 2);
const seconds = Number(process.env.BENCH_DURATION ?? 5);
const concurrencies = (process.env.BENCH_CONCURRENCY ?? '1,16').split(',').map(Number);
const postmaster = Number(process.env.PG_POSTMASTER_PID ?? 0);
const databaseCpu = () => (postmaster ? treeCpuSeconds(postmaster) : 0);
const only = (process.env.BENCH_SCENARIOS ?? '').split(',').map((name) => name.trim()).filter(Boolean);

const database = await openDatabase({ databaseUrl });
const scenarios = await statsScenarios(database.db, only).finally(() => database.close());
const server = await startNodeServer(
  path.join(ROOT, 'server/launch.mjs'),
  { ...process.env, DEMO: '1', NODE_ENV: 'production', PAYMENTS: 'sandbox', LOG_LEVEL: 'warn', SKIP_SPA_BUILD: '1', SPA_DIR: path.join(ROOT, 'dist') },
  '/gw/health',
  '/tmp/stats-overhead-server.log',
);
try {
  const tokens = { admin: (await signIn(server.baseUrl, 'admin', 'sales')).token, agent: (await signIn(server.baseUrl, 'agent', 'sales')).token };
  const calls = [
    { name: 'auth check (agent)', role: 'agent' as const, path: '/auth/check' },
    ...scenarios.map((scenario) => ({ name: scenario.name, role: scenario.role, path: `/analytics/stats?${statsQueryString(scenario)}` })),
  ];
  console.log(`load average at start: ${(await import('node:os')).loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  for (let round = 1; round <= rounds; round += 1) {
    for (const call of calls) {
      const target = { url: `${server.baseUrl}/gw${call.path}`, headers: { authorization: `Bearer ${tokens[call.role]}` } };
      await warmUp(target, 50);
      const size = (await (await fetch(target.url, { headers: target.headers })).arrayBuffer()).byteLength;
      for (const concurrency of concurrencies) {
        const [cpuBefore, databaseBefore] = [server.cpuSeconds(), databaseCpu()];
        const figures = await loadUrl(target, concurrency, seconds);
        const cpuMs = ((server.cpuSeconds() - cpuBefore) * 1000) / figures.requests;
        const databaseMs = ((databaseCpu() - databaseBefore) * 1000) / figures.requests;
        console.log(
          `r${round} ${call.name.padEnd(26)} c${String(concurrency).padEnd(3)} p50 ${figures.p50} p95 ${figures.p95} ms, ${figures.throughput} req/s, server CPU ${cpuMs.toFixed(3)} ms/req${postmaster ? `, database CPU ${databaseMs.toFixed(3)} ms/req` : ''}, reply ${size} B`,
        );
      }
    }
  }
  console.log(`load average at end: ${(await import('node:os')).loadavg().map((n) => n.toFixed(1)).join(' ')}`);
} finally {
  await server.stop();
}
