import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { hasConsent, storeConsent } from './cookieConsent';

type Translate = (key: string) => string;

/**
 * N4: a modal that stays until the visitor accepts cookies and personal-data processing. Plain MUI with
 * the caller's translate, so the sign-in page (without react-admin) shows it as the cabinets do.
 */
export function ConsentDialog({ translate }: { translate: Translate }) {
  const [accepted, setAccepted] = useState(hasConsent);
  const accept = () => {
    storeConsent();
    setAccepted(true);
  };
  return (
    <Dialog open={!accepted} disableEscapeKeyDown aria-describedby="cookie-consent-text">
      <DialogContent>
        <DialogContentText id="cookie-consent-text">{translate('app.pages.cookie.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={accept}>
          {translate('app.pages.cookie.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
