import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** GET /docs?partner_id=: the partner's documents, newest first. */
export function usePartnerDocuments(partnerId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['partner-documents', partnerId],
    queryFn: () => dataProvider.partnerDocuments(partnerId),
  });
}
