import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider';
import { formatDateTime } from '../../../../format';
import { PdfDownloadButton } from './PdfDownloadButton';

/** E10: the questionnaires the client passed (latest pass each), with the answers as PDF. */
export function ClientQuestionnaires({ clientId, clientName }: { clientId: string; clientName: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data = [], isPending } = useQuery({
    queryKey: ['clients', clientId, 'questionnaires'],
    queryFn: ({ signal }) => dataProvider.clientQuestionnaires(clientId, signal),
  });
  if (isPending) return <Loading />;
  if (!data.length) return <Typography color="text.secondary">{translate('app.clientDocuments.questionnairesEmpty')}</Typography>;
  return (
    <List dense data-testid="client-questionnaires">
      {data.map((row) => (
        <ListItem key={row.id} divider secondaryAction={<PdfDownloadButton file={(api) => api.downloadQuestionnairePdf(row.id, clientId)} fileName={`${row.title} ${clientName}.pdf`} />}>
          <ListItemText primary={row.title} secondary={translate('app.clientDocuments.passedAt', { date: formatDateTime(row.passed_at) })} />
        </ListItem>
      ))}
    </List>
  );
}
