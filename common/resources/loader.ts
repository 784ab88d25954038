/** Bulk account-creation tasks (M7): the task list; the upload and the result sheet are custom routes. */
import { boolean, computed, defineResource, enumOf, integer, joinOne, read, reference, text } from '../resource';

export const loader = defineResource({
  name: 'loader',
  table: 'loader_tasks',
  path: '/v2/loader',
  timestamps: true,
  fields: {
    partner_id: reference('partners', { readOnly: true }),
    file_name: text({ readOnly: true }),
    status: enumOf(['CREATED', 'IN_PROGRESS', 'COMPLETED', 'ERRORED'], { readOnly: true }),
    progress_percentage: integer({ readOnly: true, max: 100 }),
    completed_tasks: integer({ readOnly: true, description: 'Accounts created' }),
    total_tasks: integer({ readOnly: true, description: 'Account rows in the sheet' }),
    // read for `has_result` (server/modules/loader/hooks.ts), never answered
    result_file_id: reference('files', { nullable: true, readOnly: true, hidden: true }),
    partner: joinOne('partners', 'partner_id', { id: reference('partners'), name: text() }),
    /** A result sheet waits for download. */
    has_result: computed(boolean()),
  },
  list: {
    columns: ['file_name', 'partner_id', 'status', 'progress_percentage', 'completed_tasks'],
    sort: ['created_at'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  access: { ...read(['ADMIN']), create: ['ADMIN'] },
  operations: { one: false, create: false, update: false, delete: false },
  representation: 'file_name',
});
