/** Partners (G1, G2, G11): the admin's list and partner page; tariffs, widget and the lookup are custom routes. */
import { boolean, crud, date, defineResource, enumOf, money, reference, text } from '../resource';

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
    created_at: date({ readOnly: true }),
  },
  list: {
    columns: ['name', 'type'],
    search: ['name'],
    sort: ['created_at', 'name', 'type', 'reward'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  access: crud(['ADMIN']),
  representation: 'name',
});
