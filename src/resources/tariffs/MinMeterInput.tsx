import { NumberInput, minValue, number, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { tariffs } from '../../../common/resources/tariffs';

// required() marks the label; the declared check (meter on → min_meter) is the server's same rule
const validate = [required('resources.tariffs.validation.minMeterRequired'), number(), minValue(tariffs.fields.min_meter.min)];

/** F2: the minimum meterage exists only for a metered tariff; without meter it is neither shown nor sent. */
export function MinMeterInput() {
  const meter = Boolean(useWatch({ name: 'meter' }));
  return meter ? <NumberInput source="min_meter" min={0} validate={validate} /> : null;
}
