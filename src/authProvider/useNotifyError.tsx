import { Alert, AlertTitle } from '@mui/material';
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/** An error notification with the catalogue's error title above the text (P1, A6). */
export function useNotifyError() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (text: string) =>
      notify(
        <Alert severity="error" variant="filled" sx={{ width: '100%' }}>
          <AlertTitle>{translate('app.errors.title')}</AlertTitle>
          {text}
        </Alert>,
        { type: 'error' },
      ),
    [notify, translate],
  );
}
