import { maxLength, maxValue, minValue, number, required } from 'react-admin';

/** Mirrors the server's limits (server/modules/tariffs/schemas.ts). */
export const tariffValidators = {
  name: [required(), maxLength(255)],
  codeName: [required(), maxLength(100)],
  cost: [required(), number(), minValue(0)],
  minMeter: [required('resources.tariffs.validation.minMeterRequired'), number(), minValue(0)],
  period: [required(), number(), minValue(1), maxValue(120)],
  text: maxLength(2000),
};
