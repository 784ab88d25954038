import { List, ListItem, ListItemText, Pagination, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useGetList, useTranslate } from 'react-admin';
import { formatDay } from '../../../../format';
import { useCertificatePdf } from '../../../certificates/card/useCertificatePdf';
import type { ClientCertificateRow } from '../../types';
import { PdfDownloadButton } from './PdfDownloadButton';

const PER_PAGE = 5;

/** E10: the client's documents are its certificates as PDF (C12), inactive ones included. */
export function ClientCertificateDocuments({ clientId }: { clientId: string }) {
  const translate = useTranslate();
  const certificatePdf = useCertificatePdf();
  const [page, setPage] = useState(1);
  const { data = [], total = 0, isPending } = useGetList<ClientCertificateRow>('client-certificates', {
    filter: { client_id: clientId, show_inactive: true },
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'created_at', order: 'DESC' },
  });
  if (isPending) return <Loading />;
  if (!data.length) return <Typography color="text.secondary">{translate('app.clientDocuments.documentsEmpty')}</Typography>;
  return (
    <Stack spacing={1}>
      <List dense data-testid="client-documents">
        {data.map((row) => {
          const title = translate('app.clientDocuments.certificate', { number: row.number });
          return (
            <ListItem key={row.id} divider secondaryAction={<PdfDownloadButton file={certificatePdf(row.id)} fileName={`${translate('app.certificates.documents.certificate')} ${row.number}.pdf`} />}>
              <ListItemText primary={title} secondary={[row.rate_name ?? translate('app.certificates.noPackage'), formatDay(row.start_date)].filter(Boolean).join(' · ')} />
            </ListItem>
          );
        })}
      </List>
      {total > PER_PAGE && <Pagination count={Math.ceil(total / PER_PAGE)} page={page} onChange={(_, next) => setPage(next)} />}
    </Stack>
  );
}
