import Block from '@mui/icons-material/Block';
import LockOpen from '@mui/icons-material/LockOpen';
import { useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { LabelledButton } from '../../components/LabelledButton';
import { useApiAction } from '../../components/useApiAction';
import type { AgentRecord } from './types';

/** G8: blocks or unblocks the row's agent after a confirmation; blocking signs its open tabs out (server side). */
export function AgentBlockButton() {
  const record = useRecordContext<AgentRecord>();
  const { run, pending } = useApiAction();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const blocking = !record.blocked;

  async function confirm() {
    if (!record) return;
    await run((api) => api.setAgentBlocked(record.id, blocking), blocking ? 'resources.agents.notifications.blocked' : 'resources.agents.notifications.unblocked');
    setOpen(false);
  }

  return (
    <>
      <LabelledButton
        label={blocking ? 'resources.agents.actions.block' : 'resources.agents.actions.unblock'}
        color={blocking ? 'error' : 'primary'}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {blocking ? <Block /> : <LockOpen />}
      </LabelledButton>
      <Confirm
        isOpen={open}
        loading={pending}
        title={blocking ? 'resources.agents.confirm.blockTitle' : 'resources.agents.confirm.unblockTitle'}
        content={blocking ? 'resources.agents.confirm.blockContent' : 'resources.agents.confirm.unblockContent'}
        translateOptions={{ name: record.name }}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
