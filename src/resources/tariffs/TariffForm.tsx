import { BooleanInput, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { tariffs } from '../../../common/resources/tariffs';
import { defaultsOf } from '../declared/DeclaredEdit';
import { MinMeterInput } from './MinMeterInput';
import { PartnersInput } from './PartnersInput';
import { tariffValidators } from './validators';

const defaultValues = { ...defaultsOf(tariffs), cost: 0, partners: [] };

/** The create and edit form of a tariff (F2). */
export function TariffForm() {
  return (
    <SimpleForm defaultValues={defaultValues}>
      <TextInput source="name" validate={tariffValidators.name} />
      <TextInput source="code_name" validate={tariffValidators.codeName} />
      <TextInput source="description" multiline minRows={2} validate={tariffValidators.text} />
      <NumberInput source="cost" min={0} validate={tariffValidators.cost} />
      <NumberInput source="period" min={1} max={120} step={1} validate={tariffValidators.period} />
      <BooleanInput source="meter" />
      <MinMeterInput />
      <BooleanInput source="taxable" />
      <BooleanInput source="auto_payment" />
      <BooleanInput source="partial_payment" />
      <BooleanInput source="post_payment" />
      <TextInput source="rate_type" />
      <TextInput source="template" />
      <PartnersInput />
      <TextInput source="admin_comment" multiline minRows={2} validate={tariffValidators.text} />
    </SimpleForm>
  );
}
