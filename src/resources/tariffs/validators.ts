import { maxLength, maxValue, minValue, number, required } from 'react-admin';
import { tariffs } from '../../../common/resources/tariffs';

const { fields } = tariffs;

/** The form's rules, with the limits of the declaration the server checks (common/resources/tariffs.ts). */
export const tariffValidators = {
  name: [required(), maxLength(fields.name.maxLength)],
  codeName: [required(), maxLength(fields.code_name.maxLength)],
  cost: [required(), number(), minValue(fields.cost.min)],
  minMeter: [required('resources.tariffs.validation.minMeterRequired'), number(), minValue(fields.min_meter.min)],
  period: [required(), number(), minValue(fields.period.min), maxValue(fields.period.max)],
  text: maxLength(fields.description.maxLength),
};
