import { type Validator, minValue, number, regex, required } from 'react-admin';

/** A percentage discount is at most 100 (H2); the server checks the same. */
const percentAtMost100: Validator = (value, values) =>
  values?.type === 'PERCENT' && Number(value) > 100 ? 'resources.promo.validation.percentOver100' : undefined;

const positive: Validator = (value) => (value !== null && value !== undefined && value !== '' && Number(value) <= 0 ? 'resources.promo.validation.positive' : undefined);

/** Mirrors server/modules/promo/schemas.ts. */
export const promoValidators = {
  code: [required(), regex(/^[A-Za-z0-9_-]{3,50}$/, 'resources.promo.validation.code')],
  type: required(),
  amount: [required(), number(), positive, percentAtMost100],
  allUse: [number(), minValue(0)],
  count: [required(), number(), minValue(1), (value: unknown) => (Number(value) > 1000 ? 'resources.promo.validation.countMax' : undefined)],
  prefix: regex(/^[A-Za-z0-9_-]{0,20}$/, 'resources.promo.validation.prefix'),
};
