import { useQuery } from '@tanstack/react-query';
import { SelectInput, useDataProvider, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { subdivisions } from '../../../common/resources/subdivisions';
import type { AppDataProvider } from '../../dataProvider';
import { validatorsOf } from '../declared/validators';
import { usePartnerLookup } from '../partners/usePartnerLookup';
import type { SubdivisionRecord } from './types';

/** The parent picker: subdivisions of the chosen partner (GET /subdivisions/all), except this one; empty means none. */
export function ParentSubdivisionInput() {
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

const partnerRules = validatorsOf(subdivisions, 'partner_id', subdivisions.fields.partner_id);

/** The partner from its lookup; a new partner has other subdivisions, so the parent is cleared when it changes. */
export function PartnerInput() {
  const { setValue } = useFormContext();
  return <SelectInput source="partner_id" choices={usePartnerLookup()} validate={partnerRules} onChange={() => setValue('parent_id', null)} />;
}
