/**
 * Block reasons (C8): a read-only lookup named by its code. `GET /block/reason/all` answers every reason in the
 * request's language; the SPA reads it with useLookup('block-reasons').
 */
import { defineResource, integer, read, text } from '../resource';

export const blockReasons = defineResource({
  name: 'block-reasons',
  table: 'block_reasons',
  path: '/block/reason',
  key: 'code',
  lookup: '/block/reason/all',
  fields: {
    code: text({ required: true }),
    name_ru: text({ required: true }),
    name_kk: text({ required: true }),
    name_en: text({ required: true }),
    sort: integer({ default: 0 }),
  },
  list: { columns: ['code', 'name_ru'], sort: ['sort'], defaultSort: { field: 'sort', order: 'ASC' } },
  // who may block a certificate (certificates: edit) reads the reasons
  access: read(['ADMIN', 'AGENT']),
  operations: { list: false, one: false, create: false, update: false, delete: false },
  representation: 'code',
});
