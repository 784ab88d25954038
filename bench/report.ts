import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchResults } from './results';

const cell = (value: string | number, width: number) => String(value).padStart(width);

/** One table: list queries with their floors, then the framework, memory, the SPA and the targets. */
export function printResults(results: BenchResults): void {
  const out: string[] = [];
  out.push(`${results.date}  ${results.machine}`, `${results.database.kind}, ${results.database.certificates} certificates; ${results.conditions}`, '');
  out.push(
    `/gw pooled over its rounds beside the floor's (÷ = /gw p95 ÷ floor p95; rounds: each round's ÷); auth = GET /gw/auth/check at c1 in the same rounds`,
  );
  out.push(
    `${'query'.padEnd(28)} ${cell('conc', 4)} ${cell('p50', 7)} ${cell('p95', 7)} ${cell('p99', 7)} ${cell('req/s', 8)} ${cell('floor p50', 9)} ${cell('floor p95', 9)} ${cell('÷floor', 6)} ${cell('auth p50', 8)} ${cell('auth p95', 8)}  rounds ÷`,
  );
  for (const row of [...results.list, ...(results.analytics ?? [])]) {
    const { gw, floor, authCheck } = row;
    const rounds = (row.rounds ?? []).map((round) => round.p95Ratio).join(' ');
    out.push(
      `${`${row.role} ${row.name}`.padEnd(28)} ${cell(row.concurrency, 4)} ${cell(gw.p50, 7)} ${cell(gw.p95, 7)} ${cell(gw.p99, 7)} ${cell(gw.throughput, 8)} ${cell(floor.p50, 9)} ${cell(floor.p95, 9)} ${cell(row.p95Ratio, 6)} ${cell(authCheck?.p50 ?? '', 8)} ${cell(authCheck?.p95 ?? '', 8)}  ${rounds}`,
    );
  }
  if (results.declared?.length) out.push(...declaredTable(results.declared));
  for (const row of results.clients ?? []) {
    out.push(`${`clients ${row.role} ${row.name}`.padEnd(28)} ${cell(row.concurrency, 4)} ${cell(row.gw.p50, 7)} ${cell(row.gw.p95, 7)} ${cell(row.gw.p99, 7)} ${cell(row.gw.throughput, 8)}  rounds p95 ${row.rounds.map((round) => round.p95).join(' ')}`);
  }
  for (const row of results.framework) {
    out.push(`${'bare fastify JSON route'.padEnd(28)} ${cell(row.concurrency, 4)} ${cell(row.p50, 7)} ${cell(row.p95, 7)} ${cell(row.p99, 7)} ${cell(row.throughput, 8)}`);
  }
  if (results.scaleOut) out.push(...scaleOutTable(results.scaleOut));
  if (results.peer) out.push(...peerTable(results.peer));
  out.push('', `server RSS: ${results.serverRss.afterStartMiB} MiB after start, peak ${results.serverRss.peakMiB} MiB`);
  if (results.spa) {
    for (const entry of results.spa.entries) out.push(`${entry.entry.padEnd(40)} JS ${cell(entry.jsGzipKiB, 7)} KiB gz, CSS ${cell(entry.cssGzipKiB, 5)} KiB gz`);
    for (const chunk of results.spa.largestLazyChunks) out.push(`lazy chunk ${chunk.file.padEnd(29)} ${cell(chunk.gzipKiB, 7)} KiB gz`);
    out.push(`30 rows painted: median ${results.spa.rowsPainted.medianMs} ms (${results.spa.rowsPainted.samplesMs.join(', ')})`);
    const home = results.spa.clientHome;
    if (home) out.push(`client sign-in → home painted: median ${home.medianMs} ms (${home.samplesMs.join(', ')})`);
    for (const { cabinet, medianMs, samplesMs } of results.spa.mobileSignIn ?? []) {
      out.push(`${cabinet} sign-in → first rows on a phone (375×667, 4× CPU, slow 4G): median ${medianMs} ms (${samplesMs.join(', ')})`);
    }
  }
  if (results.chatLatency) {
    const { medianMs, samplesMs } = results.chatLatency;
    out.push(`consultation message, client's browser → admin's over the live channel: median ${medianMs} ms (${samplesMs.join(', ')})`);
  }
  for (const failure of results.failures ?? []) out.push(`FAILED step ${failure.step}: ${failure.message}`);
  out.push('', 'targets:');
  for (const check of results.targets) out.push(`  ${check.met ? 'met   ' : 'MISSED'} ${check.target}: ${check.value} ${check.unit} (limit ${check.limit})`);
  console.log(out.join('\n'));
}

function declaredTable(rows: NonNullable<BenchResults['declared']>): string[] {
  const out = ['', 'generated list (GET /gw/certificates-view, declared) beside the hand-written GET /gw/certificates; ÷ = generated p95 ÷ hand-written p95'];
  out.push(`${'query'.padEnd(28)} ${cell('conc', 4)} ${cell('hand p50', 8)} ${cell('hand p95', 8)} ${cell('gen p50', 8)} ${cell('gen p95', 8)} ${cell('÷', 6)}  rounds ÷`);
  for (const row of rows) {
    const { written, generated } = row;
    out.push(`${`${row.role} ${row.name}`.padEnd(28)} ${cell(row.concurrency, 4)} ${cell(written.p50, 8)} ${cell(written.p95, 8)} ${cell(generated.p50, 8)} ${cell(generated.p95, 8)} ${cell(row.p95Ratio, 6)}  ${(row.rounds ?? []).map((round) => round.p95Ratio).join(' ')}`);
  }
  return [...out, ''];
}

/** The scale-out step: per call and process count, the pooled figures, each process's share and the speed-up. */
export function scaleOutTable(figures: NonNullable<BenchResults['scaleOut']>): string[] {
  const base = figures.processes[0];
  const out = ['', `scale-out: N server processes on one PostgreSQL, ${figures.connections} connections split across them (× = req/s ÷ N=${base}'s); ${figures.sales} sales, each found in the database`];
  out.push(`${'call'.padEnd(28)} ${cell('procs', 5)} ${cell('p50', 7)} ${cell('p95', 7)} ${cell('p99', 7)} ${cell('req/s', 8)} ${cell('×', 5)} ${cell('app CPU', 8)} ${cell('db CPU', 8)}  per process req/s`);
  for (const row of figures.rows) {
    const cpu = row.cpuMsPerRequest;
    out.push(
      `${row.call.padEnd(28)} ${cell(row.processes, 5)} ${cell(row.gw.p50, 7)} ${cell(row.gw.p95, 7)} ${cell(row.gw.p99, 7)} ${cell(row.gw.throughput, 8)} ${cell(row.speedUp, 5)} ${cell(cpu?.app ?? '', 8)} ${cell(cpu?.database ?? '', 8)}  ${row.perProcess.join(' ')}`,
    );
  }
  out.push('(CPU: ms per answer, every server process together and the local PostgreSQL cluster; blank when not read)');
  return out;
}

function peerTable(peer: NonNullable<BenchResults['peer']>): string[] {
  const out = ['', `/gw beside ${peer.name} ${peer.version} (same PostgreSQL, same queries; ÷ = /gw p95 ÷ peer p95, below 1 /gw is faster)`];
  out.push(`${'query'.padEnd(28)} ${cell('conc', 4)} ${cell('gw p50', 7)} ${cell('gw p95', 7)} ${cell('gw r/s', 8)} ${cell('peer p50', 8)} ${cell('peer p95', 8)} ${cell('peer r/s', 8)} ${cell('÷', 6)}`);
  for (const row of peer.figures) {
    const { gw, peer: other } = row;
    out.push(
      `${row.query.padEnd(28)} ${cell(row.concurrency, 4)} ${cell(gw.p50, 7)} ${cell(gw.p95, 7)} ${cell(gw.throughput, 8)} ${cell(other.p50, 8)} ${cell(other.p95, 8)} ${cell(other.throughput, 8)} ${cell(row.p95Ratio, 6)}`,
    );
  }
  out.push(`${peer.name} RSS: ${peer.rss.afterStartMiB} MiB after start, peak ${peer.rss.peakMiB} MiB`);
  if (peer.loadAverage) out.push(`load average (1 min) over the peer's part: ${peer.loadAverage.before} at its start, ${peer.loadAverage.after} at its end`);
  return out;
}

/** bench/results/<database>-<certificates>-<timestamp>.json */
export function writeResults(results: BenchResults, directory: string): string {
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `${results.database.kind}-${results.database.certificates}-${results.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
