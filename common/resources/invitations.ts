/**
 * Invitations (G6): a partner's list at the spec's `/partner/invitations/{partnerId}` is generated; creating,
 * changing, deleting, the lookups and the public registration (A11) are custom routes.
 */
import { boolean, crud, date, defineResource, enumOf, json, reference } from '../resource';

export const invitations = defineResource({
  name: 'invitations',
  path: '/partner/invitations',
  fields: {
    partner_id: reference('partners', { required: true }),
    subdivision_id: reference('subdivisions', { nullable: true, default: null }),
    fields: json({ description: 'The asked fields (name, phone, email, passport, details, tin, login, address)' }),
    blocked: boolean({ default: false }),
    status: enumOf(['DEFAULT', 'SUCCESS', 'FAILED'], { readOnly: true }),
    created_at: date({ readOnly: true }),
  },
  list: {
    columns: ['created_at', 'status', 'fields', 'subdivision_id'],
    filters: ['blocked', 'status'],
    sort: ['created_at'],
    defaultSort: { field: 'created_at', order: 'DESC' },
    within: { param: 'id', column: 'partner_id' },
  },
  access: crud(['ADMIN']),
  operations: { one: false, create: false, update: false, delete: false },
  representation: 'created_at',
});
