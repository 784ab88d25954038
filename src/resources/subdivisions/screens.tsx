import { subdivisions } from '../../../common/resources/subdivisions';
import { declaredScreens } from '../declared';
import { PartnerFilter } from './PartnerFilter';
import { ParentSubdivisionInput, PartnerInput } from './SubdivisionInputs';

/** G7: partners by name in the filter and the form, and a parent among the chosen partner's subdivisions. */
export const screens = declaredScreens(subdivisions, {
  filters: { partner_id: <PartnerFilter key="partner_id" source="partner_id" alwaysOn /> },
  inputs: { partner_id: <PartnerInput />, parent_id: <ParentSubdivisionInput /> },
});
