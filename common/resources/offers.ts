/**
 * Concierge offers (M10): what the admin offers clients beside their tariffs (a partner's service with its link), shown
 * in the client's cabinet. `image` is a 64 × 64 JPG or PNG of at most 10 KB (O14) sent as a data URL in the body and
 * checked by its bytes on the server (decision M10/offers).
 */
import { defineResource, longText, text } from '../resource';

/** O14: the icon's limits; the server decodes it with sharp to check them (server/modules/offers). */
export const OFFER_IMAGE = { maxBytes: 10 * 1024, maxSide: 64, formats: ['image/jpeg', 'image/png'] } as const;

export const offers = defineResource({
  name: 'offers',
  path: '/offers',
  timestamps: true,
  fields: {
    title: text({ required: true, requiredMessage: true, minLength: 1, maxLength: 200 }),
    description: longText({ nullable: true, maxLength: 2000 }),
    link: text({ nullable: true, maxLength: 500, description: 'http:// is put before a link without http(s)' }),
    image: text({ nullable: true, maxLength: 20000, helper: true, description: 'data:image/png|jpeg;base64,…: at most 64 × 64 pixels and 10 KB' }),
  },
  list: {
    columns: ['image', 'title', 'link'],
    search: ['title'],
    sort: ['created_at', 'title'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  // M10: the admin manages them; a client reads them in its cabinet
  access: { list: ['ADMIN', 'CLIENT'], show: ['ADMIN', 'CLIENT'], create: ['ADMIN'], edit: ['ADMIN'], delete: ['ADMIN'] },
  menu: { cabinets: ['sales'], icon: 'Handshake', id: 'concierge', label: 'app.menu.concierge', parent: 'settings', route: '/settings/concierge-service' },
  page: 'edit',
  representation: 'title',
});
