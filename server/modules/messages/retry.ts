/**
 * The outbox's retry policy (decision M1/outbox): an attempt that failed for a reason that may pass (a provider
 * down, a timeout, the account's balance) is retried after 15 s, 30 s, 1 min … doubling up to 30 min, ten attempts
 * in all (about four hours); then the message is 'failed' with its last error. A delivery report is asked for every
 * minute during a day after sending.
 */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 15_000;
const LONGEST_RETRY_MS = 30 * 60_000;
export const REPORT_EVERY_MS = 60_000;
export const REPORT_WINDOW_MS = 24 * 3600_000;
/** How long a claimed message is held by one worker before another may take it (its process stopped mid-send). */
export const LEASE_MS = 2 * 60_000;

/** The wait after the given number of failed attempts (1: the first failure). */
export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

export const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** The error kept on the row: its message, cut to what a log row shows. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
