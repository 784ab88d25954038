/** Subdivisions of partners (G7): ADMIN manages them; a PARTNER_ADMIN lists its own partner's. */
import { crud, date, defineResource, reference, text } from '../resource';

export const subdivisions = defineResource({
  name: 'subdivisions',
  path: '/subdivisions',
  fields: {
    name: text({ required: true, minLength: 1, maxLength: 255, description: 'Trimmed; blank is refused' }),
    partner_id: reference('partners', { required: true }),
    parent_id: reference('subdivisions', { nullable: true, default: null, description: 'The parent subdivision, of the same partner' }),
    created_at: date({ readOnly: true }),
  },
  list: {
    columns: ['name', 'partner_id', 'parent_id'],
    search: ['name'],
    filters: ['partner_id'],
    sort: ['created_at', 'name'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  access: { ...crud(['ADMIN']), list: ['ADMIN', 'PARTNER_ADMIN'] },
  // a partner admin sees its own partner's subdivisions only (one without a partner: none)
  owner: { column: 'partner_id', subject: 'partnerId', all: ['ADMIN'] },
  representation: 'name',
});
