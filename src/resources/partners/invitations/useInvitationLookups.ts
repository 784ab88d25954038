import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { PartnerRef } from '../types';
import type { InvitationRecord } from './types';

const BASE = '/partner/invitations';

/** Every invitation of the partner, newest first (GET /partner/invitations/all/{partnerId}). */
export function usePartnerInvitations(partnerId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['invitations', partnerId],
    queryFn: () => dataProvider.call<InvitationRecord[]>('GET', `${BASE}/all/${partnerId}`),
  });
}

/** The partner's subdivisions for the invitation form (GET /partner/invitations/all/subdivisions/{partnerId}). */
export function useInvitationSubdivisions(partnerId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data = [] } = useQuery({
    queryKey: ['invitations', 'subdivisions', partnerId],
    queryFn: () => dataProvider.call<PartnerRef[]>('GET', `${BASE}/all/subdivisions/${partnerId}`),
  });
  return data;
}
