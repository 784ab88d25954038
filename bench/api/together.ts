/**
 * Several server processes driven at once (the scale-out step): one autocannon per process, the connections split
 * across them. A proxy in front of N processes (deploy/Caddyfile) also pins each keep-alive connection to one
 * upstream, so this is the same load shape; one instance per process also gives each process's share and names the
 * process a failure came from. All instances run in the bench's own process, which is one more CPU consumer.
 */
import autocannon from 'autocannon';
import type { Sample } from './rounds';

/** One process's side: its URL, and either fixed headers (a GET) or a fresh request for every call (a sale). */
export interface ProcessTarget {
  url: string;
  headers?: Record<string, string>;
  /** A new POST for each call, e.g. a sale with a client never seen before. */
  next?: () => { body: string; headers: Record<string, string> };
}

/** The answers together, and how many each process gave. */
export interface TogetherSample extends Sample {
  perProcess: number[];
}

const REQUEST_TIMEOUT_SECONDS = 10;

/** `total` connections over `parts` processes as evenly as whole numbers allow, the first ones taking the rest. */
export function splitConnections(total: number, parts: number): number[] {
  if (parts < 1 || total < parts) throw new Error(`${total} connections cannot reach ${parts} processes`);
  return Array.from({ length: parts }, (_, index) => Math.floor(total / parts) + (index < total % parts ? 1 : 0));
}

/** One process under its share of the load: every `expected` answer's latency; the first other answer kept to tell. */
async function driveOne(target: ProcessTarget, connections: number, seconds: number, expected: number, onAnswer?: (body: string) => void) {
  const latenciesMs: number[] = [];
  let failures = 0;
  // the first other answer: its status always, its body when the requests are read (a POST's)
  let firstFailure = '';
  const next = target.next;
  const instance = autocannon({
    url: target.url,
    headers: target.headers,
    connections,
    duration: seconds,
    timeout: REQUEST_TIMEOUT_SECONDS,
    ...(next || onAnswer
      ? {
          requests: [
            {
              ...(next ? { setupRequest: (request) => ({ ...request, method: 'POST', ...next() }) } : {}),
              onResponse: (status, body) => {
                if (status === expected) onAnswer?.(body);
                else firstFailure ||= `${status} ${body.slice(0, 300)}`;
              },
            },
          ],
        }
      : {}),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === expected) latenciesMs.push(responseTime);
    else {
      failures += 1;
      firstFailure ||= String(statusCode);
    }
  });
  const result = await instance;
  if (failures || result.errors || result.timeouts) {
    throw new Error(`${target.url}: ${failures} answers other than ${expected}${firstFailure ? ` (first: ${firstFailure})` : ''}, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return latenciesMs;
}

/**
 * The processes at once for `seconds`, `connections` split across them; any answer other than `expected`, a socket
 * error or a timeout fails the sample (a refused sale is not throughput). `onAnswer` sees each expected answer's body.
 */
export async function driveTogether(targets: ProcessTarget[], connections: number, seconds: number, expected = 200, onAnswer?: (body: string) => void): Promise<TogetherSample> {
  const shares = splitConnections(connections, targets.length);
  const started = performance.now();
  const settled = await Promise.allSettled(targets.map((target, index) => driveOne(target, shares[index]!, seconds, expected, onAnswer)));
  const elapsed = (performance.now() - started) / 1000;
  const failed = settled.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed.length) throw new Error(failed.map((outcome) => (outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason))).join('; '));
  const each = settled.map((outcome) => (outcome as PromiseFulfilledResult<number[]>).value);
  return { latenciesMs: each.flat(), seconds: elapsed, perProcess: each.map((latencies) => latencies.length) };
}
