import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useRefresh, useTranslate } from 'react-admin';
import { isAdminNotAgent } from '../../../common/roles';
import type { AppIdentity } from '../../authProvider/identity';
import type { AppDataProvider } from '../../dataProvider';
import { FileDropzone } from '../../components/FileDropzone';
import { PartnerPicker } from './PartnerPicker';
import { RegisterResult } from './RegisterResult';
import { REGISTER_FILES, REGISTRY_KIND, type RegistryDetail } from './types';

/** The upload form (G4): admins pick the partner, agents upload for their own; the per-row result follows. */
export function RegisterUpload() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const user = identity as AppIdentity | undefined;
  const admin = !!user && isAdminNotAgent(user.roles);
  const [open, setOpen] = useState(false);
  const [chosenPartner, setChosenPartner] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<RegistryDetail | null>(null);
  const partnerId = admin ? chosenPartner : (user?.partnerId ?? '');

  async function send(file: File) {
    const form = new FormData();
    form.append('file', file);
    setSending(true);
    try {
      setResult(await dataProvider.uploadRegistry(partnerId, REGISTRY_KIND, form));
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  }

  const close = () => {
    setOpen(false);
    setResult(null);
  };

  return (
    <>
      <Button size="small" startIcon={<UploadFile />} onClick={() => setOpen(true)}>
        {translate('resources.certificates-registers.upload.open')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md">
        <DialogTitle>{translate('resources.certificates-registers.upload.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {admin && <PartnerPicker value={chosenPartner} onChange={setChosenPartner} />}
            {!admin && !partnerId && <Alert severity="warning">{translate('resources.certificates-registers.upload.noPartner')}</Alert>}
            <FileDropzone files={REGISTER_FILES} onFile={(file) => void send(file)} disabled={!partnerId || sending}>
              <Typography variant="body2" color="text.secondary">
                {translate('resources.certificates-registers.upload.columns')}
              </Typography>
            </FileDropzone>
            {sending && <LinearProgress aria-label={translate('resources.certificates-registers.upload.sending')} />}
            {result && <RegisterResult registry={result} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
