import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { LANE_VARIABLE } from './paths';
import type { Summary } from './spec-runner';

/** How many apps the specs run on side by side (CI sets 2); 1 by default, as before. */
export const LANES_VARIABLE = 'E2E_LANES';

type FromLane = { type: 'next' } | { type: 'done'; summary: Summary };
type ToLane = { type: 'spec'; file: string | null };

export function laneCount(specCount: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[LANES_VARIABLE] ?? '1';
  const wanted = Number(raw);
  if (!Number.isInteger(wanted) || wanted < 1) throw new Error(`${LANES_VARIABLE} must be a whole number from 1, not "${raw}"`);
  return Math.min(wanted, specCount);
}

/** This process is a lane of a parallel run (started by runInLanes). */
export const laneNumber = (): string | undefined => process.env[LANE_VARIABLE];

export function tellRunner(message: FromLane): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) resolve();
    else process.send(message, () => resolve());
  });
}

/** In a lane: the next spec file of the run's one queue, or null once it is empty. */
export async function nextSpecFromRunner(): Promise<string | null> {
  const answer = new Promise<string | null>((resolve) => {
    process.once('message', (message) => resolve((message as ToLane).file));
  });
  await tellRunner({ type: 'next' });
  return answer;
}

function prefixLines(stream: NodeJS.ReadableStream | null, prefix: string, out: NodeJS.WriteStream): void {
  if (stream) createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
}

/**
 * Runs the specs on `lanes` apps side by side. Each lane is this runner again (`node ...laneArgs`) in a process of its own,
 * with its own app on its own DATA_DIR (so no spec sees another lane's data or sessions), taking the next file of
 * one queue when its previous file ends. The lanes start at once: the caller has built the SPA if it was stale, so
 * no lane's `npm start` builds it beside another's. A lane that ends without its summary counts as one failure.
 */
export async function runInLanes(laneArgs: string[], specs: string[], lanes: number): Promise<Summary> {
  const queue = [...specs];
  const total: Summary = { passed: 0, failed: 0, skipped: 0 };
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const closed: Promise<void>[] = [];
  for (let lane = 1; lane <= lanes && queue.length > 0; lane += 1) {
    const child = spawn(process.execPath, laneArgs, {
      env: { ...process.env, [LANE_VARIABLE]: String(lane) },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    children.push(child);
    // a lane that could not start or a queue answer to a lane already gone: the missing results fail the run
    child.on('error', (error) => console.log(`[lane ${lane}] ${error.message}`));
    prefixLines(child.stdout, `[lane ${lane}] `, process.stdout);
    prefixLines(child.stderr, `[lane ${lane}] `, process.stderr);
    let reported = false;
    child.on('message', (received) => {
      const message = received as FromLane;
      if (message.type === 'next') child.send({ type: 'spec', file: queue.shift() ?? null } satisfies ToLane);
      if (message.type === 'done') {
        reported = true;
        total.passed += message.summary.passed;
        total.failed += message.summary.failed;
        total.skipped += message.summary.skipped;
      }
    });
    closed.push(
      new Promise((resolve) =>
        child.once('close', (code, signal) => {
          if (!reported) {
            console.log(`[lane ${lane}] ended with ${code ?? signal} before reporting its results`);
            total.failed += 1;
          }
          resolve();
        }),
      ),
    );
  }
  await Promise.all(closed);
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  return total;
}
