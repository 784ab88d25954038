/** Services ("options", spec F6–F8, S1 "Service"): the admin's CRUD; the catalogue and lookups are custom routes. */
import { SERVICE_UNITS } from '../enums';
import { boolean, crud, defineResource, enumOf, group, integer, longText, money, text, translatable } from '../resource';

const ADMIN = ['ADMIN'] as const;

export const services = defineResource({
  name: 'services',
  path: '/services',
  timestamps: true,
  fields: {
    ...translatable('name', text({ required: true, minLength: 1, maxLength: 255, description: 'Trimmed; blank is refused' })),
    ...translatable('description', longText({ nullable: true, maxLength: 2000 })),
    cost: money({ default: 0, description: 'Price per year' }),
    limit: integer({ default: 0, description: 'Uses per certificate; 0 when unlimited' }),
    unit: enumOf(SERVICE_UNITS, { nullable: true, default: null, labels: 'serviceUnit', description: 'What the limit counts (common/enums.ts); null means unlimited' }),
    solo: boolean({ default: false, description: 'Sold on its own (additional service); 0 and 1 are accepted' }),
    bot: enumOf(['AUTOBOT'], { nullable: true, default: null }),
    options: group({
      is_dinamic: boolean({ default: false, description: 'The limit is set per certificate' }),
      max_limit: integer({ default: 0 }),
    }),
  },
  list: {
    columns: ['name', 'description', 'cost', 'limit'],
    search: ['name', 'description'],
    sort: ['created_at', 'name', 'cost', 'limit'],
    defaultSort: { field: 'created_at', order: 'DESC' },
    // F6 fixes the page size
    perPage: 30,
  },
  // the additional services are the option picker of the client card (E9), public in the catalogue anyway
  access: { ...crud(ADMIN), additional: ['ADMIN', 'PARTNER_ADMIN', 'AGENT_ADMIN'] },
  menu: { cabinets: ['sales'], icon: 'Tune', id: 'options', label: 'app.menu.options', after: 'tariffs' },
  representation: 'name',
});
