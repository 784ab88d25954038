import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ErrorAlert } from '../components/ErrorAlert';

/** An error notification with the catalogue's error title above the text (P1, A6). */
export function useNotifyError() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (text: string) => notify(<ErrorAlert title={translate('app.errors.title')} text={text} />, { type: 'error' }),
    [notify, translate],
  );
}
