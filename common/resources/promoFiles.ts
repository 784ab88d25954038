/**
 * Certificate and promo code generation (M6): each record is a background job making `count` codes for a tariff,
 * listed with its progress and downloaded as a .json file when done (decisions M6). A certificate is a single-use
 * code for the whole tariff (100 %); a promo code takes the type, amount and uses the admin chooses.
 */
import { date, defineResource, enumOf, integer, joinOne, money, read, reference, text } from '../resource';

export const PROMO_FILE_KINDS = ['CERTIFICATES', 'PROMO_CODES'] as const;
/** The loader's statuses (M7): a job is running while CREATED or IN_PROGRESS. */
export const PROMO_FILE_STATUSES = ['CREATED', 'IN_PROGRESS', 'COMPLETED', 'ERRORED'] as const;
/** The largest batch one job makes (decisions M6). */
export const MAX_GENERATED_CODES = 100_000;

const forPromoCodes = (input: Record<string, unknown>) => input.kind === 'PROMO_CODES';

export const promoFiles = defineResource({
  name: 'promoFiles',
  table: 'promo_files',
  path: '/promo/files',
  timestamps: true,
  fields: {
    kind: enumOf(PROMO_FILE_KINDS, { required: true, default: 'CERTIFICATES' }),
    rate_id: reference('tariffs', { required: true, description: 'The tariff the codes are for' }),
    count: integer({ required: true, min: 1, max: MAX_GENERATED_CODES, description: `How many codes, 1 to ${MAX_GENERATED_CODES}` }),
    type: enumOf(['PERCENT', 'FIX'], { nullable: true, default: null, description: 'Promo codes only (required); a certificate is always PERCENT' }),
    amount: money({ nullable: true, default: null, exclusiveMin: 0, description: 'Promo codes only (required): percent (at most 100) or a fixed sum; a certificate is 100 %' }),
    all_use: integer({ min: 0, default: 1, helper: true, description: 'Uses of each promo code; 0 = unlimited. A certificate is used once' }),
    expires_at: date({ nullable: true, default: null, description: 'The codes are valid until then; none: without end' }),
    status: enumOf(PROMO_FILE_STATUSES, { readOnly: true }),
    progress_percentage: integer({ readOnly: true, max: 100 }),
    generated: integer({ readOnly: true, description: 'Codes written so far' }),
    rate: joinOne('rates', 'rate_id', { id: reference('tariffs'), name: text() }, { nullable: false }),
  },
  checks: [
    { field: 'type', message: 'typeRequired', valid: (input) => !forPromoCodes(input) || !!input.type },
    { field: 'amount', message: 'amountRequired', valid: (input) => !forPromoCodes(input) || input.amount != null },
    { field: 'amount', message: 'percentOver100', valid: (input) => !forPromoCodes(input) || input.type !== 'PERCENT' || Number(input.amount) <= 100 },
  ],
  list: {
    columns: ['kind', 'rate', 'count', 'status', 'progress_percentage', 'created_at'],
    filters: ['kind', 'status'],
    sort: ['created_at'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  access: { ...read(['ADMIN']), create: ['ADMIN'] },
  // a job is never edited nor deleted: its codes are issued (decisions M6)
  operations: { update: false, delete: false },
  menu: {
    cabinets: ['sales'], icon: 'WorkspacePremium', id: 'generateCertificate', label: 'app.menu.generateCertificate',
    after: 'signDocs', route: '/generate-certificate',
  },
  representation: 'kind',
});
