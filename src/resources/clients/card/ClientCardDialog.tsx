import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, IconButton, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { Loading, RecordContextProvider, ResourceContextProvider, useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ClientCardRecord } from '../types';
import { ClientCertificatesTab } from './ClientCertificatesTab';
import { ClientDocumentsTab } from './ClientDocumentsTab';
import { ClientEditForm } from './ClientEditForm';
import { ClientOptionsTab } from './ClientOptionsTab';
import { ClientSummary } from './ClientSummary';
import { CommentsTab } from './comments/CommentsTab';
import { DeleteClientButton } from './DeleteClientButton';

const TABS = ['certificates', 'options', 'documents', 'comments'] as const;
type CardTab = (typeof TABS)[number];

/**
 * E3: the client card modal (width 930) at /certificates/client/{id} and /staff/users/client/{id};
 * closing returns to the list it was opened from, keeping the query string. E2's /staff/users/edit/{id}
 * opens the same card in its edit mode.
 */
export function ClientCardDialog({ closeTo, startEditing = false }: { closeTo: string; startEditing?: boolean }) {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const translate = useTranslate();
  const [tab, setTab] = useState<CardTab>('certificates');
  const [editing, setEditing] = useState(startEditing);
  const { data, isPending, error } = useGetOne<ClientCardRecord>('clients', { id });
  const { canAccess: mayEdit } = useCanAccess({ resource: 'clients', action: 'edit', record: data });
  const close = () => navigate({ pathname: closeTo, search });
  return (
    <Dialog open onClose={close} maxWidth={false} slotProps={{ paper: { sx: { width: 930, maxWidth: '100%' } } }}>
      <DialogTitle sx={{ pr: 6 }}>
        {data?.name ?? translate('resources.clients.page.card')}
        <IconButton aria-label={translate('ra.action.close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {isPending ? (
          <Loading />
        ) : error || !data ? (
          <Alert severity="error">{error?.message ?? translate('ra.notification.item_doesnt_exist')}</Alert>
        ) : (
          <ResourceContextProvider value="clients">
            <RecordContextProvider value={data}>
              {editing && mayEdit ? (
                <ClientEditForm record={data} onDone={() => setEditing(false)} />
              ) : (
                <Stack spacing={2}>
                  <ClientSummary record={data} />
                  <Stack direction="row" justifyContent="flex-end" spacing={1}>
                    {mayEdit && (
                      <Button startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                        {translate('ra.action.edit')}
                      </Button>
                    )}
                    <DeleteClientButton record={data} onDeleted={close} />
                  </Stack>
                </Stack>
              )}
              <Tabs value={tab} onChange={(_, next: CardTab) => setTab(next)} variant="scrollable" sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}>
                {TABS.map((name) => (
                  <Tab key={name} value={name} label={translate(`app.clients.tabs.${name}`)} />
                ))}
              </Tabs>
              <Box sx={{ pt: 2, minHeight: 240 }}>
                {tab === 'certificates' && <ClientCertificatesTab clientId={data.id} />}
                {tab === 'options' && <ClientOptionsTab clientId={data.id} />}
                {tab === 'documents' && <ClientDocumentsTab clientId={data.id} clientName={data.name} />}
                {tab === 'comments' && <CommentsTab clientId={data.id} />}
              </Box>
            </RecordContextProvider>
          </ResourceContextProvider>
        )}
      </DialogContent>
    </Dialog>
  );
}
