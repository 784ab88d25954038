/**
 * The audit trail (issue 25): every change made through /gw — who, when, from which address, the resource, the
 * record and its changed fields before and after — read-only and append-only (migration 0460). The admin's journal at
 * /staff/audit, and a record's 'История' tab (the list filtered by `record_id`), newest first over the indexes below.
 */
import { date, defineResource, enumOf, json, read, reference, text } from '../resource';

export const audit = defineResource({
  name: 'audit',
  table: 'audit_log',
  path: '/audit',
  fields: {
    created_at: date({ readOnly: true, past: true }),
    user_id: reference('users', { nullable: true, readOnly: true }),
    user_name: text({ nullable: true, readOnly: true, description: 'The name of the user as it was at the change' }),
    ip: text({ nullable: true, readOnly: true }),
    resource: text({ readOnly: true, description: 'The declared resource (or certificates) the record belongs to' }),
    record_id: text({ readOnly: true }),
    action: enumOf(['create', 'update', 'delete'], { readOnly: true }),
    changes: json({ readOnly: true, description: 'The changed fields, { field: { before, after } }; secrets as ***' }),
  },
  list: {
    columns: ['created_at', 'user_name', 'ip', 'resource', 'record_id', 'action', 'changes'],
    search: ['user_name'],
    filters: ['resource', 'record_id', 'user_id', 'action'],
    dateRanges: { created_at: { from: 'date_from', to: 'date_to' } },
    sort: ['created_at'],
    indexes: [['record_id', 'created_at'], ['user_id', 'created_at'], ['resource', 'created_at']],
    defaultSort: { field: 'created_at', order: 'DESC' },
    perPage: 25,
  },
  access: read(['ADMIN']),
  operations: { one: false, create: false, update: false, delete: false },
  menu: { cabinets: ['sales'], icon: 'History', label: 'app.menu.audit', parent: 'users', after: 'journal', route: '/staff/audit' },
  representation: 'record_id',
});
