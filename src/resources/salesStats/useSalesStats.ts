import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, StatsScope } from '../../dataProvider';
import { preloadedOr } from '../../dataProvider/preload';
import { type Period, isPeriodValid } from './period';
import type { SalesStats } from './types';

/**
 * The stats of a partner, an agent or a node of the caller's scope (L1) over a period.
 * Nothing is asked while the period is invalid.
 */
export function useSalesStats(scope: StatsScope, period: Period) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['salesStats', scope, period.from, period.to],
    queryFn: ({ signal, queryKey }): Promise<SalesStats> =>
      preloadedOr(JSON.stringify(queryKey), () => dataProvider.salesStats(scope, { dateFrom: period.from, dateTo: period.to }, signal)),
    enabled: isPeriodValid(period),
    placeholderData: (previous) => previous,
  });
}
