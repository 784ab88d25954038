import { useEffect } from 'react';
import { onSessionEnd } from '../authProvider/sessionEnd';
import { useNotifyError } from '../authProvider/useNotifyError';

/** Shows why the session ended (A2, P3) as an error notification under the P1 title; it stays over the sign-in page. */
export function SessionEndNotice() {
  const notifyError = useNotifyError();
  useEffect(() => onSessionEnd(notifyError), [notifyError]);
  return null;
}
