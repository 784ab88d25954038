import DeleteIcon from '@mui/icons-material/Delete';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { useDeleteRecord } from '../../../components/useDeleteRecord';
import type { ClientRecord } from '../types';

/** E6: only ADMIN deletes a client, after the confirm. */
export function DeleteClientButton({ record, onDeleted }: { record: ClientRecord; onDeleted(): void }) {
  const texts = { deleted: 'app.clients.deleted', failed: 'app.clients.serverError', onDeleted };
  const { canAccess, confirm, isPending } = useDeleteRecord('clients', record, texts);
  if (!canAccess) return null;
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
