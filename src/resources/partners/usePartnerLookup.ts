import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { PartnerRef } from './types';

/** Every partner (GET /partners/all), for pickers. */
export function usePartnerLookup() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data = [] } = useQuery({
    queryKey: ['partners', 'all'],
    queryFn: () => dataProvider.call<PartnerRef[]>('GET', '/partners/all'),
  });
  return data;
}
