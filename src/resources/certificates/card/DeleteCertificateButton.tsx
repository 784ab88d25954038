import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useCanAccess, useDelete, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { CertificateCardRecord } from './types';

/** Only ADMIN deletes, after the yes/no confirm (C9, P5). */
export function DeleteCertificateButton({ record }: { record: CertificateCardRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'certificates', action: 'delete', record });
  const [remove, { isPending }] = useDelete();
  if (!canAccess) return null;
  const confirm = () =>
    remove(
      'certificates',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.certificates.deleted', { type: 'success' });
          redirect('list', 'certificates');
        },
        onError: () => notify('app.certificates.deleteFailed', { type: 'error' }),
      },
    );
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} disabled={isPending} onClick={() => setOpen(true)}>
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={open}
        title="ra.message.delete_title"
        content="app.certificates.deleteQuestion"
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
