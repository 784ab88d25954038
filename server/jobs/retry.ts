/**
 * The one retry rule of the background work (decision Jobs/queue): an attempt that failed for a reason that may pass
 * (a provider down, a timeout) is tried again after 15 s, 30 s, 1 min … doubling up to 30 min, ten attempts in all
 * (about four hours); then the job is 'failed' with its last error. A queue may ask for fewer attempts or fail an
 * error at once (a provider's refusal).
 */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 15_000;
const LONGEST_RETRY_MS = 30 * 60_000;
/** How long a claimed job is held by one process before another may take it (its process stopped mid-job). */
export const LEASE_MS = 2 * 60_000;

/** The wait after the given number of failed attempts (1: the first failure). */
export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

export const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** The error kept on a row: its message, cut to what a log row shows. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
