import { minValue, number, required } from 'react-admin';
import { services } from '../../../common/resources/services';
import { validatorsOf } from '../declared/validators';

const UNIT_REQUIRED = 'resources.services.validation.unitRequired';

/** The declaration's rules (common/resources/services.ts) plus the form-only ones of the limit. */
export const serviceValidators = {
  name: validatorsOf(services, 'name', services.fields.name),
  description: validatorsOf(services, 'description', services.fields.description),
  cost: [required(), number(), minValue(0)],
  limit: [number(), minValue(0)],
  /** For a limited service: the unit it counts in (without one the server stores it as unlimited). */
  unit: [required(UNIT_REQUIRED)],
  maxLimit: [number(), minValue(0)],
};
