import Block from '@mui/icons-material/Block';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import LockOpen from '@mui/icons-material/LockOpen';
import { useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { useApiAction } from '../../components/useApiAction';
import { RowActionButton } from '../partners/RowActionButton';
import { useCopyToClipboard } from '../partners/useCopyToClipboard';
import { type InvitationRecord, invitationLink } from './types';

/** A row's buttons (G6): copy the invitation's public link, block or unblock it, delete it after a confirm (custom routes). */
export function InvitationActions() {
  const invitation = useRecordContext<InvitationRecord>();
  const copy = useCopyToClipboard();
  const { run, pending } = useApiAction();
  const [confirming, setConfirming] = useState(false);
  if (!invitation) return null;

  const toggleBlock = () => {
    const success = invitation.blocked ? 'resources.invitations.notifications.unblocked' : 'resources.invitations.notifications.blocked';
    void run((api) => api.changeInvitation(invitation.id, { blocked: !invitation.blocked }), success);
  };
  const remove = async () => {
    await run((api) => api.deleteInvitation(invitation.id), 'resources.invitations.notifications.deleted');
    setConfirming(false);
  };

  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <RowActionButton label="resources.invitations.copyLink" icon={<ContentCopy />} onClick={() => void copy(invitationLink(invitation.id))} />
      <RowActionButton
        label={invitation.blocked ? 'resources.invitations.unblock' : 'resources.invitations.block'}
        icon={invitation.blocked ? <LockOpen /> : <Block />}
        disabled={pending}
        onClick={toggleBlock}
      />
      <RowActionButton label="ra.action.delete" icon={<Delete color="error" />} disabled={pending} onClick={() => setConfirming(true)} />
      <Confirm isOpen={confirming} loading={pending} title="ra.message.delete_title" content="resources.invitations.confirmDelete" onConfirm={() => void remove()} onClose={() => setConfirming(false)} />
    </span>
  );
}
