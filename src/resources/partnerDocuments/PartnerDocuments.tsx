import { List, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiAction } from '../../components/useApiAction';
import { FileDropzone } from '../../components/FileDropzone';
import { PartnerDocumentRow } from './PartnerDocumentRow';
import { PARTNER_DOCUMENT_FILES } from './types';
import { usePartnerDocuments } from './usePartnerDocuments';

/** G5: the partner page's documents tab: upload a PDF, then rename, download or delete each. */
export function PartnerDocuments({ partnerId }: { partnerId: string }) {
  const translate = useTranslate();
  const { data: documents = [], isPending } = usePartnerDocuments(partnerId);
  const { run, pending } = useApiAction();

  const upload = (file: File) => {
    const form = new FormData();
    form.append('partner_id', partnerId);
    form.append('file', file);
    void run((api) => api.uploadPartnerDocument(form), 'resources.partnerDocuments.notifications.uploaded');
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <FileDropzone files={PARTNER_DOCUMENT_FILES} onFile={upload} disabled={pending} />
      {!isPending && !documents.length && <Typography color="text.secondary">{translate('resources.partnerDocuments.empty')}</Typography>}
      <List dense aria-label={translate('resources.partnerDocuments.title')}>
        {documents.map((document) => (
          <PartnerDocumentRow key={document.id} document={document} />
        ))}
      </List>
    </Stack>
  );
}
