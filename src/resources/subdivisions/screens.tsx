import { SelectInput } from 'react-admin';
import { subdivisions } from '../../../common/resources/subdivisions';
import { declaredScreens } from '../declared';
import { usePartnerLookup } from '../partners/usePartnerLookup';
import { ParentSubdivisionInput, PartnerInput } from './SubdivisionInputs';

/** The list's partner filter, from the partners lookup (a partner admin's list holds its own partner's only). */
function PartnerFilter(props: { source: string; alwaysOn: boolean }) {
  return <SelectInput {...props} choices={usePartnerLookup()} />;
}

/** G7: partners by name in the filter and the form, and a parent among the chosen partner's subdivisions. */
export const screens = declaredScreens(subdivisions, {
  filters: { partner_id: <PartnerFilter key="partner_id" source="partner_id" alwaysOn /> },
  inputs: { partner_id: <PartnerInput />, parent_id: <ParentSubdivisionInput /> },
});
