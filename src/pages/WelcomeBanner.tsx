import { useEffect } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';

/** N5: the banner shows for this long, unless clicked away first. */
export const WELCOME_BANNER_MS = 15_000;
export const WELCOME_BANNER_STORE_KEY = 'welcomeBanner.hidden';

/** The welcome banner; once hidden (timer or click) the store (local storage) keeps it hidden. */
export function WelcomeBanner() {
  const translate = useTranslate();
  const [hidden, setHidden] = useStore(WELCOME_BANNER_STORE_KEY, false);

  useEffect(() => {
    if (hidden) return;
    const timer = setTimeout(() => setHidden(true), WELCOME_BANNER_MS);
    return () => clearTimeout(timer);
  }, [hidden, setHidden]);

  if (hidden) return null;
  return (
    <Alert severity="info" onClick={() => setHidden(true)} sx={{ mt: 1, cursor: 'pointer' }}>
      <AlertTitle>{translate('app.pages.banner.title')}</AlertTitle>
      {translate('app.pages.banner.text')}
    </Alert>
  );
}
