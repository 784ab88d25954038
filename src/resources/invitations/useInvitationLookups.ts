import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** The partner's subdivisions for the invitation form (GET /partner/invitations/all/subdivisions/{partnerId}). */
export function useInvitationSubdivisions(partnerId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data = [] } = useQuery({
    queryKey: ['invitations', 'subdivisions', partnerId],
    queryFn: () => dataProvider.invitationSubdivisions(partnerId),
  });
  return data;
}
