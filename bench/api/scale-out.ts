/**
 * Issue 28's scale-out step: N = 1, 2, 4 server processes (server/launch.mjs, what `npm start` runs) on one PostgreSQL,
 * each with its own PORT and DATA_DIR and the same JWT_SECRET (a token signed by one serves all), driven together with
 * the same total connections split across them, for the agent's certificate list and for a sale. The largest N is
 * started once; a smaller N drives the first processes while the others stand idle (their job ticks go on, as they
 * would in production), so N = 1, 2, 4 take turns round after round and each sees the same minute of the machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/database';
import type { BenchConfig } from '../config';
import { type LatencySummary, summarize } from '../stats';
import { type CpuReading, cpuSpent, postmasterPid, readCpu } from './cpu-gauge';
import { warmUp } from './load';
import { type NodeServer, startNodeServer } from './process';
import { checkSalesKept, planSales } from './sale-load';
import { firstPage, toQueryString } from './scenarios';
import { type ProcessTarget, type TogetherSample, driveTogether } from './together';

/** The step's name in BENCH_SCENARIOS. */
export const SCALE_OUT_SCENARIO = 'scale-out';

export interface ScaleOutRow {
  call: string;
  processes: number;
  /** Every answer of every process, pooled over the rounds. */
  gw: LatencySummary;
  /** Each process's answers a second, pooled over the rounds. */
  perProcess: number[];
  /** Throughput ÷ the smallest N's throughput of the same call. */
  speedUp: number;
  rounds: LatencySummary[];
  /** CPU ms per answer: every server process's together, and PostgreSQL's when its cluster runs on this machine. */
  cpuMsPerRequest?: { app: number; database?: number };
}

/** A sample with the CPU it took. */
export type ScaleOutSample = TogetherSample & { cpu?: CpuReading };

export interface ScaleOutFigures {
  /** Connections in all, split across the processes. */
  connections: number;
  processes: number[];
  rows: ScaleOutRow[];
  /** Sales answered 201 over the step (warm-up included), each found in the database afterwards. */
  sales: number;
}

export interface ScaleOutOptions {
  root: string;
  config: Pick<BenchConfig, 'databaseUrl' | 'scaleOut' | 'durationSeconds' | 'rounds'>;
  /** The servers' environment (JWT_SECRET among it); each process gets its own DATA_DIR. */
  env: NodeJS.ProcessEnv;
  logFile: (index: number) => string;
  log: (line: string) => void;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** Pools a call's samples per N and sets each N's speed-up against the smallest. */
export function scaleOutRows(call: string, samples: Map<number, ScaleOutSample[]>): ScaleOutRow[] {
  const rows = [...samples].map(([processes, taken]) => {
    const seconds = taken.reduce((sum, sample) => sum + sample.seconds, 0);
    const perProcess = Array.from({ length: processes }, (_, index) => round(taken.reduce((sum, sample) => sum + sample.perProcess[index]!, 0) / seconds, 1));
    const rounds = taken.map((sample) => summarize(sample.latenciesMs, sample.seconds));
    const gw = summarize(taken.flatMap((sample) => sample.latenciesMs), seconds);
    return { call, processes, gw, perProcess, rounds, speedUp: 0, ...cpuPerRequest(taken, gw.requests) };
  });
  const base = rows[0]?.gw.throughput ?? 0;
  return rows.map((row) => ({ ...row, speedUp: base ? round(row.gw.throughput / base) : 0 }));
}

function cpuPerRequest(taken: ScaleOutSample[], requests: number): Pick<ScaleOutRow, 'cpuMsPerRequest'> {
  if (!requests || taken.some((sample) => !sample.cpu)) return {};
  const msEach = (seconds: number) => round((seconds * 1000) / requests, 3);
  const app = msEach(taken.reduce((sum, sample) => sum + sample.cpu!.app, 0));
  const database = taken.every((sample) => sample.cpu!.database !== undefined) ? msEach(taken.reduce((sum, sample) => sum + sample.cpu!.database!, 0)) : undefined;
  return { cpuMsPerRequest: { app, ...(database === undefined ? {} : { database }) } };
}

async function startProcesses(options: ScaleOutOptions, count: number, dataDirs: string[], servers: NodeServer[]) {
  // one after another: each start bundles the server with esbuild, and four at once on two cores only start slower
  for (let index = 0; index < count; index += 1) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `certificates-scale-${index + 1}-`));
    dataDirs.push(dataDir);
    servers.push(await startNodeServer(path.join(options.root, 'server/launch.mjs'), { ...options.env, DATA_DIR: dataDir }, '/gw/health', options.logFile(index)));
  }
}

/** The list and the sale at each N, in rounds; undefined (said in the log) without PostgreSQL. */
export async function measureScaleOut(options: ScaleOutOptions): Promise<ScaleOutFigures | undefined> {
  const { config, log } = options;
  if (!config.databaseUrl) {
    log('scale-out: skipped — the embedded database belongs to one process; set DATABASE_URL to measure 1, 2, 4 processes on one PostgreSQL');
    return undefined;
  }
  const { processes, connections } = config.scaleOut;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
  const dataDirs: string[] = [];
  const servers: NodeServer[] = [];
  try {
    log(`scale-out: starting ${processes.at(-1)} server processes on the same PostgreSQL, one JWT_SECRET`);
    await startProcesses(options, processes.at(-1)!, dataDirs, servers);
    const sales = await planSales(database.db, servers[0]!.baseUrl);
    const listHeaders = { authorization: `Bearer ${sales.tokenOf('agent')}` };
    const listPath = `/gw/certificates?${toQueryString(firstPage)}`;
    for (const server of servers) {
      await warmUp({ url: `${server.baseUrl}${listPath}`, headers: listHeaders });
      for (let sale = 0; sale < 8; sale += 1) await sales.sellOnce(server.baseUrl);
    }
    const calls: { call: string; targets: (server: NodeServer) => ProcessTarget; expected: number; onAnswer?: (body: string) => void }[] = [
      { call: 'agent first page', targets: (server) => ({ url: `${server.baseUrl}${listPath}`, headers: listHeaders }), expected: 200 },
      { call: 'sale', targets: (server) => ({ url: `${server.baseUrl}/gw/certificates`, next: sales.next }), expected: 201, onAnswer: sales.record },
    ];
    const seconds = config.durationSeconds / config.rounds;
    const postmaster = await postmasterPid(database.db);
    const sample = async (count: number, target: (typeof calls)[number]): Promise<ScaleOutSample> => {
      const before = readCpu(servers, postmaster);
      const taken = await driveTogether(servers.slice(0, count).map(target.targets), connections, seconds, target.expected, target.onAnswer);
      return { ...taken, cpu: cpuSpent(before, readCpu(servers, postmaster)) };
    };
    const rows: ScaleOutRow[] = [];
    for (const target of calls) {
      const samples = new Map(processes.map((count): [number, ScaleOutSample[]] => [count, []]));
      for (let turn = 0; turn < config.rounds; turn += 1) {
        for (const count of processes) samples.get(count)!.push(await sample(count, target));
      }
      for (const row of scaleOutRows(target.call, samples)) {
        const cpu = row.cpuMsPerRequest ? `, CPU ms/req app ${row.cpuMsPerRequest.app}${row.cpuMsPerRequest.database === undefined ? '' : ` database ${row.cpuMsPerRequest.database}`}` : '';
        log(`scale-out ${target.call} ×${row.processes}: ${row.gw.throughput} req/s (${row.perProcess.join(' + ')}), p50 ${row.gw.p50} ms, p95 ${row.gw.p95} ms, speed-up ${row.speedUp}${cpu}`);
        rows.push(row);
      }
    }
    await checkSalesKept(database.db, sales.sold);
    return { connections, processes, rows, sales: sales.sold.length };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await database.close();
  }
}
