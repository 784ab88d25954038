/** The login journal (spec M11): every sign-in attempt, read-only, for the admin. */
import { boolean, date, defineResource, joinOne, read, reference, text } from '../resource';

export const journal = defineResource({
  name: 'journal',
  table: 'login_history',
  path: '/auth/history/login',
  fields: {
    user_id: reference('users', { nullable: true, hidden: true }),
    user: joinOne('users', 'user_id', { id: reference('users'), name: text() }),
    input: text({ readOnly: true }),
    ip: text({ nullable: true, readOnly: true }),
    host: text({ nullable: true, readOnly: true }),
    success: boolean({ readOnly: true }),
    created_at: date({ readOnly: true, past: true }),
  },
  list: {
    columns: ['user', 'ip', 'host', 'success', 'created_at'],
    search: ['input', 'user.name'],
    filters: ['user_id', 'success'],
    dateRanges: { created_at: { from: 'date_from', to: 'date_to' } },
    sort: ['created_at'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  access: read(['ADMIN']),
  operations: { one: false, create: false, update: false, delete: false },
  menu: { cabinets: ['sales'], icon: 'FactCheck', label: 'app.menu.journal', parent: 'users', after: 'agents', route: '/staff/journal' },
  representation: 'input',
});
