import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider, HttpMethod } from '../dataProvider';

type Action = (api: AppDataProvider) => Promise<unknown>;

/**
 * A named dataProvider call (`run((api) => api.detachServices(id, ids), …)`) that re-reads the page after
 * success and shows the server's message after a failure.
 */
export function useApiAction() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);

  async function perform(action: Action, success: string): Promise<boolean> {
    setPending(true);
    try {
      await action(dataProvider);
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

  function run(action: Action, success: string): Promise<boolean>;
  /** @deprecated method and path: only the screens that move onto resource declarations (issue 10) still call it so. */
  function run(method: HttpMethod, path: string, body: unknown, success: string): Promise<boolean>;
  function run(...args: [Action, string] | [HttpMethod, string, unknown, string]): Promise<boolean> {
    if (args.length === 2) return perform(args[0], args[1]);
    const [method, path, body, success] = args;
    return perform((api) => api.call(method, path, { body }), success);
  }

  return { run, pending };
}
