import { useDataProvider, useRefresh } from 'react-admin';
import type { AppDataProvider, HttpMethod } from '../dataProvider';
import { usePendingCall } from './usePendingCall';

type Action = (api: AppDataProvider) => Promise<unknown>;

/**
 * A named dataProvider call (`run((api) => api.detachServices(id, ids), …)`) that re-reads the page after
 * success and shows the server's message after a failure.
 */
export function useApiAction() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const { call, pending } = usePendingCall();

  async function perform(action: Action, success: string): Promise<boolean> {
    const done = await call(() => action(dataProvider), success);
    if (done) refresh();
    return done;
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
