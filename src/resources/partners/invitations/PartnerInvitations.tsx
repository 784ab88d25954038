import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { InvitationCreateForm } from './InvitationCreateForm';
import { InvitationRow } from './InvitationRow';
import { useInvitationSubdivisions, usePartnerInvitations } from './useInvitationLookups';

const COLUMNS = ['created_at', 'status', 'fields', 'subdivision'] as const;

/** G6: the partner page's invitations tab: the list (block, copy the link, delete) and a new invitation. */
export function PartnerInvitations({ partnerId }: { partnerId: string }) {
  const translate = useTranslate();
  const { data: invitations = [], isPending } = usePartnerInvitations(partnerId);
  const subdivisions = useInvitationSubdivisions(partnerId);
  const subdivisionName = (id: string | null) => subdivisions.find((subdivision) => subdivision.id === id)?.name ?? '';

  return (
    <Stack spacing={3}>
      <InvitationCreateForm partnerId={partnerId} subdivisions={subdivisions} />
      {!isPending && !invitations.length ? (
        <Typography color="text.secondary">{translate('resources.invitations.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('resources.invitations.title')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`resources.invitations.columns.${column}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} subdivisionName={subdivisionName(invitation.subdivision_id)} />
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
