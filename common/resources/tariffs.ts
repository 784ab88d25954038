/**
 * Tariffs ("rates", spec F1–F5, S1 "Rate"): the plain fields, the page and the admin's CRUD at the spec's /rates;
 * the pickers' list, clone, partner prices and the services' links are custom routes (server/modules/tariffs).
 */
import {
  type Infer, boolean, computed, crud, defineResource, enumOf, integer, joinMany, longText, money, number, reference, text, translatable,
} from '../resource';
import { RATE_TYPES, SERVICE_UNITS } from '../enums';

const ADMIN = ['ADMIN'] as const;
const SELLERS = ['ADMIN', 'AGENT', 'PARTNER_ADMIN'] as const;

export const tariffs = defineResource({
  name: 'tariffs',
  table: 'rates',
  path: '/rates',
  timestamps: true,
  fields: {
    ...translatable('name', text({ required: true, minLength: 1, maxLength: 255 })),
    code_name: text({ required: true, minLength: 1, maxLength: 100, unique: 'codeNameTaken', description: 'Unique, case-insensitive' }),
    ...translatable('description', longText({ nullable: true, maxLength: 2000 })),
    // the default only fills the new tariff's form (a required field is always sent)
    cost: money({ required: true, default: 0 }),
    period: integer({ min: 1, max: 120, default: 12, description: 'Months' }),
    meter: boolean({ default: false }),
    min_meter: money({ nullable: true, description: 'Required when meter is on; ignored otherwise' }),
    taxable: boolean({ default: false }),
    auto_payment: boolean({ default: false }),
    partial_payment: boolean({ default: false }),
    post_payment: boolean({ default: false }),
    rate_type: enumOf(RATE_TYPES, { default: 'DEFAULT', labels: 'rateType' }),
    template_id: reference('templates', { nullable: true, description: "C12: the template the tariff's certificates print with (M8); none: the plain layout" }),
    // F1: in the list, for agents other than BRUTTO (server/modules/tariffs/hooks.ts)
    partner_price: computed(money({ nullable: true, description: "The caller's partner's price (agents other than BRUTTO), in the list" })),
    services: joinMany(
      'services',
      { table: 'rate_services', from: 'rate_id', to: 'service_id', fields: ['limit', 'unit', 'description', 'sort'] },
      {
        id: reference('services'),
        name: text(),
        limit: integer({ nullable: true }),
        description: text({ description: "'Нет описания' when empty" }),
        cost: number(),
        unit: enumOf(SERVICE_UNITS, { nullable: true, labels: 'serviceUnit', description: 'What the limit counts; null: unlimited' }),
        sort: integer(),
        bot: enumOf(['AUTOBOT'], { nullable: true }),
        attached: computed(boolean()),
      },
      { orderBy: ['sort', 'name'], detail: true, description: 'The attached services (F5)' },
    ),
    partners: joinMany(
      'partners',
      { table: 'rate_partners', from: 'rate_id', to: 'partner_id', fields: ['partner_price', 'commission'] },
      { id: reference('partners'), name: text(), partner_price: number({ nullable: true }), commission: number() },
      {
        orderBy: 'name',
        detail: true,
        writable: true,
        description: "Partners that sell the tariff (not an ADMIN: its own partner's only); written as ids, the whole set",
      },
    ),
    // last: the fields' order is the generated form's
    admin_comment: longText({ nullable: true, maxLength: 2000, description: 'Null for callers other than ADMIN' }),
  },
  checks: [{ field: 'min_meter', message: 'minMeterRequired', valid: (input) => input.meter !== true || (input.min_meter ?? null) !== null }],
  list: {
    columns: ['name', 'cost', 'partner_price'],
    search: ['name', 'code_name'],
    sort: ['created_at', 'name', 'cost', 'code_name'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  access: { ...crud(ADMIN), list: SELLERS, show: SELLERS, clone: ADMIN, price: ADMIN },
  menu: { cabinets: ['sales'], icon: 'Inventory', id: 'tariffs', label: 'app.menu.tariffs', after: 'certificates' },
  // the spec's '/tariffs/edit/:id?'
  page: 'edit',
  representation: 'name',
});

/** A service attached to a tariff (F5): the record's `services`, also what the attach/detach/sync routes answer. */
export type AttachedService = NonNullable<Infer<typeof tariffs>['services']>[number];
