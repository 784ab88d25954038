import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { AutocompleteInput, DateInput, TextInput, useCanAccess, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { NumberMaskInput } from './NumberMaskInput';

/** The date picker's range (O8): nothing after tomorrow, nothing on or before 2019-01-31. */
export const FINISH_DATE_MIN = '2019-02-01';
export const finishDateMax = () => dayjs().add(1, 'day').format('YYYY-MM-DD');

function useLookup(path: string, enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['lookup', path],
    queryFn: () => dataProvider.call<{ id: string; name: string }[]>('GET', path),
    enabled,
    staleTime: 5 * 60_000,
  }).data;
}

function RateFilter(props: { source: string; label: string }) {
  return <AutocompleteInput {...props} choices={useLookup('/rates/all') ?? []} />;
}

function PartnerFilter(props: { source: string; label: string }) {
  return <AutocompleteInput {...props} choices={useLookup('/partners/all') ?? []} />;
}

/** C4 filters; the partner filter only for those who may list partners (admins). */
export function useCertificateFilters() {
  const { canAccess: isAdmin } = useCanAccess({ resource: 'partners', action: 'list' });
  const dateLimits = { min: FINISH_DATE_MIN, max: finishDateMax() };
  return [
    <TextInput key="client_name" source="client_name" label="app.certificates.filters.client_name" alwaysOn resettable />,
    <TextInput key="agent_name" source="agent_name" label="app.certificates.filters.agent_name" resettable />,
    <NumberMaskInput key="number" source="number" label="app.certificates.filters.number" alwaysOn />,
    <RateFilter key="rate_id" source="rate_id" label="app.certificates.filters.rate" />,
    ...(isAdmin ? [<PartnerFilter key="partner_id" source="partner_id" label="app.certificates.filters.partner" />] : []),
    <DateInput key="finish_from" source="finish_from" label="app.certificates.filters.finish_from" inputProps={dateLimits} />,
    <DateInput key="finish_to" source="finish_to" label="app.certificates.filters.finish_to" inputProps={dateLimits} />,
  ];
}
