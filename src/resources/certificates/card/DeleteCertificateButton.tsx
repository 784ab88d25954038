import DeleteIcon from '@mui/icons-material/Delete';
import { useRedirect } from 'react-admin';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { useDeleteRecord } from '../../../components/useDeleteRecord';
import type { CertificateCardRecord } from './types';

/** Only ADMIN deletes, after the yes/no confirm (C9, P5). */
export function DeleteCertificateButton({ record }: { record: CertificateCardRecord }) {
  const redirect = useRedirect();
  const onDeleted = () => redirect('list', 'certificates');
  const texts = { deleted: 'app.certificates.deleted', failed: 'app.certificates.deleteFailed', onDeleted };
  const { canAccess, confirm, isPending } = useDeleteRecord('certificates', record, texts);
  if (!canAccess) return null;
  return (
    <ConfirmButton
      label="ra.action.delete"
      icon={<DeleteIcon />}
      title="ra.message.delete_title"
      question="app.certificates.deleteQuestion"
      onConfirm={confirm}
      disabled={isPending}
    />
  );
}
