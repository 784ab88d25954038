import { useRedirect } from 'react-admin';
import { DeleteRecordButton } from '../../../components/DeleteRecordButton';
import type { CertificateCardRecord } from './types';

/** Only ADMIN deletes, after the yes/no confirm (C9, P5). */
export function DeleteCertificateButton({ record }: { record: CertificateCardRecord }) {
  const redirect = useRedirect();
  const onDeleted = () => redirect('list', 'certificates');
  const outcome = { deleted: 'app.certificates.deleted', failed: 'app.certificates.deleteFailed', onDeleted };
  const question = { title: 'ra.message.delete_title', question: 'app.certificates.deleteQuestion' };
  return <DeleteRecordButton resource="certificates" record={record} {...question} {...outcome} />;
}
