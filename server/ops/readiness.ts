/**
 * Readiness (issue 28), separate from liveness: a process is ready for traffic when its database answers, its
 * schema has every migration this code knows, its background workers run and it is not shutting down. A proxy or
 * orchestrator polls /gw/ready and sends requests only to ready processes.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { migrations } from '../db/migrations/index';
import type { WorkerRegistry } from './workers';

/** A database that does not answer within this is reported unreachable rather than holding the probe. */
export const DATABASE_PROBE_MS = 2_000;

export interface ReadinessCheck {
  name: string;
  ok: boolean;
  detail?: string;
}

export interface Readiness {
  status: 'ready' | 'not_ready';
  /** The names of the checks that failed. */
  failing: string[];
  checks: ReadinessCheck[];
}

/** Whether this process is shutting down (set by server/ops/shutdown.ts at the first signal). */
export class Lifecycle {
  draining = false;
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

/** The migrations of the registry not yet applied to the database (an applied one this code does not know is a newer release's: not a reason to refuse). */
async function pendingMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !applied.has(name)).sort();
}

export async function checkReadiness(services: { db: Db; workers: WorkerRegistry; lifecycle: Lifecycle }): Promise<Readiness> {
  const checks: ReadinessCheck[] = [];
  try {
    const pending = await withTimeout(pendingMigrations(services.db), DATABASE_PROBE_MS);
    checks.push({ name: 'database', ok: true });
    checks.push(pending.length ? { name: 'migrations', ok: false, detail: `not applied: ${pending.join(', ')}` } : { name: 'migrations', ok: true });
  } catch (error) {
    checks.push({ name: 'database', ok: false, detail: error instanceof Error ? error.message : String(error) });
    checks.push({ name: 'migrations', ok: false, detail: 'unknown: the database did not answer' });
  }
  for (const worker of services.workers.states()) {
    checks.push(worker.running ? { name: `worker:${worker.name}`, ok: true } : { name: `worker:${worker.name}`, ok: false, detail: 'not running' });
  }
  checks.push(services.lifecycle.draining ? { name: 'shutdown', ok: false, detail: 'the process is shutting down' } : { name: 'shutdown', ok: true });
  const failing = checks.filter((check) => !check.ok).map((check) => check.name);
  return { status: failing.length ? 'not_ready' : 'ready', failing, checks };
}
