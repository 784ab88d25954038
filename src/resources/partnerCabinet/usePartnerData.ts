import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { AppIdentity } from '../../authProvider/identity';
import { preloadedOr } from '../../dataProvider/preload';
import { type Period, isPeriodValid } from '../salesStats';

/** The signed-in partner's own id (the server checks it again on every call). */
export function usePartnerId(): string | null {
  const { identity } = useGetIdentity();
  return (identity as AppIdentity | undefined)?.partnerId ?? null;
}

export function usePartnerProgram() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['partner', 'program'], queryFn: ({ signal }) => dataProvider.partnerProgram(signal) });
}

export function usePartnerConversion(period: Period) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['partner', 'conversion', period.from, period.to],
    queryFn: ({ signal, queryKey }) => preloadedOr(JSON.stringify(queryKey), () => dataProvider.partnerConversion({ dateFrom: period.from, dateTo: period.to }, signal)),
    enabled: isPeriodValid(period),
    placeholderData: (previous) => previous,
  });
}
