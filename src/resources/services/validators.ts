import { maxLength, minValue, number, required, type Validator } from 'react-admin';

const NAME_REQUIRED = 'resources.services.validation.nameRequired';
const UNIT_REQUIRED = 'resources.services.validation.unitRequired';

/** react-admin's required() lets '   ' through; the server trims and refuses it, so the form does too. */
const notBlank =
  (message: string): Validator =>
  (value) =>
    typeof value === 'string' && !value.trim() ? message : undefined;

/** Mirrors the server's limits (server/modules/services/schemas.ts) so most mistakes never leave the form. */
export const serviceValidators = {
  name: [required(NAME_REQUIRED), notBlank(NAME_REQUIRED), maxLength(255)],
  description: maxLength(2000),
  cost: [required(), number(), minValue(0)],
  limit: [number(), minValue(0)],
  /** For a limited service: the unit it counts in (without one the server stores it as unlimited). */
  unit: [required(UNIT_REQUIRED), notBlank(UNIT_REQUIRED), maxLength(100)],
  maxLimit: [number(), minValue(0)],
};
