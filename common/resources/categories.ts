/**
 * Categories (M8, the settings' dictionary list: name, edit, delete): the topics a template belongs to and a client
 * picks for a consultation (I2 `GET /consultations/categories` reads this one dictionary; decision M8/categories).
 */
import { crud, defineResource, text } from '../resource';

export const categories = defineResource({
  name: 'categories',
  path: '/categories',
  timestamps: true,
  fields: {
    name: text({ required: true, minLength: 1, maxLength: 100, unique: 'nameTaken', description: 'Trimmed; unique, case-insensitive' }),
  },
  list: {
    columns: ['name'],
    search: ['name'],
    sort: ['created_at', 'name'],
    defaultSort: { field: 'name', order: 'ASC' },
  },
  access: crud(['ADMIN']),
  // a tab of /settings/templates (no entry of its own: B9's settings group has templates, general, customs, concierge)
  menu: { cabinets: ['sales'], icon: 'Category', parent: 'settings', route: '/settings/templates/categories', hidden: true },
  representation: 'name',
});
