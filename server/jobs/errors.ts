/**
 * What kind of error ended a job's attempt, for the admin's 'Задачи' screen, which words it (the raw message stays
 * beside it): a service that did not answer (down, a timeout, its 5xx), a refusal no retry helps (the queue's
 * `permanent`), a job whose processes kept dying mid-run, or anything else.
 */
import type { JobErrorKind } from '../db/schema';

export class JobAbandoned extends Error {
  constructor() {
    super('the job was abandoned by its process too often');
  }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_SOCKET']);
const UNAVAILABLE = /unavailable|fetch failed|socket hang up|timed? ?out|ECONNREFUSED|\b5\d\d\b|greeting never received|connection closed/i;

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

export function errorKind(error: unknown, permanent: boolean): JobErrorKind {
  if (error instanceof JobAbandoned) return 'abandoned';
  if (permanent) return 'refused';
  const name = error instanceof Error ? error.name : '';
  const code = codeOf(error);
  if (name === 'AbortError' || name === 'TimeoutError' || (code && NETWORK_CODES.has(code))) return 'unavailable';
  return UNAVAILABLE.test(error instanceof Error ? error.message : String(error)) ? 'unavailable' : 'error';
}
