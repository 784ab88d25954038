import { AutocompleteInput } from 'react-admin';
import { useLookup } from '../../dataProvider';

export interface LookupFilterProps {
  source: string;
  label: string;
}

export function RateFilter(props: LookupFilterProps) {
  return <AutocompleteInput {...props} choices={useLookup('tariffs').data} />;
}

export function PartnerFilter(props: LookupFilterProps) {
  return <AutocompleteInput {...props} choices={useLookup('partners').data} />;
}
