import type { Selectable, Transaction } from 'kysely';
import type { DB, JobsTable } from '../db/schema';

export type Job = Selectable<JobsTable>;

/** What a running job sees: its row, the clock, whether the process is stopping, and a way to report progress. */
export interface JobContext {
  job: Job;
  /** The id of the feature row the job is for (the payload's `id`). */
  id: string;
  /** Now, on the clock of the tick that claimed the job (the tests pass a later one instead of waiting). */
  now(): Date;
  /** The process is stopping: a long job returns 'released' at its next step, to be taken again by the next process. */
  stopping(): boolean;
  /**
   * Records progress (0–100) and renews the lease; false when the job is no longer this process's (a takeover).
   * Given the transaction of a step, it also locks the job until the step commits, so no other process takes it meanwhile.
   */
  progress(percent?: number, tx?: Transaction<DB>): Promise<boolean>;
}

/**
 * How a run ended: finished (nothing), a next step to run after `again` ms (a receipt's result to ask for: attempts
 * start again from 0), or 'released' (stopped between steps; taken again at once, the attempt not counted).
 */
export type JobResult = void | { again: number } | 'released';

export interface FailedAttempt {
  error: unknown;
  attempts: number;
  /** No retry follows: the job is now 'failed'. */
  final: boolean;
  /** When the retry runs, when one follows. */
  retryAt: Date | null;
}

export interface QueueDefinition {
  name: string;
  run(context: JobContext): Promise<JobResult>;
  /** Jobs of this queue at once in one process; 1 unless said. */
  concurrency?: number;
  maxAttempts?: number;
  leaseMs?: number;
  /** An error no retry can help (a provider's refusal): the job fails at once. */
  permanent?(error: unknown): boolean;
  /** Writes a failed attempt onto the feature's own row, in the transaction that records it on the job. */
  failed?(tx: Transaction<DB>, context: JobContext, attempt: FailedAttempt): Promise<void>;
  /** This process works the queue, looking every `pollMs` besides each wake-up; 0 or unset: enqueued and listed only. */
  pollMs?: number;
}
