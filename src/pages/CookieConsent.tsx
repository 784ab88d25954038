import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { hasConsent, storeConsent } from './cookieConsent';

/** N4: a modal that stays until the user accepts cookies and personal-data processing. */
export function CookieConsent() {
  const translate = useTranslate();
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
