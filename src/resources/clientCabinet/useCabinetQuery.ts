import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { QueryParams } from '../../dataProvider/http/query';

/** A GET of the client cabinet's own calls (/client/…, /catalog/…), cached under its path and query. */
export function useCabinetQuery<T>(path: string, query?: QueryParams, enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['cabinet', path, query ?? {}],
    queryFn: () => dataProvider.call<T>('GET', path, query ? { query } : {}),
    enabled,
  });
}
