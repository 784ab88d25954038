import { Stack } from '@mui/material';
import { InvitationCreateForm } from './InvitationCreateForm';
import { InvitationList } from './InvitationList';
import { useInvitationSubdivisions } from './useInvitationLookups';

/** G6: the partner page's invitations tab: a new invitation, and the partner's generated list under it. */
export function PartnerInvitations({ partnerId }: { partnerId: string }) {
  const subdivisions = useInvitationSubdivisions(partnerId);
  return (
    <Stack spacing={3}>
      <InvitationCreateForm partnerId={partnerId} subdivisions={subdivisions} />
      <InvitationList filter={{ partner_id: partnerId }} disableSyncWithLocation storeKey={false} title={false} />
    </Stack>
  );
}
