import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ClientCertificateDocuments } from './documents/ClientCertificateDocuments';
import { ClientQuestionnaires } from './documents/ClientQuestionnaires';

/** E10: the questionnaires the client passed and its documents (the certificates' PDFs). */
export function ClientDocumentsTab({ clientId, clientName }: { clientId: string; clientName: string }) {
  const translate = useTranslate();
  return (
    <Stack spacing={3}>
      <section aria-label={translate('app.clientDocuments.questionnaires')}>
        <Typography variant="subtitle1">{translate('app.clientDocuments.questionnaires')}</Typography>
        <ClientQuestionnaires clientId={clientId} clientName={clientName} />
      </section>
      <section aria-label={translate('app.clientDocuments.documents')}>
        <Typography variant="subtitle1">{translate('app.clientDocuments.documents')}</Typography>
        <ClientCertificateDocuments clientId={clientId} />
      </section>
    </Stack>
  );
}
