import autocannon from 'autocannon';
import { type LatencySummary, summarize } from '../stats';
import type { Sample } from './rounds';

export interface LoadTarget {
  url: string;
  headers?: Record<string, string>;
  /** A POST with this JSON body (a GraphQL query); a GET without. */
  body?: string;
}

const methodOf = (target: LoadTarget) => (target.body === undefined ? 'GET' : 'POST');

const REQUEST_TIMEOUT_SECONDS = 10;

/**
 * Drives one URL with autocannon for a bounded time at a fixed number of connections (on loopback) and
 * reports latency percentiles from every response (autocannon's own histogram stops at p97.5, without p95).
 */
export async function loadUrl(target: LoadTarget, connections: number, durationSeconds: number): Promise<LatencySummary> {
  const { latenciesMs, seconds } = await sampleUrl(target, connections, durationSeconds);
  return summarize(latenciesMs, seconds);
}

/** The same load, answering every 200's latency (ms) so that rounds can be pooled; any other answer fails. */
export async function sampleUrl(target: LoadTarget, connections: number, durationSeconds: number): Promise<Sample> {
  const latenciesMs: number[] = [];
  let failures = 0;
  const started = performance.now();
  const instance = autocannon({ url: target.url, method: methodOf(target), headers: target.headers, body: target.body, connections, duration: durationSeconds, timeout: REQUEST_TIMEOUT_SECONDS });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latenciesMs.push(responseTime);
    else failures += 1;
  });
  const result = await instance;
  if (failures || result.errors || result.timeouts) {
    throw new Error(`${target.url}: ${failures} non-200 answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { latenciesMs, seconds: (performance.now() - started) / 1000 };
}

/** A few calls first, so connection pools, JIT and the database cache are warm before measuring. */
export async function warmUp(target: LoadTarget, calls = 20): Promise<void> {
  for (let i = 0; i < calls; i += 1) {
    const response = await fetch(target.url, { method: methodOf(target), headers: target.headers, body: target.body });
    if (!response.ok) throw new Error(`${target.url} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  }
}
