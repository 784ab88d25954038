import { type RaRecord, useCanAccess, useDelete, useNotify } from 'react-admin';

interface DeleteTexts {
  /** Catalogue keys of the success and failure notices. */
  deleted: string;
  failed: string;
  onDeleted(): void;
}

/** A card's delete: allowed by the access matrix only, sent pessimistically, its outcome notified. */
export function useDeleteRecord(resource: string, record: RaRecord, { deleted, failed, onDeleted }: DeleteTexts) {
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
