import DeleteIcon from '@mui/icons-material/Delete';
import { useCanAccess, useDelete, useNotify } from 'react-admin';
import type { ClientRecord } from '../types';
import { ConfirmButton } from './ConfirmButton';

/** E6: only ADMIN deletes a client, after the confirm. */
export function DeleteClientButton({ record, onDeleted }: { record: ClientRecord; onDeleted(): void }) {
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'clients', action: 'delete', record });
  const [remove, { isPending }] = useDelete();
  if (!canAccess) return null;
  const confirm = () =>
    remove(
      'clients',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.clients.deleted', { type: 'success' });
          onDeleted();
        },
        onError: () => notify('app.clients.serverError', { type: 'error' }),
      },
    );
  return (
    <ConfirmButton
      label="ra.action.delete"
      icon={<DeleteIcon />}
      question="app.clients.deleteQuestion"
      questionArgs={{ name: record.name }}
      onConfirm={confirm}
      disabled={isPending}
    />
  );
}
