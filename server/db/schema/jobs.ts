import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

export type JobStatus = 'queued' | 'active' | 'done' | 'failed';
export type JobErrorKind = 'unavailable' | 'refused' | 'abandoned' | 'error';

/** One background job (migration 0570): claimed with a lease, retried with backoff, finally done or failed. */
export interface JobsTable {
  id: Generated<string>;
  queue: string;
  /** Unique in its queue: enqueuing a key twice is one job (a feature row's job is `<queue>:<row id>`). */
  key: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  status: Generated<JobStatus>;
  attempts: Generated<number>;
  run_at: ColumnType<Date, Date | undefined, Date>;
  lease_until: Date | null;
  locked_by: string | null;
  progress: number | null;
  last_error: string | null;
  error_kind: JobErrorKind | null;
  created_at: CreatedAt;
  started_at: Date | null;
  finished_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
