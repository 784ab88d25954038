import { BooleanInput, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { TranslationInputs } from '../declared/translations';
import { ServiceLimitInputs } from './ServiceLimitInputs';
import type { ServiceRecord } from './types';
import { serviceValidators } from './validators';

/** F7 defaults; `unlimited` is a form-only switch derived from the unit (not sent: see `writable` of services). */
const defaultValues = (record?: Partial<ServiceRecord>) => ({
  cost: 0,
  limit: 0,
  unit: null,
  solo: false,
  bot: null,
  options: { is_dinamic: false, max_limit: 0 },
  unlimited: !record?.unit,
});

const isAutobot = (bot: unknown) => bot === 'AUTOBOT';
const toBot = (checked: boolean) => (checked ? 'AUTOBOT' : null);

/** The create and edit form of a service (F7, rules O6). */
export function ServiceForm() {
  return (
    <SimpleForm defaultValues={defaultValues}>
      <TextInput source="name" validate={serviceValidators.name} />
      <TranslationInputs source="name" label="resources.services.fields.name" maxLength={255} />
      <TextInput source="description" multiline minRows={2} validate={serviceValidators.description} />
      <TranslationInputs source="description" label="resources.services.fields.description" multiline maxLength={2000} />
      <NumberInput source="cost" min={0} validate={serviceValidators.cost} />
      <ServiceLimitInputs />
      {/* BooleanInput's own default (false) would replace the form's null: F7 sends AUTOBOT or null */}
      <BooleanInput source="bot" format={isAutobot} parse={toBot} defaultValue={null} />
      <BooleanInput source="solo" />
      <BooleanInput source="options.is_dinamic" />
      <NumberInput source="options.max_limit" min={0} step={1} validate={serviceValidators.maxLimit} />
    </SimpleForm>
  );
}
