/**
 * Uploaded registries (C15/G4): the registers page's list, newest first; an agent sees its own uploads.
 * The upload, a registry's rows and its report are the registry module's own routes.
 */
import { date, defineResource, enumOf, integer, joinOne, read, reference, text } from '../resource';

export const certificateRegisters = defineResource({
  name: 'certificates-registers',
  table: 'registries',
  path: '/registries',
  fields: {
    partner_id: reference('partners', { hidden: true }),
    partner: joinOne('partners', 'partner_id', { id: reference('partners'), name: text() }),
    kind: enumOf(['certificates'], {
      readOnly: true,
      description: 'certificates: columns name, phone, tariff (code), email?, period? (months), company?, agent? (login), meter?',
    }),
    file_name: text({ readOnly: true }),
    status: enumOf(['PROCESSING', 'COMPLETED', 'ERRORED'], { readOnly: true }),
    total_rows: integer({ readOnly: true }),
    imported_rows: integer({ readOnly: true }),
    refused_rows: integer({ readOnly: true }),
    created_by: joinOne('users', 'created_by', { id: reference('users'), name: text() }),
    created_at: date({ readOnly: true }),
  },
  list: {
    columns: ['created_at', 'partner', 'kind', 'file_name', 'imported_rows', 'refused_rows', 'status'],
    filters: ['partner_id'],
    sort: ['created_at'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  access: { ...read(['ADMIN', 'AGENT']), create: ['ADMIN', 'AGENT'] },
  // C1: an admin who is not also an agent sees every registry, an agent those it uploaded
  owner: { column: 'created_by', subject: 'userId', all: ['ADMIN'], except: ['AGENT'] },
  operations: { one: false, create: false, update: false, delete: false },
  menu: {
    cabinets: ['sales'], icon: 'UploadFile', id: 'certificateRegisters', label: 'app.menu.certificateRegisters',
    parent: 'certificates', after: 'certificatePayments',
  },
  representation: 'file_name',
});
