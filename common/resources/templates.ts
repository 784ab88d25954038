/**
 * Templates (M8): the printable layout of a certificate — a background picture, the page's orientation and the text
 * printed over it with placeholders the server fills from the certificate (decision M8/templates).
 */
import { crud, defineResource, enumOf, integer, joinOne, longText, reference, text } from '../resource';

/** The placeholders a template's text may hold, filled from the certificate when it is printed. */
export const TEMPLATE_PLACEHOLDERS = ['number', 'client', 'tariff', 'start_date', 'end_date', 'partner'] as const;

/** `{name}` marks in a text that are not placeholders. */
export function unknownPlaceholders(body: unknown): string[] {
  if (typeof body !== 'string') return [];
  const known = new Set<string>(TEMPLATE_PLACEHOLDERS);
  return [...body.matchAll(/\{([^{}\s]*)\}/g)].map((match) => match[1] ?? '').filter((name) => !known.has(name));
}

export const templates = defineResource({
  name: 'templates',
  path: '/template',
  lookup: '/template/all',
  timestamps: true,
  fields: {
    name: text({ required: true, minLength: 1, maxLength: 100, unique: 'nameTaken', description: 'Trimmed; unique, case-insensitive' }),
    category_id: reference('categories', { nullable: true }),
    picture_id: reference('templatePictures', { nullable: true, description: 'The background picture' }),
    orientation: enumOf(['PORTRAIT', 'LANDSCAPE'], { default: 'LANDSCAPE' }),
    body: longText({ nullable: true, maxLength: 4000, helper: true, description: 'Printed over the picture; {number}, {client}, {tariff}, {start_date}, {end_date}, {partner} are filled in' }),
    category: joinOne('categories', 'category_id', { id: reference('categories'), name: text() }),
    picture: joinOne('template_pictures', 'picture_id', { id: reference('templatePictures'), name: text(), width: integer(), height: integer() }),
  },
  checks: [{ field: 'body', message: 'unknownPlaceholder', valid: (input) => unknownPlaceholders(input.body).length === 0 }],
  list: {
    columns: ['name', 'category', 'orientation'],
    search: ['name'],
    filters: ['category_id'],
    sort: ['created_at', 'name'],
    defaultSort: { field: 'name', order: 'ASC' },
  },
  access: crud(['ADMIN']),
  menu: { cabinets: ['sales'], icon: 'Article', id: 'templates', label: 'app.menu.templates', parent: 'settings', first: true, route: '/settings/templates' },
  representation: 'name',
});
