export type { LoaderTaskRecord } from '../../dataProvider/api/loader';
import type { LoaderTaskRecord } from '../../dataProvider/api/loader';

export const RUNNING_STATUSES = ['CREATED', 'IN_PROGRESS'] as const;

export const isRunning = (task: Pick<LoaderTaskRecord, 'status'>) => (RUNNING_STATUSES as readonly string[]).includes(task.status);

/** M7 colours: COMPLETED green, CREATED and IN_PROGRESS amber, ERRORED red. */
export const STATUS_COLOURS = { CREATED: 'warning', IN_PROGRESS: 'warning', COMPLETED: 'success', ERRORED: 'error' } as const;
