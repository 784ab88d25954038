/** Subdivisions of partners (G7): ADMIN manages them; a PARTNER_ADMIN lists its own partner's. */
import { crud, date, defineResource, joinOne, reference, text } from '../resource';

export const subdivisions = defineResource({
  name: 'subdivisions',
  path: '/subdivisions',
  fields: {
    name: text({ required: true, minLength: 1, maxLength: 255, description: 'Trimmed; blank is refused' }),
    partner_id: reference('partners', { required: true }),
    parent_id: reference('subdivisions', { nullable: true, default: null, description: 'The parent subdivision, of the same partner' }),
    created_at: date({ readOnly: true }),
    partner: joinOne('partners', 'partner_id', { id: reference('partners'), name: text() }, { nullable: false }),
    // the same column under the name the SPA of G7 reads
    parentId: reference('subdivisions', { column: 'parent_id', nullable: true, readOnly: true, description: 'The same as parent_id, as the SPA of G7 reads it' }),
  },
  list: {
    columns: ['name', 'partner', 'parent_id'],
    search: ['name'],
    filters: ['partner_id'],
    sort: ['created_at', 'name'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  access: { ...crud(['ADMIN']), list: ['ADMIN', 'PARTNER_ADMIN'] },
  // a partner admin sees its own partner's subdivisions only (one without a partner: none)
  owner: { column: 'partner_id', subject: 'partnerId', all: ['ADMIN'] },
  // G7: the list at /partners/subdivisions, a subdivision's form at /partners/subdivisions/{id} (a new one at …/new)
  menu: {
    cabinets: ['sales'], icon: 'AccountTree', id: 'subdivisions', label: 'app.menu.subdivisions',
    parent: 'partners', after: 'partnerList', route: '/partners/subdivisions',
  },
  representation: 'name',
});
