import { NumberInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { tariffValidators } from './validators';

/** F2: the minimum meterage exists only for a metered tariff; without meter it is neither shown nor sent. */
export function MinMeterInput() {
  const meter = Boolean(useWatch({ name: 'meter' }));
  return meter ? <NumberInput source="min_meter" min={0} validate={tariffValidators.minMeter} /> : null;
}
