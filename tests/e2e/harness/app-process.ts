import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECT_ROOT, RESULTS_DIR } from './paths';

/** Generous because `npm start` builds the SPA first when the build is missing or stale. */
const STARTUP_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;
const HEALTH_POLL_MS = 250;

export interface RunningApp {
  baseUrl: string;
  logFile: string;
  /** Resolves once GET /gw/health answers; rejects with the server log's tail if the app exits or never answers. */
  ready: Promise<void>;
  /** Stops the app (also while it is still starting) and removes its DATA_DIR. */
  stop(): Promise<void>;
}

export class AppStartError extends Error {}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Signals the whole process group; false once no process of the group is left. */
function signalGroup(groupId: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-groupId, signal);
    return true;
  } catch {
    return false;
  }
}

async function waitForGroupExit(groupId: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (signalGroup(groupId, 0)) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/gw/health`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

export function logTail(logFile: string, lines = 40): string {
  return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
}

/**
 * Starts the app the way a user does (`npm start`) on a free port and an empty temporary DATA_DIR,
 * so the embedded database is created and seeded with the demo accounts from scratch.
 */
export async function launchApp(): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'certificates-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // the bench starts the app without the e2e runner, which otherwise makes the folder
  mkdirSync(RESULTS_DIR, { recursive: true });
  const logFile = path.join(RESULTS_DIR, 'server.log');
  const logFd = openSync(logFile, 'w');
  // PUBLIC_URL: payment and return links must reach the origin the browser signed in on
  // the sandbox register never fails here: its retries (15 s, 30 s …) would outlast a journey's wait for a receipt
  // TRUST_PROXY: each person of a test comes from an address of their own (X-Forwarded-For, support/browser-test.ts), as
  // behind a proxy: the per-address limits (codes, sign-ins) count one person, not the whole suite on 127.0.0.1
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl, FISCAL_SANDBOX_FAILURES: '0', TRUST_PROXY: '127.0.0.1' };
  // The run owns a throwaway embedded database; a developer's DATABASE_URL must not receive demo data.
  delete env.DATABASE_URL;
  // Its own process group, so stopping reaches npm, the node server and a running SPA build alike.
  const child = spawn('npm', ['start'], { cwd: PROJECT_ROOT, env, detached: true, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);

  const stop = async () => {
    const groupId = child.pid;
    // npm may exit before the server has closed its database, so wait for the whole group.
    if (groupId && signalGroup(groupId, 'SIGTERM') && !(await waitForGroupExit(groupId, STOP_TIMEOUT_MS))) {
      signalGroup(groupId, 'SIGKILL');
      await waitForGroupExit(groupId, STOP_TIMEOUT_MS);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const ready = (async () => {
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    while (!(await isHealthy(baseUrl))) {
      const failure = exited(child)
        ? `npm start exited with ${child.exitCode ?? child.signalCode}`
        : Date.now() > deadline && `GET /gw/health did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`;
      if (failure) throw new AppStartError(`${failure}. Server log (${logFile}):\n${logTail(logFile)}`);
      await sleep(HEALTH_POLL_MS);
    }
  })();
  return { baseUrl, logFile, ready, stop };
}
