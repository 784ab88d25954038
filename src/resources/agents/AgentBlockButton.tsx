import Block from '@mui/icons-material/Block';
import LockOpen from '@mui/icons-material/LockOpen';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { AgentRecord } from './types';

/** G8: blocks or unblocks the row's agent after a confirmation; blocking signs its open tabs out (server side). */
export function AgentBlockButton() {
  const record = useRecordContext<AgentRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const blocking = !record.blocked;

  async function confirm() {
    if (!record) return;
    setPending(true);
    try {
      await dataProvider.setAgentBlocked(record.id, blocking);
      notify(blocking ? 'resources.agents.notifications.blocked' : 'resources.agents.notifications.unblocked', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  }

  return (
    <>
      <Button
        label={blocking ? 'resources.agents.actions.block' : 'resources.agents.actions.unblock'}
        color={blocking ? 'error' : 'primary'}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {blocking ? <Block /> : <LockOpen />}
      </Button>
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
