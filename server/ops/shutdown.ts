/**
 * Graceful shutdown (issue 28) on SIGTERM or SIGINT: readiness turns 503 at once, requests are still served for the
 * drain delay (so a proxy's health check takes the process out of rotation before anything is refused), then the
 * server stops accepting, finishes its in-flight requests and each worker's current step, closes the websockets with
 * 1012 (the SPA reconnects, to another process) and exits; past the timeout it exits anyway.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Lifecycle } from './readiness';

export interface ShutdownOptions {
  lifecycle: Lifecycle;
  /** Stops accepting, waits for in-flight requests and workers, closes the database (RunningServer.close). */
  close: () => Promise<void>;
  drainMs: number;
  timeoutMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  exit: (code: number) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the shutdown once; resolves after `exit` was called (with 0 when everything closed in time, 1 otherwise). */
export async function shutDown({ lifecycle, close, drainMs, timeoutMs, log, exit }: ShutdownOptions, signal: string): Promise<void> {
  lifecycle.draining = true;
  const began = Date.now();
  log.info({ signal, drainMs, timeoutMs }, 'shutting down: not ready, draining');
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const closing = (async () => {
    await sleep(drainMs);
    log.info('shutting down: no longer accepting; finishing requests and jobs');
    await close();
    return 'closed' as const;
  })().catch((error: unknown) => {
    log.error({ err: error }, 'shutting down: closing failed');
    return 'failed' as const;
  });
  const outcome = await Promise.race([closing, deadline]);
  clearTimeout(timer);
  if (outcome === 'timeout') log.error({ timeoutMs }, 'shutting down: still busy after the timeout, exiting anyway');
  else log.info({ ms: Date.now() - began }, 'shut down');
  exit(outcome === 'closed' ? 0 : 1);
}

/** SIGTERM and SIGINT start the shutdown; a second signal while it runs exits at once (a second Ctrl-C). */
export function shutDownOnSignals(options: ShutdownOptions, target: Pick<NodeJS.Process, 'on'> = process): void {
  let started = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    target.on(signal, () => {
      if (started) return options.exit(1);
      started = true;
      void shutDown(options, signal);
    });
  }
}
