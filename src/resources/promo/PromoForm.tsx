import { BooleanInput, DateTimeInput, SimpleForm, TextInput } from 'react-admin';
import { PromoAmountInputs } from './PromoAmountInputs';
import { promoValidators } from './validators';

const defaultValues = { type: 'PERCENT', global: false, all_use: 0, expires_at: null };

/** H2: the create and edit form of a promo code. */
export function PromoForm() {
  return (
    <SimpleForm defaultValues={defaultValues}>
      <TextInput source="code" validate={promoValidators.code} />
      <PromoAmountInputs />
      <BooleanInput source="global" />
      <DateTimeInput source="expires_at" />
    </SimpleForm>
  );
}
