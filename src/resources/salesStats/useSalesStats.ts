import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { type Period, isPeriodValid } from './period';
import type { SalesStats } from './types';

/**
 * The stats of one of the L1 calls (`/partners/{id}/stats`, `/agents/{id}/stats`, `/analytics/stats`)
 * over a period; `query` adds the node of /analytics/stats. Nothing is asked while the period is invalid.
 */
export function useSalesStats(path: string, period: Period, query: Record<string, string> = {}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['salesStats', path, period.from, period.to, query],
    queryFn: ({ signal }) => dataProvider.call<SalesStats>('GET', path, { query: { ...query, dateFrom: period.from, dateTo: period.to }, signal }),
    enabled: isPeriodValid(period),
    placeholderData: (previous) => previous,
  });
}
