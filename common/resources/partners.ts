/** Partners (G1, G2, G11): the admin's list and partner page; tariffs, widget and the lookup are custom routes. */
import { boolean, crud, date, defineResource, enumOf, joinMany, joinOne, money, number, reference, text } from '../resource';

/** Kinds of partner organisation: sales agencies and CPA (affiliate) partners. */
export const PARTNER_TYPES = ['AGENCY', 'CPA'] as const;

export const partners = defineResource({
  name: 'partners',
  path: '/partners',
  fields: {
    name: text({ required: true, minLength: 1, maxLength: 255, description: 'Trimmed; blank is refused' }),
    type: enumOf(PARTNER_TYPES, { nullable: true, default: null, emptyChoice: true }),
    reward: money({ default: 0, description: 'Reward of the partner' }),
    parent_id: reference('partners', { nullable: true, default: null, description: 'The parent partner' }),
    click_program: boolean({
      default: false,
      keepIfOmitted: true,
      description: 'G11: the click programme partner; marking one unmarks any other; omitted keeps it as it is',
    }),
    upload: boolean({
      default: true,
      description: "G1: the partner's registries may be uploaded (POST /partners/{id}/registry/{kind}); off, an upload is refused with 403",
    }),
    created_at: date({ readOnly: true }),
    parent: joinOne('partners', 'parent_id', { id: reference('partners'), name: text() }, { description: 'The parent partner' }),
    rates: joinMany(
      'rates',
      { table: 'rate_partners', from: 'partner_id', to: 'rate_id', fields: ['commission', 'partner_price'] },
      { id: reference('tariffs'), name: text(), cost: number(), commission: number(), partner_price: number({ nullable: true }) },
      { orderBy: 'name', detail: true, description: 'The tariffs the partner sells (G3)' },
    ),
  },
  list: {
    columns: ['name', 'type', 'parent'],
    search: ['name'],
    sort: ['created_at', 'name', 'type', 'reward'],
    nulls: { type: 'last' },
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  access: crud(['ADMIN']),
  // the first of the partners group (its subdivisions follow)
  menu: { cabinets: ['sales'], icon: 'Handshake', id: 'partnerList', label: 'app.menu.partnerList', parent: 'partners' },
  // G2: the partner page at /partners/partner/{id}, a new partner at /partners/partner
  page: 'partner',
  representation: 'name',
});
