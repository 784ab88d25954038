import { BooleanInput, NumberInput, SelectInput, SimpleForm, TextInput, minValue, required, useRecordContext, useTranslate } from 'react-admin';
import { PARTNER_TYPES, type PartnerRecord } from './types';
import { usePartnerLookup } from './usePartnerLookup';

/** The parent partner picker: every partner but the one being edited (the server also refuses descendants). */
function ParentPartnerInput() {
  const record = useRecordContext<PartnerRecord>();
  const choices = usePartnerLookup().filter((partner) => partner.id !== record?.id);
  return <SelectInput source="parent_id" choices={choices} emptyText="resources.partners.noParent" />;
}

/** G2: name, type (AGENCY, CPA or none), reward and parent partner; G11: the click programme mark. */
export function PartnerForm() {
  const translate = useTranslate();
  const typeChoices = PARTNER_TYPES.map((type) => ({ id: type, name: translate(`resources.partners.types.${type}`) }));
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <SelectInput source="type" choices={typeChoices} emptyText="resources.partners.types.none" />
      <NumberInput source="reward" validate={minValue(0)} defaultValue={0} />
      <ParentPartnerInput />
      <BooleanInput source="click_program" />
    </SimpleForm>
  );
}
