import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

export interface LookupFilterProps {
  source: string;
  label: string;
}

function useLookup(path: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['lookup', path],
    queryFn: () => dataProvider.call<{ id: string; name: string }[]>('GET', path),
    staleTime: 5 * 60_000,
  }).data;
}

export function RateFilter(props: LookupFilterProps) {
  return <AutocompleteInput {...props} choices={useLookup('/rates/all') ?? []} />;
}

export function PartnerFilter(props: LookupFilterProps) {
  return <AutocompleteInput {...props} choices={useLookup('/partners/all') ?? []} />;
}
