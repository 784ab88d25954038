/**
 * The outbox's timings (decision M1/outbox): a delivery report is asked for every minute during a day after sending.
 * Retries of a failed send are the job queue's one rule (server/jobs/retry.ts).
 */
export { MAX_ATTEMPTS, errorText, later, retryDelayMs } from '../../jobs/retry';
export const REPORT_EVERY_MS = 60_000;
export const REPORT_WINDOW_MS = 24 * 3600_000;
