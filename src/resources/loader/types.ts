export const RUNNING_STATUSES = ['CREATED', 'IN_PROGRESS'] as const;

export interface LoaderTaskRecord {
  id: string;
  partner: { id: string; name: string } | null;
  file_name: string;
  status: 'CREATED' | 'IN_PROGRESS' | 'COMPLETED' | 'ERRORED';
  progress_percentage: number;
  completed_tasks: number;
  total_tasks: number;
  has_result: boolean;
  created_at: string;
}

export const isRunning = (task: Pick<LoaderTaskRecord, 'status'>) => (RUNNING_STATUSES as readonly string[]).includes(task.status);

/** M7 colours: COMPLETED green, CREATED and IN_PROGRESS amber, ERRORED red. */
export const STATUS_COLOURS = { CREATED: 'warning', IN_PROGRESS: 'warning', COMPLETED: 'success', ERRORED: 'error' } as const;
