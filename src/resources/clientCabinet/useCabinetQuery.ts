import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/**
 * A read of the client cabinet's own named calls (/client/…, /catalog/…), cached under ['cabinet', …key] so one
 * invalidation of 'cabinet' refreshes every screen after a payment or a cancellation.
 */
export function useCabinetQuery<T>(key: readonly unknown[], read: (api: AppDataProvider, signal: AbortSignal) => Promise<T>, enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['cabinet', ...key],
    queryFn: ({ signal }) => read(dataProvider, signal),
    enabled,
  });
}
