import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Cabinet } from '../../common/roles';
import { goToCabinet } from '../cabinets/cabinetUrl';

/** B8 timing (docs/decisions.md): the warning at once, the countdown after 1.5 s, the redirect when it reaches 0. */
export const REDIRECT_DELAY_MS = 1500;
export const REDIRECT_COUNTDOWN_S = 4;

export function CabinetRedirectNotice({ target }: { target: Cabinet }) {
  const translate = useTranslate();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSecondsLeft(REDIRECT_COUNTDOWN_S), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (secondsLeft === null) return;
    if (secondsLeft === 0) {
      goToCabinet(target);
      return;
    }
    const timer = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, target]);

  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="warning" role="alert">
        <AlertTitle>{translate('app.pages.guard.warning')}</AlertTitle>
        {secondsLeft !== null && translate('app.pages.guard.countdown', { smart_count: secondsLeft })}
      </Alert>
    </Box>
  );
}
