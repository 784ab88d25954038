import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, useLogout, useNotify, useTranslate } from 'react-admin';
import { useReloadIdentity } from '../authProvider/useReloadIdentity';
import type { AppDataProvider } from '../dataProvider';

/** G11: the programme's terms in a modal that cannot be dismissed otherwise (ClickConsentDialog says who sees it). */
export function ClickConsentTerms() {
  const translate = useTranslate();
  const reloadIdentity = useReloadIdentity();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const logout = useLogout();
  const [sending, setSending] = useState(false);

  async function accept() {
    setSending(true);
    try {
      await dataProvider.acceptClickConsent();
      await reloadIdentity();
      notify('app.clickProgram.accepted', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open maxWidth="sm" aria-labelledby="click-consent-title">
      <DialogTitle id="click-consent-title">{translate('app.clickProgram.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.clickProgram.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => logout()}>{translate('app.clickProgram.decline')}</Button>
        <Button variant="contained" disabled={sending} onClick={accept}>
          {translate('app.clickProgram.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
