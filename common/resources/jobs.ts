/**
 * The background jobs (issue 25, decision Jobs/queue) for the admin: every job of the one job queue — a receipt to
 * fiscalise, an SMS or e-mail to deliver, a generation, a loader task, the credit autopay run — with its status,
 * attempts, last error and progress, newest first, read-only (server/jobs). The feature's own screen holds the
 * job's result; this one answers "is the background work going, and what failed".
 */
import { date, defineResource, enumOf, integer, read, text } from '../resource';

export const JOB_QUEUES = ['receipt', 'sms', 'email', 'generation', 'loader', 'instalments'] as const;
export const JOB_STATUSES = ['queued', 'active', 'done', 'failed'] as const;
export const JOB_ERROR_KINDS = ['unavailable', 'refused', 'abandoned', 'error'] as const;

export const jobs = defineResource({
  name: 'jobs',
  table: 'jobs',
  path: '/jobs',
  fields: {
    queue: enumOf(JOB_QUEUES, { readOnly: true, description: 'What the job does: its queue' }),
    status: enumOf(JOB_STATUSES, { readOnly: true }),
    attempts: integer({ readOnly: true, description: 'Attempts of its current step; a retry follows a failed one after a growing pause' }),
    error_kind: enumOf(JOB_ERROR_KINDS, { readOnly: true, nullable: true, description: 'What kind of error the last attempt ended with' }),
    last_error: text({ readOnly: true, nullable: true, description: "The last attempt's error as the service or the program said it" }),
    progress: integer({ readOnly: true, nullable: true, max: 100, description: 'Percent done, for a long job' }),
    run_at: date({ readOnly: true, description: 'When it runs (next)' }),
    created_at: date({ readOnly: true, past: true }),
    finished_at: date({ readOnly: true, nullable: true }),
  },
  list: {
    columns: ['queue', 'status', 'attempts', 'error_kind', 'progress', 'created_at', 'finished_at'],
    filters: ['queue', 'status'],
    sort: ['created_at'],
    indexes: [['queue', 'created_at'], ['status', 'created_at']],
    defaultSort: { field: 'created_at', order: 'DESC' },
    perPage: 25,
  },
  access: read(['ADMIN']),
  operations: { create: false, update: false, delete: false },
  menu: { cabinets: ['sales'], icon: 'PendingActions', label: 'app.menu.jobs', after: 'generateCertificate' },
  show: true,
  representation: 'queue',
});
