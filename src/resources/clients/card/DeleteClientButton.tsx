import { DeleteRecordButton } from '../../../components/DeleteRecordButton';
import type { ClientRecord } from '../types';

/** E6: only ADMIN deletes a client, after the confirm. */
export function DeleteClientButton({ record, onDeleted }: { record: ClientRecord; onDeleted(): void }) {
  const outcome = { deleted: 'app.clients.deleted', failed: 'app.clients.serverError', onDeleted };
  const question = { question: 'app.clients.deleteQuestion', questionArgs: { name: record.name } };
  return <DeleteRecordButton resource="clients" record={record} {...question} {...outcome} />;
}
