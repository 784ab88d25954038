import { useState } from 'react';
import { useNotify } from 'react-admin';

/**
 * One async step at a time behind a button: `pending` while it runs, the `success` text after it, the
 * server's message after a failure (`failed` sees the error first). `call` resolves whether the step succeeded.
 */
export function usePendingCall() {
  const notify = useNotify();
  const [pending, setPending] = useState(false);

  async function call(step: () => Promise<unknown>, success?: string, failed?: (error: unknown) => void): Promise<boolean> {
    setPending(true);
    try {
      await step();
      if (success) notify(success, { type: 'success' });
      return true;
    } catch (error) {
      failed?.(error);
      notify((error as Error).message, { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  }

  return { call, pending };
}
