import { useContext, useState } from 'react';
import { DataProviderContext, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

const SERVER_ERROR = 'app.profile.notify.serverError';

const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;

/**
 * A refusal shows the server's reason (a wrong current password, an e-mail in use: the provider's
 * message is the first field error, else the server's message, P2); only a true server failure
 * (5xx) shows the shared text P4. No answer at all keeps the provider's 'server unavailable'.
 */
function failureText(error: unknown): string {
  const status = statusOf(error);
  const message = (error as Error | null)?.message;
  if ((status !== undefined && status >= 500) || !message) return SERVER_ERROR;
  return message;
}

type ProfileMethods = Pick<AppDataProvider, 'updateProfile' | 'changePassword'>;
type ProfileMethod = keyof ProfileMethods;

export interface ProfileCall<M extends ProfileMethod> {
  /** The data provider's named method the form sends its values through. */
  method: M;
  successKey: string;
}

/** Sends one of the profile modal's forms through the data provider and reports the outcome (A14, A15). */
export function useProfileSubmit<M extends ProfileMethod>({ method, successKey }: ProfileCall<M>) {
  // the provider itself: react-admin's useDataProvider answers a call that signed the user out as a success
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);

  async function submit(body: Parameters<ProfileMethods[M]>[0]): Promise<boolean> {
    setSaving(true);
    try {
      await (dataProvider[method] as (values: typeof body) => Promise<unknown>)(body);
      notify(successKey, { type: 'success' });
      return true;
    } catch (error) {
      // a session that is over (too many wrong current passwords end them all, issue 23) signs out, the auth provider
      // saying the reason once (src/authProvider/sessionEnd.ts)
      if (statusOf(error) !== 401) notify(failureText(error), { type: 'error' });
      await logoutIfAccessDenied(error);
      return false;
    } finally {
      setSaving(false);
    }
  }
  return { submit, saving };
}
