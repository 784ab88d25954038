/** Promo codes (spec H1–H3): the admin's CRUD with the tariffs a code is attached to; the rest are custom routes. */
import { boolean, crud, date, defineResource, enumOf, integer, joinMany, money, reference, text } from '../resource';

export const promo = defineResource({
  name: 'promo',
  table: 'promo_codes',
  path: '/promotional/codes',
  fields: {
    code: text({
      required: true,
      pattern: '^[A-Za-z0-9_-]{3,50}$',
      patternMessage: true,
      unique: 'codeTaken',
      description: '3–50 letters, digits, - or _; unique, case-insensitive',
    }),
    type: enumOf(['PERCENT', 'FIX'], { required: true, default: 'PERCENT' }),
    amount: money({ required: true, exclusiveMin: 0, description: 'Percent (at most 100) or a fixed sum' }),
    global: boolean({ default: false, description: 'Valid for every tariff' }),
    all_use: integer({ default: 0, helper: true, description: 'Uses in all; 0 = unlimited' }),
    used: integer({ readOnly: true }),
    expires_at: date({ nullable: true, default: null }),
    created_at: date({ readOnly: true }),
    rates: joinMany('rates', { table: 'promo_code_rates', from: 'promo_code_id', to: 'rate_id' }, { id: reference('tariffs'), name: text() }, {
      orderBy: 'name',
      description: 'The tariffs the code is attached to (H3)',
    }),
  },
  checks: [{ field: 'amount', message: 'percentOver100', valid: (input) => input.type !== 'PERCENT' || Number(input.amount) <= 100 }],
  list: {
    columns: ['code', 'type', 'amount', 'all_use', 'expires_at'],
    search: ['code'],
    sort: ['created_at', 'code', 'amount', 'expires_at'],
    // a code without an end date expires never: the latest
    nulls: { expires_at: 'greatest' },
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  access: crud(['ADMIN']),
  menu: { cabinets: ['sales'], icon: 'LocalOffer', label: 'app.menu.promo', after: 'myServices' },
  page: 'edit',
  representation: 'code',
});
