import DeleteIcon from '@mui/icons-material/Delete';
import { type RaRecord, useCanAccess, useDelete, useNotify } from 'react-admin';
import { ConfirmButton } from './ConfirmButton';

interface DeleteOutcome {
  /** Catalogue keys of the success and failure notices. */
  deleted: string;
  failed: string;
  onDeleted(): void;
}

/** A card's delete: allowed by the access matrix only, sent pessimistically, its outcome notified. */
function useDeleteRecord(resource: string, record: RaRecord, { deleted, failed, onDeleted }: DeleteOutcome) {
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource, action: 'delete', record });
  const [remove, { isPending }] = useDelete();
  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(deleted, { type: 'success' });
          onDeleted();
        },
        onError: () => notify(failed, { type: 'error' }),
      },
    );
  return { canAccess, confirm, isPending };
}

interface DeleteRecordButtonProps extends DeleteOutcome {
  resource: string;
  record: RaRecord;
  /** The confirm's title and question (P5). */
  title?: string;
  question: string;
  questionArgs?: Record<string, unknown>;
}

/** A card's delete button, shown to those the access matrix lets delete, behind the yes/no confirm. */
export function DeleteRecordButton({ resource, record, title, question, questionArgs, ...outcome }: DeleteRecordButtonProps) {
  const { canAccess, confirm, isPending } = useDeleteRecord(resource, record, outcome);
  if (!canAccess) return null;
  const confirmText = { title, question, questionArgs };
  return <ConfirmButton label="ra.action.delete" icon={<DeleteIcon />} {...confirmText} onConfirm={confirm} disabled={isPending} />;
}
