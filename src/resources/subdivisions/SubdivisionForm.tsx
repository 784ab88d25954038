import { useQuery } from '@tanstack/react-query';
import { SelectInput, SimpleForm, TextInput, required, useDataProvider, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import { usePartnerLookup } from '../partners/usePartnerLookup';
import type { SubdivisionRecord } from './types';

/** The parent picker: subdivisions of the chosen partner (GET /subdivisions/all), except this one; empty means none. */
function ParentSubdivisionInput() {
  const record = useRecordContext<SubdivisionRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const partnerId = useWatch<{ partner_id?: string }>({ name: 'partner_id' });
  const { data = [] } = useQuery({
    queryKey: ['subdivisions', 'all', partnerId],
    queryFn: () => dataProvider.subdivisionChoices(partnerId),
    enabled: !!partnerId,
  });
  const none = data.find((entry) => entry.id === null);
  const choices = data.filter((entry) => entry.id !== null && entry.id !== record?.id);
  return <SelectInput source="parent_id" choices={choices} emptyText={none?.name ?? 'resources.subdivisions.noParent'} disabled={!partnerId} />;
}

/** A new partner has other subdivisions, so the parent is cleared when the partner changes. */
function PartnerInput() {
  const { setValue } = useFormContext();
  return <SelectInput source="partner_id" choices={usePartnerLookup()} validate={required()} onChange={() => setValue('parent_id', null)} />;
}

/** G7: name, partner and parent subdivision of the same partner. */
export function SubdivisionForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <PartnerInput />
      <ParentSubdivisionInput />
    </SimpleForm>
  );
}
