import { NumberInput, SelectInput } from 'react-admin';
import { promoValidators } from './validators';

export const PROMO_TYPES = [
  { id: 'PERCENT', name: 'resources.promo.types.PERCENT' },
  { id: 'FIX', name: 'resources.promo.types.FIX' },
];

/** The discount's kind and size, shared by the promo form and the generate dialog; 0 uses means unlimited. */
export function PromoAmountInputs() {
  return (
    <>
      <SelectInput source="type" choices={PROMO_TYPES} validate={promoValidators.type} />
      <NumberInput source="amount" min={0} validate={promoValidators.amount} />
      <NumberInput source="all_use" min={0} step={1} validate={promoValidators.allUse} helperText="resources.promo.helpers.all_use" />
    </>
  );
}
