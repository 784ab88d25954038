import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';

/** Every invitation of the partner, newest first (GET /partner/invitations/all/{partnerId}). */
export function usePartnerInvitations(partnerId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['invitations', partnerId],
    queryFn: () => dataProvider.partnerInvitations(partnerId),
  });
}

/** The partner's subdivisions for the invitation form (GET /partner/invitations/all/subdivisions/{partnerId}). */
export function useInvitationSubdivisions(partnerId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data = [] } = useQuery({
    queryKey: ['invitations', 'subdivisions', partnerId],
    queryFn: () => dataProvider.invitationSubdivisions(partnerId),
  });
  return data;
}
