import os from 'node:os';

export interface BenchConfig {
  /** PostgreSQL server to fill and measure; without it a fresh embedded database in a temp DATA_DIR. */
  databaseUrl?: string;
  certificates: number;
  /** Seconds of load per list query and concurrency (all rounds together). */
  durationSeconds: number;
  /** Seconds of direct SQL per query and concurrency (the floor; all rounds together). */
  floorSeconds: number;
  /** Rounds each comparison (floor and /gw, hand-written and generated list) takes in turn. */
  rounds: number;
  concurrencies: number[];
  /** List scenarios to run, by name (`BENCH_SCENARIOS=client name,common client name`); all when empty. */
  scenarios: string[];
  /** Folder of the embedded database (and the server's secrets), kept after the run; a temp folder otherwise. */
  dataDir?: string;
  /** Measure a database that already holds benchmark data (migrated to the latest first) instead of refusing it. */
  reuseData: boolean;
  /** Page loads in the browser; the median is reported. */
  browserLoads: number;
  skipSpa: boolean;
  machine: string;
  /**
   * Sold certificates of a partner of its own, added after the generator so the report step (scenario
   * `report download`) downloads a report of that size; 0 (default): the largest generated partner's.
   */
  reportRows: number;
  /** A peer measured beside /gw on the same PostgreSQL (`BENCH_PEER=directus`); none by default. */
  peer?: BenchPeer;
  /** The scale-out step (PostgreSQL only): app process counts to measure, and the connections split across them. */
  scaleOut: { processes: number[]; connections: number };
}

/** The report step's name in BENCH_SCENARIOS. */
export const REPORT_SCENARIO = 'report download';
export const runsScenario = (config: Pick<BenchConfig, 'scenarios'>, name: string) => config.scenarios.length === 0 || config.scenarios.includes(name);

export const BENCH_PEERS = ['directus'] as const;
export type BenchPeer = (typeof BENCH_PEERS)[number];

function peerOf(value: string | undefined, databaseUrl: string | undefined): BenchPeer | undefined {
  if (!value) return undefined;
  const peer = BENCH_PEERS.find((name) => name === value);
  if (!peer) throw new Error(`BENCH_PEER must be one of ${BENCH_PEERS.join(', ')}, got ${value}`);
  if (!databaseUrl) throw new Error('BENCH_PEER needs DATABASE_URL: the peer serves the same PostgreSQL as /gw');
  return peer;
}

/** `BENCH_SCALE_PROCESSES=1,2,4` (the default): whole counts, each once, smallest first; every process gets a connection. */
function scaleOutOf(env: NodeJS.ProcessEnv): BenchConfig['scaleOut'] {
  const listed = (env.BENCH_SCALE_PROCESSES || '1,2,4').split(',').map((item) => item.trim());
  const processes = [...new Set(listed.map((item) => Number(item)))].sort((a, b) => a - b);
  if (processes.some((count) => !Number.isInteger(count) || count < 1)) throw new Error(`BENCH_SCALE_PROCESSES must list whole numbers of processes, got ${env.BENCH_SCALE_PROCESSES}`);
  const connections = Math.round(positive(env.BENCH_SCALE_CONNECTIONS, 16, 'BENCH_SCALE_CONNECTIONS'));
  if (connections < processes.at(-1)!) throw new Error(`BENCH_SCALE_CONNECTIONS (${connections}) must give each of ${processes.at(-1)} processes a connection`);
  return { processes, connections };
}

const DEFAULT_CERTIFICATES = { postgres: 1_000_000, embedded: 100_000 };

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value.replace(/_/g, ''));
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number, got ${value}`);
  return parsed;
}

export function loadBenchConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const fallbackSize = databaseUrl ? DEFAULT_CERTIFICATES.postgres : DEFAULT_CERTIFICATES.embedded;
  return {
    databaseUrl,
    certificates: Math.round(positive(env.BENCH_CERTIFICATES, fallbackSize, 'BENCH_CERTIFICATES')),
    durationSeconds: positive(env.BENCH_DURATION, 5, 'BENCH_DURATION'),
    floorSeconds: positive(env.BENCH_FLOOR_DURATION, 3, 'BENCH_FLOOR_DURATION'),
    rounds: Math.max(1, Math.round(positive(env.BENCH_ROUNDS, 3, 'BENCH_ROUNDS'))),
    concurrencies: [1, 16],
    scenarios: (env.BENCH_SCENARIOS ?? '').split(',').map((name) => name.trim()).filter(Boolean),
    dataDir: env.BENCH_DATA_DIR || undefined,
    reuseData: env.BENCH_REUSE_DATA === '1',
    browserLoads: Math.round(positive(env.BENCH_BROWSER_LOADS, 10, 'BENCH_BROWSER_LOADS')),
    skipSpa: env.BENCH_SKIP_SPA === '1',
    reportRows: env.BENCH_REPORT_ROWS ? Math.round(positive(env.BENCH_REPORT_ROWS, 0, 'BENCH_REPORT_ROWS')) : 0,
    peer: peerOf(env.BENCH_PEER, databaseUrl),
    scaleOut: scaleOutOf(env),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}`,
  };
}
