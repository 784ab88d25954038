import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, useGetIdentity, useLogout, useNotify, useTranslate } from 'react-admin';
import { needsClickConsent } from '../../common/roles';
import type { AppIdentity } from '../authProvider/identity';
import { useReloadIdentity } from '../authProvider/useReloadIdentity';
import { useCabinet } from '../cabinets/CabinetContext';
import type { AppDataProvider } from '../dataProvider';

/** G11: the click programme partner's agents accept its terms before working in the sales cabinet; the modal cannot be dismissed otherwise. */
export function ClickConsentDialog() {
  const translate = useTranslate();
  const cabinet = useCabinet();
  const { identity } = useGetIdentity();
  const reloadIdentity = useReloadIdentity();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const logout = useLogout();
  const [sending, setSending] = useState(false);
  const subject = identity as AppIdentity | undefined;
  if (cabinet !== 'sales' || !subject || !needsClickConsent(subject)) return null;

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
