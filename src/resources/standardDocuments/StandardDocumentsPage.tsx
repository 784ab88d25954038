import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import { Card, CardContent, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Loading, Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { useFileDownload } from '../../components/useFileDownload';
import { type StandardDocument, standardDocumentPath } from '../../dataProvider/contentApi';
import { formatDateTime } from '../../format';
import { useContentApi } from '../questionnaires/useContentApi';
import { StandardDocumentUpload } from './StandardDocumentUpload';

/** K6: published documents to download; the admin also uploads and deletes them here. */
export function StandardDocumentsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useContentApi();
  const download = useFileDownload();
  const { canAccess: canPublish } = useCanAccess({ resource: 'standard-documents', action: 'create' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'standard-documents', action: 'delete' });
  const [deleting, setDeleting] = useState<StandardDocument | null>(null);
  const { data, isPending, error, refetch } = useQuery({ queryKey: ['standard-documents'], queryFn: () => api.standardDocuments() });
  const withdraw = async (document: StandardDocument) => {
    setDeleting(null);
    try {
      await api.withdrawStandardDocument(document.id);
      notify('app.standardDocuments.deleted', { type: 'success' });
      await refetch();
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.standardDocuments.title" />
      <CardContent>
        <Stack spacing={2}>
          {canPublish && <StandardDocumentUpload onUploaded={() => void refetch()} />}
          {isPending && <Loading />}
          {error && <Typography color="error">{error.message}</Typography>}
          {data && !data.length && <Typography>{translate('app.standardDocuments.empty')}</Typography>}
          <List aria-label={translate('app.standardDocuments.title')}>
            {data?.map((document) => (
              <ListItem
                key={document.id}
                disablePadding
                divider
                secondaryAction={
                  canDelete && (
                    <IconButton edge="end" aria-label={translate('app.standardDocuments.delete')} onClick={() => setDeleting(document)}>
                      <Delete />
                    </IconButton>
                  )
                }
              >
                <ListItemButton onClick={() => void download(standardDocumentPath(document.id), document.file_name)} aria-label={`${translate('app.standardDocuments.download')}: ${document.title}`}>
                  <ListItemIcon>
                    <Download />
                  </ListItemIcon>
                  <ListItemText
                    primary={document.title}
                    secondary={`${document.file_name} · ${translate('app.standardDocuments.size', { size: Math.max(1, Math.round(document.size / 1024)) })} · ${formatDateTime(document.created_at)}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Stack>
        <Confirm
          isOpen={!!deleting}
          title="app.standardDocuments.delete"
          content={translate('app.standardDocuments.confirmDelete', { title: deleting?.title ?? '' })}
          onConfirm={() => deleting && void withdraw(deleting)}
          onClose={() => setDeleting(null)}
        />
      </CardContent>
    </Card>
  );
}
