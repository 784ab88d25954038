/**
 * Template pictures (M8): the images a template prints under its text (a certificate's background, a logo).
 * Uploaded by `POST /template/picture/upload` (checked by their bytes and decoded with bounds, stored once per
 * content), renamed and deleted here, served by `GET /template/picture/{id}/file`; decision M8/pictures.
 */
import { defineResource, integer, read, reference, text } from '../resource';

export const PICTURE_FORMATS = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const templatePictures = defineResource({
  name: 'templatePictures',
  table: 'template_pictures',
  path: '/template/picture',
  lookup: '/template/picture/all',
  timestamps: true,
  fields: {
    name: text({ required: true, minLength: 1, maxLength: 200, description: 'The uploaded file name by default' }),
    mime: text({ readOnly: true, description: 'image/jpeg, image/png or image/webp, told by the bytes' }),
    width: integer({ readOnly: true, description: 'Pixels' }),
    height: integer({ readOnly: true, description: 'Pixels' }),
    size: integer({ readOnly: true, description: 'Bytes of the stored file' }),
    // the content's SHA-256 (one row per content) and the stored bytes: never answered
    sha256: text({ readOnly: true, hidden: true }),
    file_id: reference('files', { readOnly: true, hidden: true }),
  },
  list: {
    columns: ['name', 'width', 'size', 'created_at'],
    search: ['name'],
    sort: ['created_at', 'name', 'size'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  access: { ...read(['ADMIN']), edit: ['ADMIN'], delete: ['ADMIN'], upload: ['ADMIN'] },
  operations: { create: false },
  menu: { cabinets: ['sales'], icon: 'Image', parent: 'settings', route: '/settings/templates/pictures', hidden: true },
  representation: 'name',
});
