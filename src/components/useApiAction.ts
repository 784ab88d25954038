import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider, HttpMethod } from '../dataProvider';

/** A custom /gw call that re-reads the page after success and shows the server's message after a failure. */
export function useApiAction() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);

  async function run(method: HttpMethod, path: string, body: unknown, success: string): Promise<boolean> {
    setPending(true);
    try {
      await dataProvider.call(method, path, { body });
      notify(success, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  }

  return { run, pending };
}
