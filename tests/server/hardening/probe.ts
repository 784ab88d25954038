import type { FastifyInstance } from 'fastify';
import { type DbFingerprint, changedTables } from '../support/db-fingerprint';

/** One malformed request and what must come of it. */
export interface Probe {
  /** Short human description of the malformation, shown on failure. */
  label: string;
  method: string;
  url: string;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  payload?: string | object;
  /** The input is certainly invalid (missing required field, broken JSON …): a 2xx is a failure too. */
  mustReject: boolean;
}

export interface ProbeTarget {
  app: FastifyInstance;
  /** Bearer token of the caller, or null to call anonymously. */
  token: string | null;
  fingerprint: () => Promise<DbFingerprint>;
}

const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** Shortens a value for a failure message (huge strings stay readable). */
export function brief(value: unknown, max = 80): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;
}

function contractViolation(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'error body is not JSON';
  }
  const { message, errors } = (parsed ?? {}) as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string' || !message) return 'error body has no message';
  if (errors === undefined) return null;
  const fields = errors && typeof errors === 'object' && !Array.isArray(errors) ? Object.values(errors) : null;
  if (!fields || fields.some((text) => typeof text !== 'string')) return 'error body has errors that are not an object of strings';
  return null;
}

/**
 * Sends the probe and returns what is wrong with the answer, or null: never a 5xx, a 4xx for input
 * that must be refused, the error contract `{ message, code?, errors? }` on every 4xx, and no data
 * changed by a refused write.
 */
export async function runProbe(target: ProbeTarget, probe: Probe): Promise<string | null> {
  const isWrite = !READ_METHODS.includes(probe.method);
  const before = isWrite ? await target.fingerprint() : null;
  const reply = await target.app.inject({
    method: probe.method as 'GET',
    url: probe.url,
    query: probe.query,
    headers: { ...(target.token ? { authorization: `Bearer ${target.token}` } : {}), ...probe.headers },
    ...(probe.payload === undefined ? {} : { payload: probe.payload }),
  });
  const status = reply.statusCode;
  const where = `${probe.method} ${probe.url} [${probe.label}] → ${status} ${brief(reply.body, 200)}`;
  if (status >= 500) return `${where}: server error`;
  if (status < 400) return probe.mustReject ? `${where}: accepted input that must be refused` : null;
  const violation = contractViolation(reply.body);
  if (violation) return `${where}: ${violation}`;
  if (before) {
    const changed = changedTables(before, await target.fingerprint());
    if (changed.length) return `${where}: refused write changed ${changed.join(', ')}`;
  }
  return null;
}
