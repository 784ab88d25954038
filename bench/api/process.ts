import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export interface NodeServer {
  baseUrl: string;
  /** Resident memory of the server process now (VmRSS) and its peak so far (VmHWM), in MiB. */
  rssMiB(): { now: number; peak: number };
  /** CPU time the server process has used so far (user + system), in seconds. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function rssMiB(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Math.round(Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN) / 1024);
  return { now: field('VmRSS'), peak: field('VmHWM') };
}

/** The fields of /proc/<pid>/stat after the command's parentheses: [1] the parent, [11]–[14] utime, stime, cutime, cstime. */
const statFields = (pid: number | string) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
/** utime + stime (fields 14 and 15 of /proc/<pid>/stat), in clock ticks of 1/100 s. */
const ownTicks = (fields: string[]) => Number(fields[11]) + Number(fields[12]);

export function cpuSeconds(pid: number) {
  return ownTicks(statFields(pid)) / 100;
}

/**
 * The CPU seconds of a process and of its children (its own and the reaped ones'): a PostgreSQL cluster's
 * postmaster and its backends, so a request's database time can be read beside the server's.
 */
export function treeCpuSeconds(pid: number) {
  const own = statFields(pid);
  let ticks = ownTicks(own) + Number(own[13]) + Number(own[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = statFields(entry);
      if (Number(fields[1]) === pid) ticks += ownTicks(fields);
    } catch {
      // the process ended between the listing and the read
    }
  }
  return ticks / 100;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * Runs an entry in its own Node process on a free loopback port, and resolves once `readyPath` answers: a `.mjs`
 * entry as it is (server/launch.mjs, what `npm start` runs), a TypeScript one with the tsx loader in-process;
 * either way the pid is the server's own.
 */
export async function startNodeServer(
  entry: string,
  env: NodeJS.ProcessEnv,
  readyPath: string,
  logFile: string,
  entryArgs: string[] = [],
): Promise<NodeServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'w');
  // Node's own flags for the server (SERVER_NODE_FLAGS, e.g. --cpu-prof, which NODE_OPTIONS refuses)
  const flags = (env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const args = [...flags, ...(entry.endsWith('.mjs') ? [entry] : ['--import', 'tsx', entry]), ...entryArgs];
  const child = spawn(process.execPath, args, { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', log, log] });
  closeSync(log);
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(await answers(`${baseUrl}${readyPath}`))) {
    if (!running(child) || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not start; log:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    }
    await sleep(200);
  }
  const pid = child.pid ?? 0;
  return {
    baseUrl,
    rssMiB: () => rssMiB(pid),
    cpuSeconds: () => cpuSeconds(pid),
    async stop() {
      if (!running(child)) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
