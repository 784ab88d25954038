import Block from '@mui/icons-material/Block';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import LockOpen from '@mui/icons-material/LockOpen';
import { TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../format';
import { useApiAction } from '../../../components/useApiAction';
import { RowActionButton } from '../RowActionButton';
import { useCopyToClipboard } from '../useCopyToClipboard';
import { type InvitationRecord, invitationLink } from './types';

/** One invitation: when, its state, the asked fields and subdivision; copy its public link, block or unblock, delete after a confirm. */
export function InvitationRow({ invitation, subdivisionName }: { invitation: InvitationRecord; subdivisionName: string }) {
  const translate = useTranslate();
  const copy = useCopyToClipboard();
  const { run, pending } = useApiAction();
  const [confirming, setConfirming] = useState(false);
  const state = invitation.blocked ? 'blocked' : invitation.status;

  const toggleBlock = () => {
    const success = invitation.blocked ? 'resources.invitations.notifications.unblocked' : 'resources.invitations.notifications.blocked';
    void run((api) => api.changeInvitation(invitation.id, { blocked: !invitation.blocked }), success);
  };
  const remove = async () => {
    await run((api) => api.deleteInvitation(invitation.id), 'resources.invitations.notifications.deleted');
    setConfirming(false);
  };

  return (
    <TableRow>
      <TableCell>{formatDateTime(invitation.created_at)}</TableCell>
      <TableCell>{translate(`resources.invitations.status.${state}`)}</TableCell>
      <TableCell>{invitation.fields.map((field) => translate(`resources.invitations.fields.${field}`)).join(', ')}</TableCell>
      <TableCell>{subdivisionName}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <RowActionButton label="resources.invitations.copyLink" icon={<ContentCopy />} onClick={() => void copy(invitationLink(invitation.id))} />
        <RowActionButton
          label={invitation.blocked ? 'resources.invitations.unblock' : 'resources.invitations.block'}
          icon={invitation.blocked ? <LockOpen /> : <Block />}
          disabled={pending}
          onClick={toggleBlock}
        />
        <RowActionButton label="ra.action.delete" icon={<Delete color="error" />} disabled={pending} onClick={() => setConfirming(true)} />
        <Confirm isOpen={confirming} loading={pending} title="ra.message.delete_title" content="resources.invitations.confirmDelete" onConfirm={() => void remove()} onClose={() => setConfirming(false)} />
      </TableCell>
    </TableRow>
  );
}
