import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LatencySummary } from '../../../bench/stats';

/** One request of the mix, sent with the bearer token of the account it belongs to. */
export interface LoadCall {
  method: 'GET' | 'POST';
  path: string;
  token: string;
  /** A sale's body; its client gets a fresh phone on every send. */
  sale?: { client: { phone: string; name: string } } & Record<string, unknown>;
}

/** Calls of one kind (list, card, sale …), taken in turn; `weight` is the kind's share of the mix. */
export interface LoadGroup {
  name: string;
  weight: number;
  calls: LoadCall[];
}

export interface LoadPlan {
  baseUrl: string;
  connections: number;
  durationSeconds: number;
  /** Bounds the run in count as well as in time. */
  maxRequests: number;
  timeoutSeconds: number;
  groups: LoadGroup[];
}

export interface LoadReport {
  seconds: number;
  errors: number;
  timeouts: number;
  /** Responses per group and status code. */
  statuses: Record<string, Record<number, number>>;
  /** The first few answers outside 2xx, for the failure message. */
  unexpected: string[];
  latency: LatencySummary;
  latencyByGroup: Record<string, LatencySummary>;
  /** Sales answered 201. */
  sales: { id: string; number: string }[];
}

const DRIVER = fileURLToPath(new URL('./load-driver.ts', import.meta.url));

/**
 * Runs autocannon in its own Node process, so neither the server nor the test's RSS sampling shares
 * an event loop with the load generator. `onStart` gets the child, to kill it if the test gives up.
 */
export function runLoad(plan: LoadPlan, onStart?: (child: ChildProcess) => void): Promise<LoadReport> {
  return new Promise((resolve, reject) => {
    const child = fork(DRIVER, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    onStart?.(child);
    let report: LoadReport | undefined;
    child.once('message', (message) => (report = message as LoadReport));
    child.once('error', reject);
    child.once('exit', (code, signal) => (report ? resolve(report) : reject(new Error(`load driver exited with ${code ?? signal} and no report`))));
    child.send(plan);
  });
}
