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
    // M7's table: name, status, progress, date, accounts created (completed/total); the partner the accounts join
    columns: ['file_name', 'partner', 'status', 'progress_percentage', 'created_at', 'completed_tasks'],
    sort: ['created_at'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  access: { ...read(['ADMIN']), create: ['ADMIN'] },
  operations: { one: false, create: false, update: false, delete: false },
  // the spec names no route: /loader, in the users group after the login journal
  menu: { cabinets: ['sales'], icon: 'UploadFile', label: 'app.menu.loader', parent: 'users', after: 'journal' },
  representation: 'file_name',
});
