import type { ChangeEvent } from 'react';
import { BooleanInput, NumberInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { UnitInput } from '../../components/units';
import { serviceValidators } from './validators';

/**
 * O6: ticking 'unlimited' clears the limit and its unit (one of the known units, chosen) and disables them; the service is then stored without a unit.
 * A client's privilege service (E9) keeps its own unlimited flag, so its unit is optional.
 */
export function ServiceLimitInputs({ unitRequired = true }: { unitRequired?: boolean }) {
  const unlimited = Boolean(useWatch({ name: 'unlimited' }));
  const { setValue } = useFormContext();

  const clearWhenUnlimited = (event: ChangeEvent<HTMLInputElement>) => {
    if (!event.target.checked) return;
    setValue('limit', null, { shouldDirty: true });
    setValue('unit', null, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <>
      <BooleanInput source="unlimited" onChange={clearWhenUnlimited} />
      <NumberInput source="limit" min={0} step={1} disabled={unlimited} validate={serviceValidators.limit} />
      <UnitInput disabled={unlimited} validate={unlimited || !unitRequired ? undefined : serviceValidators.unit} />
    </>
  );
}
